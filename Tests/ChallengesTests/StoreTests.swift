import CatalogTestSupport
import Challenges
import Foundation
import Testing

private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("challenges-\(UUID().uuidString).json")
}

private let sample = ChallengeProgressSnapshot(
    bestRun: ["overtakes": 340], cumulative: ["overtakes": 1_250], usedControlInputs: ["tap", "voiceOver"],
    achievedChallengeIDs: ["run_100", "total_1k", "control_tap"], reportedChallengeIDs: ["run_100"], backfillVersion: 1
)

@Suite("Stores and the snapshot encoding", .quietLogs)
struct StoreTests {
    @Test("the encoding uses raw string keys, sorted, and is versioned")
    func stableEncoding() throws {
        let json = String(decoding: try SnapshotCoding.encode(sample), as: UTF8.self)
        #expect(json == #"{"achievedChallengeIDs":["control_tap","run_100","total_1k"],"backfillVersion":1,"bestRun":{"overtakes":340},"cumulative":{"overtakes":1250},"cumulativeByWriter":{"":{"overtakes":1250}},"encodingVersion":1,"reportedChallengeIDs":["run_100"],"usedControlInputs":["tap","voiceOver"]}"#)
        #expect(try SnapshotCoding.decode(SnapshotCoding.encode(sample)).get() == sample)
    }

    @Test("a snapshot survives catalog growth: unknown IDs, metrics and inputs are kept")
    func survivesCatalogGrowth() throws {
        let json = #"{"achievedChallengeIDs":["future_one"],"bestRun":{"laps":3},"cumulative":{},"usedControlInputs":["gamepad"]}"#
        let snapshot = try SnapshotCoding.decode(Data(json.utf8)).get()
        #expect(snapshot.achievedChallengeIDs == ["future_one"])
        #expect(snapshot.bestRun("laps") == 3)
        #expect(snapshot.usedControlInputs == ["gamepad"])
        #expect(snapshot.backfillVersion == nil)
    }

    @Test("a save merges: it never lowers a counter or drops an ID")
    func saveNeverRegresses() throws {
        let store = InMemoryChallengeProgressStore(sample)
        let lower = ChallengeProgressSnapshot(bestRun: ["overtakes": 10], cumulative: ["overtakes": 20], achievedChallengeIDs: ["control_swipe"])
        let written = try store.save(lower)
        #expect(written.bestRun("overtakes") == 340)
        #expect(written.cumulative("overtakes") == 1_250)
        #expect(written.achievedChallengeIDs == ["run_100", "total_1k", "control_tap", "control_swipe"])
        #expect(written.backfillVersion == 1)
        #expect(store.load().snapshot == written)
    }

    @Test("JSON file store: round trip, merge, atomic write")
    func jsonFileStore() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let store = JSONFileChallengeProgressStore(url: url)
        #expect(store.load() == ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot()))
        try store.save(sample)
        try store.save(ChallengeProgressSnapshot(cumulative: ["overtakes": 5]))
        #expect(JSONFileChallengeProgressStore(url: url).load().snapshot == sample)
    }

    @Test("JSON file store: damaged data is set aside, logged and salvaged, never erased")
    func jsonFileStoreCorrupt() throws {
        let url = temporaryFile()
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".damaged.1")
        }
        let damaged = Data(#"{"bestRun":{"overtakes":340,"laps":"x"},"cumulative":"oops","achievedChallengeIDs":["run_100",7],"backfillVersion":1}"#.utf8)
        try damaged.write(to: url)
        let load = JSONFileChallengeProgressStore(url: url).load()
        #expect(load.recovery?.preservedAt == url.path + ".damaged.1")
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".damaged.1")) == damaged)
        #expect(load.snapshot == ChallengeProgressSnapshot(bestRun: ["overtakes": 340], achievedChallengeIDs: ["run_100"], backfillVersion: 1))
        // The salvaged snapshot replaced the damaged one; loading again is clean.
        #expect(JSONFileChallengeProgressStore(url: url).load() == ChallengeStoreLoad(snapshot: load.snapshot))
    }

    @Test("JSON file store: bytes that are not JSON at all start a new snapshot, kept aside")
    func jsonFileStoreGarbage() throws {
        let url = temporaryFile()
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".damaged.1")
        }
        try Data([0xFF, 0x00, 0x13]).write(to: url)
        let load = JSONFileChallengeProgressStore(url: url).load()
        #expect(load.snapshot == ChallengeProgressSnapshot())
        #expect(load.recovery != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".damaged.1")) == Data([0xFF, 0x00, 0x13]))
    }

    @Test("UserDefaults store: round trip in an injected suite")
    func userDefaultsStore() throws {
        let suite = "challenges-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsChallengeProgressStore(defaults: defaults)
        try store.save(sample)
        #expect(UserDefaultsChallengeProgressStore(defaults: defaults).load() == ChallengeStoreLoad(snapshot: sample))
    }

    @Test("UserDefaults store: corrupt stored data is kept aside and what can be read is recovered")
    func userDefaultsCorrupt() async throws {
        let suite = "challenges-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let damaged = Data(#"{"encodingVersion":1,"cumulative":{"overtakes":1250},"usedControlInputs":"tap"}"#.utf8)
        defaults.set(damaged, forKey: "challenge.progress.snapshot")
        let store = UserDefaultsChallengeProgressStore(defaults: defaults)
        let load = store.load()
        #expect(load.recovery?.preservedAt == "challenge.progress.snapshot.damaged.1")
        #expect(defaults.data(forKey: "challenge.progress.snapshot.damaged.1") == damaged)
        #expect(load.snapshot == ChallengeProgressSnapshot(cumulative: ["overtakes": 1_250]))
        // The service starts from the recovered state and keeps it.
        let service = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping, store: store, reportsAutomatically: false)
        #expect(service.initialLoad.recovery == nil)
        #expect(await service.snapshot().cumulative("overtakes") == 1_250)
    }

    @Test("a snapshot from a newer encoding is not misread: it is kept aside")
    func newerEncoding() throws {
        let url = temporaryFile()
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: url.path + ".damaged.1")
        }
        try Data(#"{"encodingVersion":2,"bestRun":{"overtakes":50}}"#.utf8).write(to: url)
        let load = JSONFileChallengeProgressStore(url: url).load()
        #expect(load.recovery != nil)
        #expect(load.snapshot.bestRun("overtakes") == 50)
    }
}
