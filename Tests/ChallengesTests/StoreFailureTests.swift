import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// Snapshot bytes in memory whose reads or writes can be made to fail, or
/// whose next current write is cut short as a crash would cut it.
final class FaultyBytes: SnapshotBytes, @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var slots: [SnapshotSlot: Data] = [:]
    private var aside: [Data] = []
    private var readsFail = false
    private var writesFail = false
    private var truncateNextCurrentWrite = false

    func failReads(_ fail: Bool) { lock.withLock { readsFail = fail } }
    func failWrites(_ fail: Bool) { lock.withLock { writesFail = fail } }
    func truncateNextWrite() { lock.withLock { truncateNextCurrentWrite = true } }
    func stored(_ slot: SnapshotSlot) -> Data? { lock.withLock { slots[slot] } }
    var setAsideCount: Int { lock.withLock { aside.count } }

    func read(_ slot: SnapshotSlot) throws -> Data? {
        try lock.withLock {
            if readsFail { throw CocoaError(.fileReadUnknown) }
            return slots[slot]
        }
    }

    func write(_ data: Data, to slot: SnapshotSlot) throws {
        try lock.withLock {
            if writesFail { throw CocoaError(.fileWriteUnknown) }
            if slot == .current && truncateNextCurrentWrite {
                truncateNextCurrentWrite = false
                slots[slot] = data.prefix(data.count / 2)
                throw CocoaError(.fileWriteUnknown) // the process died mid-write
            }
            slots[slot] = data
        }
    }

    func setAside(_ data: Data) throws -> String {
        lock.withLock {
            aside.append(data)
            return "aside.\(aside.count)"
        }
    }
}

@Suite("Stores never lose saved progress", .quietLogs)
struct StoreFailureTests {
    @Test("a store whose reads fail is never written over, and the service says so")
    func unreadableIsNeverOverwritten() async throws {
        let bytes = FaultyBytes()
        let store = SnapshotByteStore(bytes: bytes)
        try store.save(ChallengeProgressSnapshot(cumulative: [TestCatalog.overtakes: 4_000], achievedChallengeIDs: ["total_1k"]))
        let saved = bytes.stored(.current)
        bytes.failReads(true)
        let service = TestCatalog.service(store: store)
        #expect(await service.storeHealth().isFailing)
        let events = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 120))
        #expect(bytes.stored(.current) == saved)
        #expect(await service.storeHealth().isFailing)
        // Reads work again: the next change saves both what was stored and what was kept in memory.
        bytes.failReads(false)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 10))
        #expect(await service.storeHealth() == .healthy)
        let stored = store.load().snapshot
        #expect(stored.cumulative(TestCatalog.overtakes) == 4_130)
        #expect(stored.achievedChallengeIDs == ["total_1k", "run_100"])
        let healthEvents = await collect(1, from: events) { storeHealth(of: $0) != nil }.compactMap(storeHealth(of:))
        #expect(healthEvents == [.healthy])
    }

    @Test("a failed save is an event and a queryable state, and the change is kept for the next save")
    func failedSaveIsVisible() async throws {
        let bytes = FaultyBytes()
        let service = TestCatalog.service(store: SnapshotByteStore(bytes: bytes))
        let events = service.events()
        bytes.failWrites(true)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        let health = await service.storeHealth()
        #expect(health == .failing(reason: #"progress could not be written (\#(CocoaError(.fileWriteUnknown)))"#))
        bytes.failWrites(false)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1))
        #expect(SnapshotByteStore(bytes: bytes).load().snapshot.cumulative(TestCatalog.overtakes) == 151)
        let seen = await collect(2, from: events) { storeHealth(of: $0) != nil }.compactMap(storeHealth(of:))
        #expect(seen.map(\.isFailing) == [true, false])
    }

    @Test("a blob cut short by a crash falls back to the last good copy merged with what the cut bytes still hold: no achievement is lost")
    func truncatedBlobFallsBack() async throws {
        let bytes = FaultyBytes()
        let store = SnapshotByteStore(bytes: bytes)
        let service = TestCatalog.service(store: store)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 10, inputs: [TestCatalog.voiceOver]))
        bytes.truncateNextWrite()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150)) // the process dies mid-write
        // Next launch.
        let load = SnapshotByteStore(bytes: bytes).load()
        #expect(load.recovery?.preservedAt == "aside.1")
        // The first half of the cut bytes still holds the achieved IDs, the best run and the totals.
        #expect(load.snapshot.achievedChallengeIDs == ["control_voiceover", "run_100"])
        #expect(load.snapshot.bestRun(TestCatalog.overtakes) == 150)
        #expect(load.snapshot.cumulative(TestCatalog.overtakes) == 160)
        let relaunched = TestCatalog.service(store: SnapshotByteStore(bytes: bytes))
        #expect(await relaunched.snapshot().achievedChallengeIDs == ["control_voiceover", "run_100"])
        #expect(await relaunched.storeHealth() == .healthy) // recovered on the first load above
    }

    @Test("a damaged current copy with an unreadable last-good copy still salvages, and reports where the bytes went")
    func damagedWithoutLastGood() async {
        let bytes = FaultyBytes()
        try? bytes.write(Data(#"{"achievedChallengeIDs":["run_100"],"bestRun":"x"}"#.utf8), to: .current)
        let service = TestCatalog.service(store: SnapshotByteStore(bytes: bytes))
        #expect(await service.snapshot().achievedChallengeIDs == ["run_100"])
        guard case .recovered(_, let preservedAt) = await service.storeHealth() else {
            Issue.record("expected a recovered store")
            return
        }
        #expect(preservedAt == "aside.1")
    }

    @Test("two services over one store object never lose an increment")
    func twoServicesOneStore() async {
        let store = InMemoryChallengeProgressStore()
        let app = TestCatalog.service(store: store)
        let sameProcess = TestCatalog.service(store: store)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                let service = index.isMultiple(of: 2) ? app : sameProcess
                group.addTask { _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 7)) }
            }
        }
        #expect(store.load().snapshot.cumulative(TestCatalog.overtakes) == 700)
    }

    @Test("an app and its extension over one defaults suite (two store objects, two writers) never lose an increment")
    func appAndExtensionShareDefaults() async throws {
        let suite = "app-group-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        func service(_ writer: String) -> LocalChallengeProgressService {
            LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping,
                                          store: UserDefaultsChallengeProgressStore(defaults: defaults),
                                          writer: writer, reportsAutomatically: false)
        }
        let app = service("com.example.game")
        let widget = service("com.example.game.widget")
        // Both loaded the same empty snapshot; each records runs the other never saw in memory.
        _ = await app.recordCompletedRun(TestCatalog.run(overtakes: 600))
        _ = await widget.recordCompletedRun(TestCatalog.run(overtakes: 500))
        _ = await app.recordCompletedRun(TestCatalog.run(overtakes: 30))
        let stored = UserDefaultsChallengeProgressStore(defaults: defaults).load().snapshot
        #expect(stored.cumulative(TestCatalog.overtakes) == 1_130)
        #expect(stored.cumulativeByWriter == ["com.example.game": [TestCatalog.overtakes: 630],
                                              "com.example.game.widget": [TestCatalog.overtakes: 500]])
        #expect(stored.achievedChallengeIDs == ["run_100", "run_200", "run_500", "total_1k"])
    }

    @Test("the merge of two writers' snapshots keeps both writers' increments, in any order")
    func mergeIsAJoin() {
        var a = ChallengeProgressSnapshot(cumulative: [TestCatalog.overtakes: 100])
        var b = a
        a.addCumulative(TestCatalog.overtakes, 5, writer: "a")
        b.addCumulative(TestCatalog.overtakes, 7, writer: "b")
        #expect(a.merged(with: b) == b.merged(with: a))
        #expect(a.merged(with: b).cumulative(TestCatalog.overtakes) == 112)
        #expect(a.merged(with: b).merged(with: b) == a.merged(with: b))
    }

    @Test("data written before writers existed reads as one shared writer")
    func legacyCumulative() throws {
        let legacy = try SnapshotCoding.decode(Data(#"{"encodingVersion":1,"cumulative":{"overtakes":1250}}"#.utf8)).get()
        #expect(legacy.cumulativeByWriter == ["": [TestCatalog.overtakes: 1_250]])
    }
}
