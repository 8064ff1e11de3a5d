import AchievementsCatalog
import CatalogTestSupport
import Testing

/// Loads `text` and returns `LINE:COLUMN rule message` for each diagnostic.
private func problems(_ text: String) -> [String] {
    CatalogLoader().load(text: text, path: "c.yaml").diagnostics.map {
        "\($0.position.line):\($0.position.column) \($0.rule) \($0.message)"
    }
}

private func at(_ line: String, _ occurrence: Int = 1, offset: Int = 0, in text: String) -> String {
    FixtureCatalog.position(of: line, occurrence: occurrence, offset: offset, in: text)
}

@Suite("Catalog decoder")
struct CatalogDecoderTests {
    @Test("the fixture decodes with every field in place and in order")
    func decodesFixture() throws {
        let output = CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml")
        #expect(output.diagnostics.isEmpty)
        let catalog = try #require(output.catalog)
        #expect(catalog.game.value == "Demo")
        #expect(catalog.languages.map { "\($0.code.value)=\($0.ascLocale.value)" } == ["en=en-US", "es=es-ES"])
        #expect(catalog.achievements.map(\.key.value) == ["best_10", "best_20", "total_100", "control_tap"])
        #expect(catalog.achievements.map(\.threshold?.value) == [10, 20, 100, nil])
        #expect(catalog.achievements.map(\.input?.value) == [nil, nil, nil, "tap"])
        #expect(catalog.achievements.map(\.hidden.value) == [false, false, true, false])
        #expect(catalog.groups.map(\.progress.value) == [.bestRun, .cumulative, .controlInput])
        #expect(catalog.achievements[0].points.position.description == at("points: 10", offset: 8, in: FixtureCatalog.text))
        #expect(catalog.achievements[3].localization(for: "es")?.title.value == "Toques")
        #expect(catalog.totalPoints == 65)
    }

    @Test("hidden: no is false, but a title No and a locale no stay strings")
    func typedByField() throws {
        let text = FixtureCatalog.replacing("title: Ten", with: "title: No")
            .replacingOccurrences(of: "  es: es-ES", with: "  es: no")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        #expect(catalog.achievements[0].localization(for: "en")?.title.value == "No")
        #expect(catalog.languages[1].ascLocale.value == "no")
        #expect(catalog.achievements[0].hidden.value == false)
    }

    @Test("yes, true, False and NO are booleans in a boolean field")
    func booleans() throws {
        for (word, value) in [("yes", true), ("true", true), ("False", false), ("NO", false)] {
            let text = FixtureCatalog.replacing("hidden: no", with: "hidden: \(word)")
            let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
            #expect(catalog.achievements[0].hidden.value == value)
        }
    }

    @Test("1_000, 0x10, +5, 1.5 and a quoted number are not integers", arguments: ["1_000", "0x10", "+5", "1.5", "1,000"])
    func notIntegers(_ written: String) {
        let text = FixtureCatalog.replacing("points: 10", with: "points: \(written)")
        #expect(problems(text) == [
            "\(at("points: \(written)", offset: 8, in: text)) schema-type 'points' must be a whole number written in decimal digits (such as 1000), not '\(written)'",
        ])
    }

    @Test("a quoted number is text, not an integer")
    func quotedInteger() {
        let text = FixtureCatalog.replacing("points: 10", with: "points: \"10\"")
        #expect(problems(text) == [
            "\(at("points: \"10\"", offset: 8, in: text)) schema-type 'points' must be a whole number written in decimal digits (such as 1000), not the quoted text '10'",
        ])
    }

    @Test("an integer past Int's range is an error, not a trap")
    func hugeInteger() {
        let text = FixtureCatalog.replacing("threshold: 10", with: "threshold: 99999999999999999999999")
        #expect(problems(text) == ["\(at("threshold: 9", offset: 11, in: text)) schema-type 'threshold' is out of range: 99999999999999999999999"])
    }

    @Test("a negative integer decodes; the rules judge it")
    func negative() throws {
        let text = FixtureCatalog.replacing("points: 10", with: "points: -3")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        #expect(catalog.achievements[0].points.value == -3)
    }

    @Test("a quoted boolean is an error")
    func quotedBoolean() {
        let text = FixtureCatalog.replacing("hidden: no", with: "hidden: 'no'")
        #expect(problems(text) == ["\(at("hidden: 'no'", offset: 8, in: text)) schema-type 'hidden' must be yes or no (or true or false), not 'no' in quotes, which is a text: write it without quotes"])
    }

    @Test("a typo in a field name names the closest known field, and is not also reported as that field missing")
    func unknownFieldSuggestion() {
        let text = FixtureCatalog.replacing("points: 10", with: "pionts: 10")
        #expect(problems(text) == [
            "\(at("pionts: 10", in: text)) schema-unknown-field unknown field 'pionts' in achievement 'best_10'; did you mean 'points'?",
        ])
    }

    @Test("a field nothing resembles gets no suggestion")
    func unknownFieldNoSuggestion() {
        let text = FixtureCatalog.replacing("game: Demo", with: "game: Demo\nzzzzzzzz: 1")
        #expect(problems(text) == ["3:1 schema-unknown-field unknown field 'zzzzzzzz' in the catalog"])
    }

    @Test("a typo in a localization field is found too")
    func unknownLocalizationField() {
        let text = FixtureCatalog.replacing("description: Score 20 in a run.", with: "descripton: Score 20 in a run.")
        #expect(problems(text) == [
            "\(at("descripton:", in: text)) schema-unknown-field unknown field 'descripton' in the 'en' localization of achievement 'best_20'; did you mean 'description'?",
        ])
    }

    @Test("a missing top-level field points at the start of the catalog")
    func missingTopLevel() {
        let text = FixtureCatalog.replacing("game: Demo\n", with: "")
        #expect(problems(text) == ["1:1 schema-missing-field the catalog is missing the required field 'game'"])
    }

    @Test("an unnamed achievement is named by its number")
    func missingKey() {
        let text = FixtureCatalog.replacing("  - key: best_20\n    id:", with: "  - id:")
        #expect(problems(text) == ["\(at("- id: ach.best.0020", offset: 2, in: text)) schema-missing-field achievement #2 is missing the required field 'key'"])
    }

    @Test("a value of the wrong shape is a type error")
    func wrongShape() {
        let text = FixtureCatalog.replacing("referenceName: Best 10", with: "referenceName: [Best, 10]")
        #expect(problems(text) == ["\(at("referenceName: [", offset: 15, in: text)) schema-type 'referenceName' must be text, not a sequence"])
        let list = FixtureCatalog.replacing("languages:\n  en: en-US\n  es: es-ES", with: "languages: [en, es]")
        #expect(problems(list) == ["4:12 schema-type 'languages' must be a mapping, not a sequence"])
        let scalar = FixtureCatalog.text.replacingOccurrences(of: "achievements:\n", with: "achievements: none\nrest:\n")
        #expect(problems(scalar).first == "\(at("achievements: none", offset: 14, in: scalar)) schema-type 'achievements' must be a list of achievements (each item starting with '- '), not a scalar")
    }

    @Test("an unknown progress kind names the closest one")
    func unknownProgress() {
        let text = FixtureCatalog.replacing("progress: cumulative", with: "progress: cumulativ")
        #expect(problems(text) == ["\(at("progress: cumulativ", offset: 10, in: text)) schema-type 'progress' must be one of bestRun, cumulative, controlInput, not 'cumulativ'; did you mean 'cumulative'?"])
    }

    @Test("merge keys are refused")
    func mergeKey() {
        let text = FixtureCatalog.replacing("    points: 20\n", with: "    points: 20\n    <<: {hidden: no}\n")
        #expect(problems(text) == ["\(at("<<:", in: text)) yaml-merge-key merge keys (<<) are not allowed in a catalog; write each field out"])
    }

    @Test("explicit tags are refused: fields give values their type")
    func tags() {
        let text = FixtureCatalog.replacing("points: 10", with: "points: !!int 10")
        #expect(problems(text) == ["\(at("points: !!int", offset: 8, in: text)) yaml-tag 'points' has the tag 'tag:yaml.org,2002:int'; tags are not used in a catalog, values take the type of their field"])
    }

    @Test("YAML errors stop before decoding, so nothing is reported twice")
    func yamlErrorsFirst() {
        let text = FixtureCatalog.replacing("points: 10", with: "points: 10\n    points: 11")
        #expect(problems(text) == ["\(at("points: 11", in: text)) yaml-duplicate-key duplicate key 'points'; it is first defined at line \(at("points: 10", in: text).split(separator: ":")[0]), column 5"])
    }

    @Test("an optional earned description and repeatable flag decode")
    func optionalFields() throws {
        let text = FixtureCatalog.replacing("description: Score 10 in a run.", with: "description: Score 10 in a run.\n        earnedDescription: You scored 10.")
            .replacingOccurrences(of: "    hidden: yes\n", with: "    hidden: yes\n    repeatable: yes\n")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        #expect(catalog.achievements[0].localization(for: "en")?.effectiveEarnedDescription.value == "You scored 10.")
        #expect(catalog.achievements[0].localization(for: "es")?.effectiveEarnedDescription.value == "Marca 10 en una partida.")
        #expect(catalog.achievements.map(\.isRepeatable) == [false, false, true, false])
    }
}

@Suite("Spelling suggestions")
struct SpellingTests {
    @Test("a swap of two neighbours is one edit")
    func transposition() {
        #expect(CatalogDecoder.achievementFields.contains("points"))
        let output = CatalogLoader().load(text: FixtureCatalog.replacing("hidden: no", with: "hiddne: no"), path: "c.yaml")
        #expect(output.diagnostics.map(\.message).contains("unknown field 'hiddne' in achievement 'best_10'; did you mean 'hidden'?"))
    }

    @Test("a key that is a list or a mapping, in a mapping read by name, is named at its line, never dropped without a word")
    func nonScalarKeys() {
        let languages = FixtureCatalog.replacingWithPosition("  es: es-ES\n", with: "  ? [es, ca]\n  : es-ES\n", offset: 4)
        #expect(problems(languages.text).contains("\(languages.position) schema-type keys in 'languages' must be plain text, not a sequence"), "\(problems(languages.text))")
        let kinds = FixtureCatalog.withKinds
        let properties = kinds.replacingOccurrences(of: "      mode: duel\n", with: "      mode: duel\n      ? {a: b}\n      : value\n")
        let position = FixtureCatalog.position(of: "? {a: b}", offset: 2, in: properties)
        #expect(problems(properties).contains("\(position) schema-type keys in 'properties' must be plain text, not a mapping"), "\(problems(properties))")
        // In an achievement's own fields, and among its languages.
        let fields = FixtureCatalog.replacing("    hidden: no\n", with: "    hidden: no\n    ? [a, b]\n    : c\n")
        let fieldPosition = FixtureCatalog.position(of: "? [a, b]", offset: 2, in: fields)
        #expect(problems(fields).contains("\(fieldPosition) schema-type keys in achievement 'best_10' must be plain text, not a sequence"), "\(problems(fields))")
        let locales = FixtureCatalog.replacing("    localizations:\n", with: "    localizations:\n      ? [x]\n      : y\n")
        let localePosition = FixtureCatalog.position(of: "? [x]", offset: 2, in: locales)
        #expect(problems(locales).contains("\(localePosition) schema-type keys in 'localizations' must be plain text, not a sequence"), "\(problems(locales))")
    }
}
