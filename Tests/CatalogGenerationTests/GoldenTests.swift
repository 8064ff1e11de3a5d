import AchievementsCatalog
import CatalogGeneration
import TemplateRendering
import CatalogTestSupport
import Challenges
import DemoChallenges
import KindsChallenges
import Foundation
import Testing

/// The repository root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Set to 1 to rewrite the golden files from the current templates instead of comparing.
let recordEnvironmentVariable = "ACHIEVEMENTS_RECORD_GOLDEN"

/// The lines that differ between two texts, as `-expected`/`+actual` pairs with line numbers.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : nil
        let b = index < new.count ? new[index] : nil
        if a != b {
            if let a { out.append("\(index + 1): -\(a)") }
            if let b { out.append("\(index + 1): +\(b)") }
        }
    }
    return out.joined(separator: "\n")
}

@Suite("Golden output of the templates")
struct GoldenTests {
    @Test("the fixture catalog renders to the golden files byte for byte",
          arguments: [(FixtureCatalog.text, "DemoChallenges"), (FixtureCatalog.withKinds.replacingOccurrences(of: "game: Demo", with: "game: Kinds"), "KindsChallenges")])
    func fixtureMatchesGolden(text: String, folder: String) throws {
        let catalog = try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
        let templates = try TemplateSet.load(directory: packageRoot.appendingPathComponent("templates").path).get()
        let files = try CatalogGenerator().render(catalog, templates: templates).get()
        let golden = packageRoot.appendingPathComponent("Tests/GoldenOutput/\(folder)")
        #expect(files.map(\.name) == ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"])
        for file in files {
            let url = golden.appendingPathComponent(file.name)
            if ProcessInfo.processInfo.environment[recordEnvironmentVariable] == "1" {
                try Data(file.contents.utf8).write(to: url, options: .atomic)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(file.contents == expected, "\(file.name) differs from its golden file (re-record with \(recordEnvironmentVariable)=1 swift test):\n\(lineDiff(expected: expected, actual: file.contents))")
        }
    }

    @Test("the golden output compiles and works (it is the DemoChallenges target)")
    func goldenCompiles() {
        #expect(DemoChallenge.allCases.map(\.rawValue) == ["best_10", "best_20", "total_100", "control_tap"])
        #expect(DemoChallengeIDMapping.ascAchievementID(for: .total100) == "ach.total.0100")
        #expect(DemoChallengeGroup.best.challenges == [.best10, .best20])
    }

    @Test("the generated leaderboards feed the runtime: IDs both ways, order and submission, sets in order")
    func generatedLeaderboards() throws {
        #expect(DemoLeaderboard.allCases.map(\.ascLeaderboardID) == ["ach.board.best", "ach.board.weekly"])
        #expect(DemoLeaderboard(ascLeaderboardID: "ach.board.weekly") == .weeklyScore)
        #expect(DemoLeaderboard(ascLeaderboardID: "ach.best.0010") == nil)
        #expect(DemoLeaderboard.bestScore.reference == LeaderboardReference(id: "ach.board.best", order: .highestFirst, submission: .best))
        #expect(DemoLeaderboard.weeklyScore.isRecurring && !DemoLeaderboard.bestScore.isRecurring)
        #expect(DemoLeaderboardSet.scores.leaderboards == [.bestScore, .weeklyScore])
        let store = BestScoreStore(url: try TestScratch.folder("golden-best").appendingPathComponent("best.json"))
        #expect(try store.update(10, on: DemoLeaderboard.bestScore.reference))
        #expect(try !store.update(9, on: DemoLeaderboard.bestScore.reference))
    }

    @Test("the generated activities and challenges feed the runtime: IDs both ways, default properties, property keys, leaderboards")
    func generatedActivitiesAndChallenges() async throws {
        #expect(KindsActivity.allCases == [.duel])
        #expect(KindsActivity.duel.definition == ActivityDefinition(id: "ach.activity.duel", properties: ["mode": "duel"]))
        #expect(KindsActivity(ascActivityID: "ach.activity.duel") == .duel)
        #expect(KindsActivity(ascActivityID: "ach.board.best") == nil)
        #expect(KindsActivity.Property.allCases.map(\.rawValue) == ["mode"])
        #expect(KindsGameCenterChallenge.bestWeek.ascChallengeID == "ach.challenge.best")
        #expect(KindsGameCenterChallenge.bestWeek.leaderboard == .bestScore)
        let launcher = ActivityLauncher<KindsActivity>(client: NoGameActivities())
        let joined = try #require(launcher.joined(definitionID: "ach.activity.duel", properties: ["seed": "7"], partyCode: nil))
        #expect(joined.activity == .duel)
        #expect(joined.property(KindsActivity.Property.mode) == "duel")
    }

    @Test("a catalog without activities or challenges generates no type for them")
    func noKindsNoTypes() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "catalog.yaml").catalog)
        let templates = try TemplateSet.load(directory: packageRoot.appendingPathComponent("templates").path).get()
        let mapping = try #require(try CatalogGenerator().render(catalog, templates: templates).get().first { $0.name == "ChallengeIDMapping.swift" })
        #expect(!mapping.contents.contains("Activity"))
        #expect(!mapping.contents.contains("GameCenterChallenge"))
    }

    @Test("rendering twice gives the same bytes")
    func deterministic() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "/some/absolute/dir/catalog.yaml").catalog)
        let templates = try TemplateSet.load(directory: packageRoot.appendingPathComponent("templates").path).get()
        let first = try CatalogGenerator().render(catalog, templates: templates).get()
        let second = try CatalogGenerator().render(catalog, templates: templates).get()
        #expect(first == second)
        #expect(first.allSatisfy { !$0.contents.contains("/some/absolute") })
    }
}

/// A Game Center stand-in that starts nothing.
private struct NoGameActivities: GameActivityClient {
    func start(definitionID id: String, properties: [String: String], partyCode: String?) async throws -> String? { nil }
}
