import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

/// The walk the text rules and the exports cover every kind through.
@Suite("The walk over the kinds")
struct KindWalkTests {
    /// Writes down each list it is shown: its kind and its resources' keys.
    struct Recorder: LocalizedResourceVisitor {
        var seen: [String] = []
        mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
            seen.append(Self.line(Resource.kind, resources.map(\.key.value)))
        }

        static func line(_ kind: GameCenterKind, _ keys: [String]) -> String {
            "\(kind.rawValue): \(keys.joined(separator: ", "))"
        }
    }

    @Test("visits every kind in GameCenterKind's order, each with its resources in file order")
    func everyKindInOrder() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.withKinds, path: "c.yaml").catalog)
        var walk = Recorder()
        catalog.visitLocalizedResources(&walk)
        let expected = [
            Recorder.line(.achievement, catalog.achievements.map(\.key.value)),
            Recorder.line(.leaderboard, catalog.leaderboards.map(\.key.value)),
            Recorder.line(.leaderboardSet, catalog.leaderboardSets.map(\.key.value)),
            Recorder.line(.activity, catalog.activities.map(\.key.value)),
            Recorder.line(.gameCenterChallenge, catalog.gameCenterChallenges.map(\.key.value)),
        ]
        #expect(walk.seen == expected)
        #expect(walk.seen.count == GameCenterKind.allCases.count)
        #expect(walk.seen.allSatisfy { !$0.hasSuffix(": ") }, "every kind of the fixture has resources: \(walk.seen)")
    }

    @Test("the rules that check each text on its own find in one shared walk what each finds alone")
    func textRulesShareAWalk() throws {
        // Every plain title, description and reference name of every kind
        // breaks several of these rules at once.
        let lines = FixtureCatalog.withKinds.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !line.contains("\""), let colon = line.firstIndex(of: ":") else { return String(line) }
            let field = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(colon, offsetBy: 1)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { return String(line) }
            switch field {
            case "title": return "\(line[..<colon]): \"=\(value)\(String(repeating: "x", count: 50)) \""
            case "description": return "\(line[..<colon]): \"\(value)\\u202E\""
            case "referenceName": return "\(line[..<colon]): \"  \""
            default: return String(line)
            }
        }
        let catalog = try #require(CatalogLoader().load(text: lines.joined(separator: "\n"), path: "c.yaml").catalog)
        let ids = ["reference-name", "title-length", "description-length", "whitespace", "invisible-characters", "csv-formula"]
        let textRules = CatalogValidator.builtInRules.filter { ids.contains($0.id.rawValue) }
        #expect(textRules.map(\.id.rawValue).sorted() == ids.sorted())

        let together = CatalogValidator(rules: textRules).validate(catalog)
        let alone = textRules.flatMap { CatalogValidator(rules: [$0]).validate(catalog) }.sortedByPosition()
        #expect(together == alone)
        #expect(CatalogValidator().validate(catalog).filter { ids.contains($0.rule.rawValue) } == together)
        // Each rule but description-length found more than one text.
        for id in ids where id != "description-length" {
            #expect(together.filter { $0.rule.rawValue == id }.count > 1, "\(id)")
        }
    }
}
