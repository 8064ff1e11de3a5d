import Foundation

/// Where a store keeps the snapshot's bytes: one place for the current
/// snapshot, and numbered places beside it for damaged data set aside.
public protocol SnapshotBytes: Sendable {
    /// The stored bytes, or `nil` when nothing is stored.
    func read() throws -> Data?
    /// Replaces the stored bytes (atomically where the medium allows).
    func write(_ data: Data) throws
    /// Keeps `data` in a new place that nothing overwrites, and says where.
    func setAside(_ data: Data) throws -> String
}

/// A store over any ``SnapshotBytes``: JSON snapshots, saves that merge and
/// never lower what is stored, and damaged data set aside, logged and salvaged
/// instead of erased. ``UserDefaultsChallengeProgressStore`` and
/// ``JSONFileChallengeProgressStore`` are this store over their medium.
public final class SnapshotByteStore<Bytes: SnapshotBytes>: ChallengeProgressStore, @unchecked Sendable {
    // @unchecked: `lock` makes each load-merge-save atomic within the process;
    // `bytes` and `log` are immutable.
    private let lock = NSLock()
    private let log: ChallengeLog

    /// The medium.
    public let bytes: Bytes

    /// Creates a store over `bytes`.
    public init(bytes: Bytes, log: ChallengeLog = ChallengeLog()) {
        self.bytes = bytes
        self.log = log
    }

    public func load() -> ChallengeStoreLoad {
        lock.locked { loadUnlocked() }
    }

    @discardableResult
    public func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        try lock.locked {
            let merged = loadUnlocked().snapshot.merged(with: snapshot)
            try bytes.write(SnapshotCoding.encode(merged))
            return merged
        }
    }

    private func loadUnlocked() -> ChallengeStoreLoad {
        let data: Data
        do {
            guard let stored = try bytes.read() else { return ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot()) }
            data = stored
        } catch {
            log.log(.error, "stored challenge progress could not be read (\(error)); starting from an empty snapshot, nothing overwritten")
            return ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot(), recovery: .init(reason: String(describing: error), preservedAt: ""))
        }
        switch SnapshotCoding.decode(data) {
        case .success(let snapshot):
            return ChallengeStoreLoad(snapshot: snapshot)
        case .failure(let error):
            let reason = String(describing: error)
            let salvaged = SnapshotCoding.salvage(data)
            let aside: String
            do {
                aside = try bytes.setAside(data)
                try bytes.write(SnapshotCoding.encode(salvaged))
            } catch {
                log.log(.error, "could not set damaged challenge progress aside (\(error)); left in place")
                return ChallengeStoreLoad(snapshot: salvaged, recovery: .init(reason: reason, preservedAt: "in place"))
            }
            log.log(.error, "stored challenge progress could not be decoded (\(reason)); kept the bytes at \(aside) and recovered what could be read")
            return ChallengeStoreLoad(snapshot: salvaged, recovery: .init(reason: reason, preservedAt: aside))
        }
    }
}
