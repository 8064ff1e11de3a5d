import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Testing

/// Every diagnostic of a full check of `text`, as `LINE:COLUMN severity rule message`.
func check(_ text: String) -> [String] {
    CatalogCheck().run(text: text, path: "c.yaml").diagnostics.map {
        "\($0.position.line):\($0.position.column) \($0.severity.rawValue) \($0.rule) \($0.message)"
    }
}

/// The position of `line` in `text`, `offset` characters in.
func at(_ line: String, _ occurrence: Int = 1, offset: Int = 0, in text: String) -> String {
    FixtureCatalog.position(of: line, occurrence: occurrence, offset: offset, in: text)
}

/// The fixture with `old` replaced, and the position of `new`'s value (past `key: `).
func fault(_ old: String, _ new: String) -> (text: String, value: String) {
    let offset = new.range(of: ": ").map { new.distance(from: new.startIndex, to: $0.upperBound) } ?? 0
    let (text, position) = FixtureCatalog.replacingWithPosition(old, with: new, offset: offset)
    return (text, position)
}

@Suite("Validation rules")
struct RuleTests {
    @Test("the fixture has no findings")
    func fixtureIsClean() {
        #expect(check(FixtureCatalog.text) == [])
    }

    @Test("format-version")
    func formatVersion() {
        let (text, value) = fault("format: 1", "format: 2")
        #expect(check(text) == ["\(value) error format-version catalog format 2 is not supported; this tool reads format 1"])
    }

    @Test("id-format: uppercase, other characters, empty segments", arguments: [
        ("ach.best.Ten", "contains 'T'; use only a-z, 0-9 and '.'; IDs are lowercase"),
        ("ach.best.ten-1", "contains '-'; use only a-z, 0-9 and '.'"),
        ("ach.best..ten", "has an empty segment; dots separate non-empty segments"),
        ("ach.best.ten.", "has an empty segment; dots separate non-empty segments"),
        ("ach.best.t_n", "contains '_'; use only a-z, 0-9 and '.'"),
    ])
    func idFormat(id: String, problem: String) {
        let (text, value) = fault("id: ach.best.0010", "id: \(id)")
        #expect(check(text) == ["\(value) error id-format ASC ID '\(id)' \(problem)"])
    }

    @Test("id-format names an invisible character by its code point")
    func idFormatInvisible() {
        let (text, value) = fault("id: ach.best.0010", "id: \"ach.best.\\t10\"")
        #expect(check(text) == ["\(value) error id-format ASC ID 'ach.best.\t10' contains 'U+9'; use only a-z, 0-9 and '.'"])
    }

    @Test("id-prefix")
    func idPrefix() {
        let text = FixtureCatalog.replacing("id: ach.control.tap", with: "id: ac.control.tap")
        let value = at("id: ac.control.tap", offset: 4, in: text)
        #expect(check(text) == [
            "\(value) error id-prefix ASC ID 'ac.control.tap' must start with 'ach.'",
            "\(value) error id-group ASC ID 'ac.control.tap' is in group 'control', so it must be 'ach.control.' followed by a name",
        ])
    }

    @Test("id-length: 101 bytes is too long, 100 is fine")
    func idLength() {
        let long = "ach.best." + String(repeating: "x", count: 92)
        let (text, value) = fault("id: ach.best.0010", "id: \(long)")
        #expect(long.utf8.count == 101)
        #expect(check(text) == ["\(value) error id-length ASC ID is 101 bytes long; App Store Connect allows at most 100"])
        #expect(check(FixtureCatalog.replacing("id: ach.best.0010", with: "id: \(long.dropLast())")) == [])
    }

    @Test("id-group: an ID outside its group's prefix, or the bare prefix")
    func idGroup() {
        let (text, value) = fault("id: ach.best.0020", "id: ach.total.0020")
        #expect(check(text) == ["\(value) error id-group ASC ID 'ach.total.0020' is in group 'best', so it must be 'ach.best.' followed by a name"])
        let (bare, bareValue) = fault("id: ach.best.0020", "id: ach.best")
        #expect(check(bare) == ["\(bareValue) error id-group ASC ID 'ach.best' is in group 'best', so it must be 'ach.best.' followed by a name"])
    }

    @Test("key-format", arguments: ["Best_10", "10best", "best-10", "_best"])
    func keyFormat(key: String) {
        let (text, value) = fault("key: best_10", "key: \(key)")
        #expect(check(text) == ["\(value) error key-format local key '\(key)' must start with a lowercase letter and use only a-z, 0-9 and '_'"])
    }

    @Test("duplicate-key points at the second use and names the first")
    func duplicateKey() {
        let (text, value) = fault("key: best_20", "key: best_10")
        #expect(check(text) == ["\(value) error duplicate-key local key 'best_10' is already used at line \(at("key: best_10", offset: 5, in: text).replacingOccurrences(of: ":", with: ", column "))"])
    }

    @Test("duplicate-id")
    func duplicateID() {
        let (text, value) = fault("id: ach.best.0020", "id: ach.best.0010")
        let first = at("id: ach.best.0010", offset: 4, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-id ASC ID 'ach.best.0010' is already used at line \(first[0]), column \(first[1])"])
    }

    @Test("duplicate-reference-name")
    func duplicateReferenceName() {
        let (text, value) = fault("referenceName: Best 20", "referenceName: Best 10")
        let first = at("referenceName: Best 10", offset: 15, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-reference-name reference name 'Best 10' is already used at line \(first[0]), column \(first[1])"])
    }

    @Test("duplicate-title is per language: the same title in two languages is fine")
    func duplicateTitle() {
        let (text, value) = fault("title: Twenty", "title: Ten")
        let first = at("title: Ten", offset: 7, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-title 'en' title 'Ten' is already used at line \(first[0]), column \(first[1])"])
        #expect(check(FixtureCatalog.replacing("title: Diez", with: "title: Ten")) == [])
    }

    @Test("achievement-count: 101 achievements is one too many")
    func achievementCount() {
        var text = FixtureCatalog.text.replacingOccurrences(of: "points: 20", with: "points: 0")
            .replacingOccurrences(of: "points: 30", with: "points: 0")
            .replacingOccurrences(of: "points: 10", with: "points: 0")
        for n in 1...97 {
            text += """
                  - key: extra_\(n)
                    id: ach.total.x\(n)
                    referenceName: Extra \(n)
                    group: total
                    threshold: \(100 + n)
                    points: 0
                    hidden: no
                    localizations:
                      en: {title: Extra \(n), description: Extra \(n).}
                      es: {title: Extra \(n), description: Extra \(n).}

                """
        }
        #expect(check(text) == ["\(at("achievements:", offset: 0, in: text)) error achievement-count the catalog has 101 achievements; App Store Connect allows at most 100 per app"])
        let hundred = text.components(separatedBy: "  - key: extra_97")[0]
        #expect(check(hundred) == [])
    }

    @Test("points-range", arguments: [-1, 101, 1000])
    func pointsRange(points: Int) {
        let (text, value) = fault("points: 5", "points: \(points)")
        var expected = ["\(value) error points-range points must be between 0 and 100, not \(points)"]
        if points == 1000 {
            expected.append("\(value) error points-budget points total 1060 of 1000 (60 over the budget); App Store Connect refuses to create 'ach.control.tap' and every achievement after it")
        }
        #expect(check(text) == expected)
    }

    @Test("points-budget names the first achievement ASC would refuse to create")
    func pointsBudget() {
        var text = FixtureCatalog.text
        for (old, new) in [("points: 10", "points: 100"), ("points: 20", "points: 100"), ("points: 30", "points: 100")] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        for n in 1...8 {
            text += "  - {key: more_\(n), id: ach.total.m\(n), referenceName: More \(n), group: total, threshold: \(1000 + n), points: 100, hidden: no,\n"
            text += "     localizations: {en: {title: More \(n), description: More.}, es: {title: Más \(n), description: Más.}}}\n"
        }
        // 100 + 100 + 100 + 5 + 100 * 6 = 905; the 7th extra makes 1005.
        let value = FixtureCatalog.position(of: "points: 100", offset: 8, in: text, onLineContaining: "key: more_7")
        #expect(check(text) == ["\(value) error points-budget points total 1105 of 1000 (105 over the budget); App Store Connect refuses to create 'ach.total.m7' and every achievement after it"])
    }

    @Test("1000 points exactly is within the budget")
    func pointsBudgetExact() {
        var text = FixtureCatalog.text
        for (old, new) in [("points: 10", "points: 100"), ("points: 20", "points: 100"), ("points: 30", "points: 100"), ("points: 5", "points: 100")] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        for n in 1...6 {
            text += "  - {key: more_\(n), id: ach.total.m\(n), referenceName: More \(n), group: total, threshold: \(1000 + n), points: 100, hidden: no,\n"
            text += "     localizations: {en: {title: More \(n), description: More.}, es: {title: Más \(n), description: Más.}}}\n"
        }
        #expect(check(text) == [])
    }

    @Test("reference-name: empty or blank")
    func referenceName() {
        let (text, value) = fault("referenceName: Best 10", "referenceName: \"  \"")
        #expect(check(text) == [
            "\(value) error reference-name reference name is empty; App Store Connect requires one",
            "\(value) warning whitespace reference name of 'best_10' starts and ends with white space",
        ])
    }

    @Test("title-length: 51 characters is too long, 50 with accents is fine")
    func titleLength() {
        let long = String(repeating: "é", count: 51)
        let (text, value) = fault("title: Diez", "title: \(long)")
        #expect(check(text) == ["\(value) error title-length 'es' title is 51 characters (UTF-16 units); App Store Connect allows at most 50"])
        #expect(check(FixtureCatalog.replacing("title: Diez", with: "title: \(long.dropLast())")) == [])
    }

    @Test("description-length covers the earned description too")
    func descriptionLength() {
        let long = String(repeating: "a", count: 255) + "."
        let (text, value) = fault("description: Marca 10 en una partida.", "description: \(long)")
        #expect(check(text) == ["\(value) error description-length 'es' description is 256 characters (UTF-16 units); App Store Connect allows at most 255"])
        let (earned, earnedValue) = fault("description: Score 20 in a run.", "description: Score 20 in a run.\n        earnedDescription: \(long)")
        #expect(check(earned) == ["\(at("earnedDescription:", offset: 19, in: earned)) error description-length 'en' earnedDescription is 256 characters (UTF-16 units); App Store Connect allows at most 255"])
        _ = earnedValue
    }

    @Test("missing-localization: a language missing, a text empty")
    func missingLocalization() {
        let text = FixtureCatalog.replacing("      es:\n        title: Veinte\n        description: Marca 20 en una partida.\n", with: "")
        #expect(check(text) == ["\(at("localizations:", 2, in: text)) error missing-localization achievement 'best_20' has no 'es' localization"])
        let (empty, value) = fault("title: Cien", "title: \"\"")
        #expect(check(empty) == ["\(value) error missing-localization 'es' title of 'total_100' is empty"])
    }

    @Test("unknown-language")
    func unknownLanguage() {
        let text = FixtureCatalog.replacing("      es:\n        title: Veinte", with: "      fr:\n        title: Vingt\n        description: Vingt.\n      es:\n        title: Veinte")
        #expect(check(text) == ["\(at("fr:", offset: 0, in: text)) error unknown-language language 'fr' is not declared under 'languages' (declared: en, es)"])
    }

    @Test("asc-locale: a code ASC refuses, with the one it takes", arguments: [
        ("ca-ES", "es", "'ca-ES' is not an App Store Connect locale code; use 'ca'"),
        ("es", "es", "'es' is not an App Store Connect locale code; use 'es-ES' or 'es-MX'"),
        ("en_US", "en", "'en_US' is not an App Store Connect locale code; use 'en-AU' or 'en-CA' or 'en-GB' or 'en-US'"),
        ("xx-YY", "es", "'xx-YY' is not an App Store Connect locale code"),
    ])
    func ascLocale(code: String, language: String, message: String) {
        let old = language == "en" ? "  en: en-US" : "  es: es-ES"
        let (text, value) = fault(old, "  \(language): \(code)")
        #expect(check(text) == ["\(value) error asc-locale \(message)"])
    }

    @Test("asc-locale: two languages under one locale, and no languages at all")
    func ascLocaleDuplicateAndEmpty() {
        let (text, value) = fault("  es: es-ES", "  es: en-US")
        #expect(check(text).contains("\(value) error asc-locale languages 'en' and 'es' both map to 'en-US'"))
        let none = FixtureCatalog.text.replacingOccurrences(of: "languages:\n  en: en-US\n  es: es-ES\n", with: "languages: {}\n")
        let lines = check(none)
        #expect(lines.first == "4:1 error asc-locale declare at least one language; App Store Connect needs one localization per achievement")
        #expect(lines.dropFirst().first?.hasSuffix("error unknown-language language 'en' is not declared under 'languages' (declared: )") == true)
    }

    @Test("group-declaration: prefix, metric, rule text, and no metric on controlInput")
    func groupDeclaration() {
        let (prefix, prefixValue) = fault("id: ach.total\n", "id: total\n")
        #expect(check(prefix).first == "\(prefixValue) error group-declaration group 'total' has id 'total', which must start with 'ach.'")
        let (metric, metricValue) = fault("metric: score\n    rule: \">= {threshold} lifetime\"", "metric: points\n    rule: \">= {threshold} lifetime\"")
        #expect(check(metric) == ["\(metricValue) error group-declaration group 'total' measures metric 'points', which is not declared under 'metrics'"])
        let (rule, ruleValue) = fault("rule: \">= {threshold} lifetime\"", "rule: \">= {limit} lifetime\"")
        #expect(check(rule) == ["\(ruleValue) error group-declaration the rule text of group 'total' must contain {threshold}"])
        let (control, controlValue) = fault("progress: controlInput", "progress: controlInput\n    metric: score")
        #expect(check(control) == ["\(at("metric: score", 3, offset: 8, in: control)) error group-declaration group 'control' unlocks by control input, so it takes no 'metric'; the input's rule text is used"])
        _ = controlValue
        let missing = FixtureCatalog.replacing("    metric: score\n    rule: \">= {threshold} in one run\"\n", with: "")
        #expect(check(missing) == [
            "\(at("  best:", offset: 2, in: missing)) error group-declaration group 'best' has progress 'bestRun', so it needs a 'metric'",
            "\(at("  best:", offset: 2, in: missing)) error group-declaration group 'best' has progress 'bestRun', so it needs a 'rule' text with {threshold}",
        ])
    }

    @Test("unknown-group")
    func unknownGroup() {
        let (text, value) = fault("group: total", "group: totals")
        #expect(check(text) == ["\(value) error unknown-group group 'totals' is not declared under 'groups' (declared: best, total, control)"])
    }

    @Test("unlock-rule: threshold and input must fit the group")
    func unlockRule() {
        let (noThreshold, _) = fault("    threshold: 20\n", "")
        #expect(check(noThreshold) == ["\(at("- key: best_20", offset: 2, in: noThreshold)) error unlock-rule 'best_20' is in bestRun group 'best', so it needs a 'threshold'"])
        let (both, bothValue) = fault("    input: tap\n", "    input: tap\n    threshold: 3\n")
        #expect(check(both) == ["\(at("threshold: 3", offset: 11, in: both)) error unlock-rule 'control_tap' is in controlInput group 'control', so it takes no 'threshold'"])
        _ = bothValue
        let (inputOnThreshold, _) = fault("    threshold: 100\n", "    threshold: 100\n    input: tap\n")
        #expect(check(inputOnThreshold) == ["\(at("input: tap", offset: 7, in: inputOnThreshold)) error unlock-rule 'total_100' is in cumulative group 'total', so it takes no 'input'"])
        let (noInput, _) = fault("    input: tap\n", "")
        #expect(check(noInput) == [
            "\(at("  tap:", offset: 2, in: noInput)) error unused-input input 'tap' is declared but no achievement unlocks with it",
            "\(at("- key: control_tap", offset: 2, in: noInput)) error unlock-rule 'control_tap' is in controlInput group 'control', so it needs an 'input'",
        ])
    }

    @Test("threshold-positive", arguments: [0, -5])
    func thresholdPositive(threshold: Int) {
        let (text, value) = fault("threshold: 10", "threshold: \(threshold)")
        #expect(check(text) == ["\(value) error threshold-positive threshold must be positive, not \(threshold)"])
    }

    @Test("threshold-order: equal or lower than the one before in the group")
    func thresholdOrder() {
        let (text, value) = fault("threshold: 20", "threshold: 10")
        #expect(check(text) == ["\(value) error threshold-order threshold 10 must be greater than 10 of 'best_10', the one before it in group 'best'"])
        // Thresholds of different groups do not constrain each other.
        #expect(check(FixtureCatalog.replacing("threshold: 100", with: "threshold: 5")) == [])
    }

    @Test("unknown-input")
    func unknownInput() {
        let (text, value) = fault("input: tap", "input: swipe")
        #expect(check(text) == [
            "\(at("  tap:", offset: 2, in: text)) error unused-input input 'tap' is declared but no achievement unlocks with it",
            "\(value) error unknown-input input 'swipe' is not declared under 'inputs' (declared: tap)",
        ])
    }

    @Test("unused-input: a declared input with no achievement")
    func unusedInput() {
        let (text, _) = fault("inputs:\n", "inputs:\n  keyboard:\n    name: Keyboard\n    rule: Keyboard used in completed run\n")
        #expect(check(text) == ["\(at("  keyboard:", offset: 2, in: text)) error unused-input input 'keyboard' is declared but no achievement unlocks with it"])
    }

    @Test("whitespace is a warning at either end")
    func whitespace() {
        let (text, value) = fault("title: Twenty", "title: \"Twenty \"")
        #expect(check(text) == ["\(value) warning whitespace 'en' title of 'best_20' ends with white space"])
        let (lead, leadValue) = fault("description: Marca 20 en una partida.", "description: \" Marca 20 en una partida.\"")
        #expect(check(lead) == ["\(leadValue) warning whitespace 'es' description of 'best_20' starts with white space"])
    }

    @Test("description-punctuation: one description without the full stop the others have")
    func descriptionPunctuation() {
        let (text, value) = fault("description: Score 20 in a run.", "description: Score 20 in a run")
        #expect(check(text) == ["\(value) warning description-punctuation 'en' description of 'best_20' does not end with a full stop, unlike 3 of 4 in 'en'"])
        // When half or fewer end with a full stop, there is no convention to break.
        var mixed = text
        for old in ["Score 10 in a run.", "Score 100 in all."] { mixed = mixed.replacingOccurrences(of: old, with: String(old.dropLast())) }
        #expect(check(mixed) == [])
    }

    @Test("every built-in rule has a unique ID and a summary")
    func ruleIDsAreUnique() {
        let ids = CatalogValidator.builtInRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 40)
        #expect(CatalogValidator.builtInRules.allSatisfy { !$0.summary.isEmpty })
    }
}
