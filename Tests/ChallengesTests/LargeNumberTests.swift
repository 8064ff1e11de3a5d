import CatalogTestSupport
import Challenges
import Foundation
import Testing

@Suite("Values at the edges of Int: counters saturate, nothing traps", .quietLogs)
struct LargeNumberTests {
    @Test("a backfill from bests of Int.max saturates the sum")
    func backfillAtIntMax() async {
        let service = TestCatalog.service()
        let achieved = await service.backfill(version: 1, metric: TestCatalog.overtakes,
                                                      bestScores: ["cruise": .max, "fast": .max, "rapid": .max])
        let snapshot = await service.snapshot()
        #expect(snapshot.bestRun(TestCatalog.overtakes) == .max)
        #expect(snapshot.cumulative(TestCatalog.overtakes) == .max)
        #expect(achieved == ["run_100", "run_200", "run_500", "total_1k", "total_5k"])
    }

    @Test("a run on top of a stored cumulative near Int.max saturates")
    func runOnTopOfNearMax() async {
        let store = InMemoryChallengeProgressStore(ChallengeProgressSnapshot(cumulative: [TestCatalog.overtakes: .max - 5]))
        let service = TestCatalog.service(store: store)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: .max))
        #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == .max)
        #expect(await service.snapshot().bestRun(TestCatalog.overtakes) == .max)
        #expect(store.load().snapshot.cumulative(TestCatalog.overtakes) == .max)
    }

    @Test("writers whose shares add past Int.max read as Int.max")
    func writersSumSaturates() {
        var snapshot = ChallengeProgressSnapshot()
        snapshot.addCumulative(TestCatalog.overtakes, .max, writer: "app")
        snapshot.addCumulative(TestCatalog.overtakes, .max, writer: "widget")
        snapshot.addCumulative(TestCatalog.overtakes, .max, writer: "app")
        #expect(snapshot.cumulative(TestCatalog.overtakes) == .max)
        #expect(snapshot.cumulative == [TestCatalog.overtakes: .max])
    }

    @Test("negative stored counters are damage: set aside, and salvaged as 0")
    func negativeStoredCounters() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("negative-\(UUID().uuidString).json")
        defer { for suffix in ["", ".lastgood", ".damaged.1"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let stored = #"{"bestRun":{"overtakes":-5},"cumulative":{"overtakes":-9223372036854775808},"achievedChallengeIDs":["run_100"]}"#
        try Data(stored.utf8).write(to: url)
        let load = JSONFileChallengeProgressStore(url: url).load()
        #expect(load.recovery?.preservedAt == url.path + ".damaged.1")
        #expect(load.snapshot.bestRun(TestCatalog.overtakes) == 0)
        #expect(load.snapshot.cumulative(TestCatalog.overtakes) == 0)
        #expect(load.snapshot.achievedChallengeIDs == ["run_100"])
    }

    @Test("stored numbers beyond Int.max are salvaged as Int.max, not dropped or trapped on")
    func storedBeyondIntMax() throws {
        let data = Data(#"{"bestRun":{"overtakes":1e300},"cumulative":{"overtakes":99999999999999999999999}}"#.utf8)
        let salvaged = SnapshotCoding.salvage(data)
        #expect(salvaged.bestRun(TestCatalog.overtakes) == .max)
        #expect(salvaged.cumulative(TestCatalog.overtakes) == .max)
    }

    @Test("total points saturate for a hand-made catalog worth more than Int.max")
    func pointsSaturate() async {
        let catalog = ChallengeCatalog(definitions: [
            ChallengeDefinition(id: "a", group: "g", condition: .controlInput(TestCatalog.tap), points: .max, isHidden: false),
            ChallengeDefinition(id: "b", group: "g", condition: .controlInput(TestCatalog.tap), points: .max, isHidden: false),
        ])
        let service = LocalChallengeProgressService(catalog: catalog, mapping: TestCatalog.mapping,
                                                    store: InMemoryChallengeProgressStore(), reportsAutomatically: false)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1, inputs: [TestCatalog.tap]))
        #expect(await service.totalPoints() == .max)
    }

    @Test("progress toward a threshold of Int.max never divides into a trap")
    func progressAtIntMax() async {
        let catalog = ChallengeCatalog(definitions: [
            ChallengeDefinition(id: "far", group: "g", condition: .cumulative(TestCatalog.overtakes, threshold: .max), points: 1, isHidden: false),
        ])
        let service = LocalChallengeProgressService(catalog: catalog, mapping: TestCatalog.mapping,
                                                    store: InMemoryChallengeProgressStore(), reportsAutomatically: false)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: .max))
        #expect(await service.allProgress().map(\.isAchieved) == [true])
    }
}
