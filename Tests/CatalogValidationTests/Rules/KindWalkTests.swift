import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
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
}
