import Foundation

/// The two places a medium keeps a snapshot: the current one, and a copy of
/// the last one written whole, which a write cut short by a crash falls back to.
public enum SnapshotSlot: String, Sendable, CaseIterable {
    /// The snapshot every load reads first.
    case current
    /// The last snapshot written, rewritten after each current write.
    case lastGood
}

/// Where a store keeps the snapshot's bytes: two slots for the snapshot, and
/// numbered places beside them for damaged data set aside.
public protocol SnapshotBytes: Sendable {
    /// The bytes in `slot`, or `nil` when nothing is stored there.
    func read(_ slot: SnapshotSlot) throws -> Data?
    /// Replaces the bytes in `slot` (atomically where the medium allows).
    func write(_ data: Data, to slot: SnapshotSlot) throws
    /// Keeps `data` in a new place that nothing overwrites, and says where.
    func setAside(_ data: Data) throws -> String
    /// Runs `body` (one read-merge-write of the store) while no other process
    /// sharing the medium runs its own, and with what they wrote visible to
    /// the reads in `body`. The default runs `body` as it is: one process only.
    func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T
}

extension SnapshotBytes {
    /// Runs `body` with no lock across processes.
    public func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        try body()
    }
}

/// A store over any ``SnapshotBytes``: JSON snapshots, updates applied to what
/// is stored now, and damaged data set aside and salvaged instead of erased.
/// ``UserDefaultsChallengeProgressStore`` and ``JSONFileChallengeProgressStore``
/// are this store over their medium.
///
/// - Each update reads, merges and writes inside the medium's
///   ``SnapshotBytes/withExclusiveAccess(_:)`` as well as the store's own lock,
///   so over a medium that locks across processes (the JSON file; the defaults
///   suite given a lock file) two processes never overwrite each other's change.
/// - Bytes that cannot be read are never written over: the update throws.
/// - Every write goes to the current slot, then to the last-good slot, so at
///   any moment one of them holds the last complete snapshot. A current slot
///   that does not decode is set aside, and the last-good copy merged with
///   what can be salvaged from it: an achievement once saved is never lost.
public final class SnapshotByteStore<Bytes: SnapshotBytes>: ChallengeProgressStore, @unchecked Sendable {
    // @unchecked: `lock` makes each load-change-save atomic within the process
    // (and the medium's exclusive access across processes); `bytes` and `log`
    // are immutable.
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
        lock.locked {
            do {
                do {
                    return try bytes.withExclusiveAccess { try loadUnlocked() }
                } catch let error as ChallengeStoreError {
                    throw error
                } catch {
                    // Reading needs no lock; only a recovery writes, and it is safe to repeat.
                    log.log(.warning, "\(error); loading challenge progress without the lock")
                    return try loadUnlocked()
                }
            } catch {
                log.log(.error, "\(error); starting from an empty snapshot")
                return ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot(),
                                          recovery: .init(reason: String(describing: error), preservedAt: ChallengeStoreLoad.Recovery.inPlace))
            }
        }
    }

    @discardableResult
    public func update(_ change: (ChallengeProgressSnapshot) -> ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        try lock.locked {
            do {
                return try bytes.withExclusiveAccess { try updateUnlocked(change) }
            } catch let error as ChallengeStoreError {
                throw error
            } catch {
                throw ChallengeStoreError.writeFailed(reason: String(describing: error))
            }
        }
    }

    /// One read-change-write, under both locks.
    private func updateUnlocked(_ change: (ChallengeProgressSnapshot) -> ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        let next = change(try loadUnlocked().snapshot)
        let data: Data
        do {
            data = try SnapshotCoding.encode(next)
            try bytes.write(data, to: .current)
        } catch {
            throw ChallengeStoreError.writeFailed(reason: String(describing: error))
        }
        do {
            try bytes.write(data, to: .lastGood)
        } catch {
            log.log(.warning, "the last-good copy of challenge progress could not be written (\(error)); the current copy was")
        }
        return next
    }

    /// Reads and decodes the current slot; throws ``ChallengeStoreError/unreadable(reason:)``
    /// when it cannot be read, so nothing is written over it.
    private func loadUnlocked() throws -> ChallengeStoreLoad {
        let data: Data?
        do {
            data = try bytes.read(.current)
        } catch {
            throw ChallengeStoreError.unreadable(reason: String(describing: error))
        }
        guard let data else {
            // Nothing current: a new player, or a current slot removed by hand.
            return ChallengeStoreLoad(snapshot: lastGood() ?? ChallengeProgressSnapshot())
        }
        switch SnapshotCoding.decode(data) {
        case .success(let snapshot):
            return ChallengeStoreLoad(snapshot: snapshot)
        case .failure(let error):
            return recover(damaged: data, reason: String(describing: error))
        }
    }

    /// The last-good copy, when it can be read and decoded.
    private func lastGood() -> ChallengeProgressSnapshot? {
        guard let data = try? bytes.read(.lastGood) else { return nil }
        return try? SnapshotCoding.decode(data).get()
    }

    /// Sets damaged current bytes aside and rebuilds the snapshot from the
    /// last-good copy and whatever the damaged bytes still hold.
    private func recover(damaged data: Data, reason: String) -> ChallengeStoreLoad {
        let salvaged = SnapshotCoding.salvageParts(data)
        var recovered = lastGood().map { $0.merged(with: salvaged.snapshot) } ?? salvaged.snapshot
        recovered.raiseCumulative(toAtLeast: salvaged.totals)
        let aside: String
        do {
            aside = try bytes.setAside(data)
            let encoded = try SnapshotCoding.encode(recovered)
            try bytes.write(encoded, to: .current)
            try bytes.write(encoded, to: .lastGood)
        } catch {
            log.log(.error, "could not set damaged challenge progress aside (\(error)); left in place")
            return ChallengeStoreLoad(snapshot: recovered, recovery: .init(reason: reason, preservedAt: ChallengeStoreLoad.Recovery.inPlace))
        }
        log.log(.error, "stored challenge progress could not be decoded (\(reason)); kept the bytes at \(aside) and recovered from the last good copy and what could be read")
        return ChallengeStoreLoad(snapshot: recovered, recovery: .init(reason: reason, preservedAt: aside))
    }
}
