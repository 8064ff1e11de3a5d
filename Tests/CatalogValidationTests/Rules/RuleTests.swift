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

    @Test("every built-in rule has a unique ID and a summary")
    func ruleIDsAreUnique() {
        let ids = CatalogValidator.builtInRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 55)
        #expect(CatalogValidator.builtInRules.allSatisfy { !$0.summary.isEmpty })
    }
}

@Suite("Fields under another name")
struct FieldAliasTests {
    @Test("an achievement's and a localization's App Store Connect names are told the catalog's")
    func achievementFieldUnderAnotherName() {
        let points = FixtureCatalog.replacing("    points: 10\n", with: "    pointValue: 10\n")
        #expect(check(points) == ["\(at("pointValue:", in: points)) error schema-unknown-field unknown field 'pointValue' in achievement 'best_10'; the catalog calls it 'points'"])
        let name = FixtureCatalog.replacing("        title: Ten\n", with: "        displayName: Ten\n")
        #expect(check(name) == ["\(at("displayName:", in: name)) error schema-unknown-field unknown field 'displayName' in the 'en' localization of achievement 'best_10'; the catalog calls it 'title'"])
    }
}
