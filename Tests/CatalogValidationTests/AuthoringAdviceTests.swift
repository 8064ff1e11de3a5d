import CatalogTestSupport
import CatalogValidation
import Foundation
import Testing

/// Mistakes a newcomer makes in YAML, each reported once, with how to fix it.
@Suite("Authoring advice")
struct AuthoringAdviceTests {
    private func check(_ text: String) -> [String] {
        CatalogCheck().run(text: text, path: "c.yaml").diagnostics.map { "\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)" }
    }

    @Test("a key dedented under its language: the next key is named as reading into its text, not as a text to quote")
    func dedentedKey() {
        let found = check(FixtureCatalog.replacing("        title: Ten\n", with: "      title: Ten\n"))
        #expect(found == ["44:20 error yaml-syntax 'description' is indented 8 spaces, deeper than 'title' on line 43 (6 spaces), so YAML reads this line as more of that one's text; give the keys of one mapping the same indentation (mapping values are not allowed in this context)"])
    }

    @Test("a key one space short: the line, its neighbours' indentation and the list's, not libyaml's words alone")
    func oneSpaceShort() {
        let found = check(FixtureCatalog.replacing("    points: 10\n", with: "   points: 10\n"))
        #expect(found == ["39:4 error yaml-syntax line 39 is indented 3 spaces, which fits neither the entry above nor the list or mapping it is in; the line before it (line 38) is indented 4 spaces; the list's items start at 2 spaces (line 34): indent it like its neighbours (did not find expected '-' indicator (while parsing a block collection at line 34, column 3))"])
    }

    @Test("a key one space short under '- key:': the item's keys are said to start after the dash, where the key belongs")
    func oneSpaceShortUnderListItem() {
        let found = check(FixtureCatalog.replacing("    id: ach.best.0010\n", with: "   id: ach.best.0010\n"))
        #expect(found == ["35:4 error yaml-syntax line 35 is indented 3 spaces, which fits neither the entry above nor the list or mapping it is in; the line before it (line 34) is a list item whose keys start at 4 spaces; the list's items start at 2 spaces (line 34): indent it like its neighbours (did not find expected '-' indicator (while parsing a block collection at line 34, column 3))"])
    }

    @Test("the game's name, a group's name and type, an input's rule: a ' #' there is a warning too", arguments: [
        ("game: Demo", "game: Demo #2", "game", "Demo"),
        ("name: Best Run", "name: Best Run #1", "name", "Best Run"),
        ("rule: Tap used in completed run", "rule: Tap used in run #1", "rule", "Tap used in run"),
    ])
    func commentAfterOtherTexts(original: String, written: String, field: String, read: String) throws {
        let (text, position) = FixtureCatalog.replacingWithPosition(original, with: written, offset: field.count + 2)
        #expect(check(text) == ["\(position) warning yaml-comment-in-text '\(field)' is read as '\(read)': YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text"])
    }

    @Test("a language's fields dedented to the languages' column: each is named as a field where a language belongs, and the language as empty")
    func fieldsDedentedToLanguages() {
        let found = check(FixtureCatalog.replacing("        title: Ten\n        description: Score 10 in a run.\n", with: "      title: Ten\n      description: Score 10 in a run.\n"))
        #expect(found == [
            "42:10 error schema-type the 'en' localization of achievement 'best_10' is empty: its fields go under it, indented deeper than its key",
            "43:7 error schema-type 'title' is where a language code belongs in the localizations of achievement 'best_10'; indent it, with the fields after it, under its language (such as 'en:')",
            "44:7 error schema-type 'description' is where a language code belongs in the localizations of achievement 'best_10'; indent it, with the fields after it, under its language (such as 'en:')",
        ])
    }

    @Test("a text holding ': ' says to quote it")
    func colonInText() {
        let found = check(FixtureCatalog.replacing("description: Score 10 in a run.", with: "description: Objectif : 50 sauts"))
        #expect(found.count == 1)
        #expect(found.first?.contains("error yaml-syntax a text holding ': ' reads as another key; put the whole text in quotes, \"like: this\" (mapping values are not allowed in this context)") == true)
    }

    @Test("a comment right after an unquoted title warns that it was cut off; a quoted '#' and comments after IDs do not")
    func commentAfterText() {
        let (text, position) = FixtureCatalog.replacingWithPosition("title: Ten", with: "title: Coin Collector #1", offset: 7)
        #expect(check(text) == ["\(position) warning yaml-comment-in-text 'title' is read as 'Coin Collector': YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text"])
        #expect(check(FixtureCatalog.replacing("title: Ten", with: "title: \"Coin Collector #1\"")) == [])
        #expect(check(FixtureCatalog.replacing("key: best_10", with: "key: best_10  # the first one")) == [])
    }

    @Test("the comment after a title is found whatever non-ASCII text comes before it (libyaml counts characters, not bytes)", arguments: [
        "# Catálogo de logros: ñandú, 日本語のタイトル, émoji 🏁\n", "\u{FEFF}# ß\n",
    ])
    func commentAfterTextAfterNonASCII(prefix: String) {
        let (text, position) = FixtureCatalog.replacingWithPosition("title: Ten", with: "title: Coin Collector #1", offset: 7)
        let parts = position.split(separator: ":")
        let moved = "\((Int(parts[0]) ?? 0) + 1):\(parts[1])" // the prefix adds one line
        let found = check(prefix + text)
        #expect(found == ["\(moved) warning yaml-comment-in-text 'title' is read as 'Coin Collector': YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text"],
                "\(found)")
    }

    @Test("a misspelt field is reported once, not also as the field it was meant to be")
    func misspeltField() {
        let (text, position) = FixtureCatalog.replacingWithPosition("    points: 10\n", with: "    pionts: 10\n", offset: 4)
        #expect(check(text) == ["\(position) error schema-unknown-field unknown field 'pionts' in achievement 'best_10'; did you mean 'points'?"])
    }

    @Test("a malformed idPrefix is reported once, at its line, without one error per achievement", arguments: [
        ("ach.", "ends with a dot (the dot before each ID's name is added for you)"),
        ("Ach", "contains 'A'; use only a-z, 0-9 and '.'"),
        (".ach", "starts with a dot"),
    ])
    func idPrefixCascade(prefix: String, problem: String) {
        let (text, position) = FixtureCatalog.replacingWithPosition("idPrefix: ach\n", with: "idPrefix: \(prefix)\n", offset: 10)
        #expect(check(text) == ["\(position) error id-prefix idPrefix '\(prefix)' \(problem); every ID and group id starts with it and a dot"])
    }
}

@Suite("Formula neutralisation is visible")
struct SpreadsheetFormulaTests {
    @Test("a title that starts like a formula warns at its line; plain titles do not")
    func warns() {
        let (text, position) = FixtureCatalog.replacingWithPosition("title: Ten", with: "title: +1 Up", offset: 7)
        let found = CatalogCheck().run(text: text, path: "c.yaml").diagnostics.map { "\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)" }
        #expect(found == ["\(position) warning csv-formula 'en' title of 'best_10' starts with '+': the admin CSV shows it as '+1 Up so spreadsheets do not run it; type it into App Store Connect without the apostrophe"])
        #expect(CatalogCheck().run(text: FixtureCatalog.text, path: "c.yaml").diagnostics.isEmpty)
    }
}

@Suite("The ID style is a choice; App Store Connect's constraint is the floor")
struct IDStyleTests {
    private func check(_ text: String) -> [String] {
        CatalogCheck().run(text: text, path: "c.yaml").diagnostics.map { "\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)" }
    }

    /// The fixture with its IDs in another live style.
    private func liveStyle(_ first: String) -> String {
        FixtureCatalog.replacing("idPrefix: ach\n", with: "idPrefix: ach\nidStyle: asc\n")
            .replacingOccurrences(of: "id: ach.best.0010", with: "id: \(first)")
            .replacingOccurrences(of: "id: ach.best.0020", with: "id: com.studio.demo.Best_20")
    }

    @Test("with idStyle: asc, IDs in any style App Store Connect accepts are valid")
    func ascStyle() {
        #expect(check(liveStyle("FirstWin")) == [])
    }

    @Test("the floor holds in every style", arguments: ["first-win", "première", "has space"])
    func floor(id: String) {
        let text = liveStyle(id)
        let found = check(text.replacingOccurrences(of: "id: \(id)", with: "id: \"\(id)\""))
        #expect(found.count == 1)
        #expect(found.first?.contains("error id-format ASC ID '\(id)' contains") == true)
        #expect(found.first?.hasSuffix("App Store Connect accepts only letters, digits, '.' and '_'") == true)
    }

    @Test("the default dotted style still refuses capitals and IDs outside the group")
    func dottedDefault() {
        let found = check(FixtureCatalog.text.replacingOccurrences(of: "id: ach.best.0010", with: "id: FirstWin"))
        #expect(found.contains { $0.contains("id-format ASC ID 'FirstWin' contains 'F'") })
        #expect(found.contains { $0.contains("[id-prefix]") || $0.contains("id-prefix ASC ID 'FirstWin' must start with 'ach.'") })
    }
}
