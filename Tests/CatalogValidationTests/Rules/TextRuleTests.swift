import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

@Suite("Player texts and languages")
struct TextRuleTests {
    @Test("duplicate-title is per language: the same title in two languages is fine")
    func duplicateTitle() {
        let (text, value) = fault("title: Twenty", "title: Ten")
        let first = at("title: Ten", offset: 7, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-title 'en' title 'Ten' is already used at line \(first[0]), column \(first[1])"])
        #expect(check(FixtureCatalog.replacing("title: Diez", with: "title: Ten")) == [])
        // Languages listed in another order than the catalog's are still
        // compared with their own language.
        let swapped = FixtureCatalog.replacing(
            "      en:\n        title: Twenty\n        description: Score 20 in a run.\n      es:\n        title: Veinte\n        description: Marca 20 en una partida.\n",
            with: "      es:\n        title: Diez\n        description: Marca 20 en una partida.\n      en:\n        title: Twenty\n        description: Score 20 in a run.\n")
        let diez = at("title: Diez", offset: 7, in: swapped).split(separator: ":")
        #expect(check(swapped) == ["\(at("title: Diez", 2, offset: 7, in: swapped)) error duplicate-title 'es' title 'Diez' is already used at line \(diez[0]), column \(diez[1])"])
    }

    @Test("a language written twice in one achievement counts once, as its first, for the rules comparing texts by language")
    func languageWrittenTwice() throws {
        // The reader reports a key written twice and no rule runs; a model can
        // still hold it (the decoder keeps both), so the rules are given one.
        var catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").value)
        let first = catalog.achievements[0].localizations[0]
        #expect(first.language.value == "en" && catalog.achievements[1].localizations[0].title.value == "Twenty")
        // A second 'en' that repeats best_20's title and lacks the full stop
        // the other English descriptions have: neither may be read.
        var second = first
        second.title = Located("Twenty", at: SourcePosition(line: 900, column: 16))
        second.description = Located("Score 20", at: SourcePosition(line: 901, column: 22))
        catalog.achievements[0].localizations.append(second)
        let rules: [any CatalogRule] = [DuplicateTitleRule(), DescriptionPunctuationRule()]
        #expect(CatalogValidator(rules: rules).validate(catalog).isEmpty)
        // Moved to Spanish, the same texts are best_10's 'es' and are read: its
        // description is the one 'es' description without a full stop.
        second.language = Located("es", at: second.language.position)
        catalog.achievements[0].localizations = [first, second]
        #expect(CatalogValidator(rules: rules).validate(catalog).map { "\($0.position.line):\($0.position.column) \($0.rule) \($0.message)" }
                == ["901:22 description-punctuation 'es' description of 'best_10' does not end with a full stop, unlike 3 of 4 in 'es'"])
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
        // 26 emoji are 26 characters but 52 UTF-16 units.
        let (emoji, emojiValue) = fault("title: Diez", "title: \(String(repeating: "😀", count: 26))")
        #expect(check(emoji) == ["\(emojiValue) error title-length 'es' title is 52 characters (UTF-16 units); App Store Connect allows at most 50"])
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

    @Test("whitespace is a warning at either end")
    func whitespace() {
        let (text, value) = fault("title: Twenty", "title: \"Twenty \"")
        #expect(check(text) == ["\(value) warning whitespace 'en' title of 'best_20' ends with white space"])
        let (lead, leadValue) = fault("description: Marca 20 en una partida.", "description: \" Marca 20 en una partida.\"")
        #expect(check(lead) == ["\(leadValue) warning whitespace 'es' description of 'best_20' starts with white space"])
        // White space past ASCII at either end (a no-break space, an
        // ideographic space); a letter past ASCII at either end is none.
        let (wide, wideValue) = fault("title: Twenty", "title: \"\\u3000Twenty\\u00A0\"")
        #expect(check(wide) == ["\(wideValue) warning whitespace 'en' title of 'best_20' starts and ends with white space"])
        #expect(check(FixtureCatalog.replacing("title: Twenty", with: "title: Élite é")) == [])
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
}
