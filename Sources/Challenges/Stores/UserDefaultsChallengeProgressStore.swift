import Foundation

/// A store that keeps the snapshot as JSON under one key of a `UserDefaults`
/// suite (Linux Foundation too), with the last good copy under `KEY.lastGood`.
/// Damaged data is copied to `KEY.damaged.N` before anything else is written.
///
/// Across processes (an app and its extension on one app-group suite), pass a
/// `lockFile` that every process can reach, such as a file in the app group's
/// container: each read-merge-write then holds an exclusive `flock` on it and
/// synchronizes the suite before reading and after writing. Without one, only
/// the stores of one process exclude each other, and two processes that save
/// at the same moment can overwrite each other's change (the per-writer
/// counters heal it only when the overwritten process saves again).
public typealias UserDefaultsChallengeProgressStore = SnapshotByteStore<UserDefaultsSnapshotBytes>

extension SnapshotByteStore where Bytes == UserDefaultsSnapshotBytes {
    /// Creates a store over `defaults` (inject a suite to keep tests apart);
    /// `lockFile` makes updates exclusive across processes.
    public convenience init(defaults: UserDefaults = .standard, key: String = "challenge.progress.snapshot", lockFile: URL? = nil,
                            log: ChallengeLog = ChallengeLog()) {
        self.init(bytes: UserDefaultsSnapshotBytes(defaults: defaults, key: key, lockFile: lockFile), log: log)
    }
}

/// Snapshot bytes under one key of a `UserDefaults` suite.
public struct UserDefaultsSnapshotBytes: SnapshotBytes, @unchecked Sendable {
    // @unchecked: UserDefaults is thread-safe; it is not marked Sendable everywhere.
    /// The suite.
    public let defaults: UserDefaults
    /// The key the current snapshot is stored under.
    public let key: String
    /// The file every process sharing the suite locks around a
    /// read-merge-write; `nil` for a suite only one process uses.
    public let lockFile: URL?

    /// Creates the medium.
    public init(defaults: UserDefaults, key: String, lockFile: URL? = nil) {
        self.defaults = defaults
        self.key = key
        self.lockFile = lockFile
    }

    /// With a ``lockFile``: runs `body` holding an exclusive `flock` on it,
    /// with the suite synchronized before (so the reads see what other
    /// processes wrote) and after (so they see this write). Without one, runs
    /// `body` as it is.
    public func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        guard let lockFile else { return try body() }
        return try FileLock.withLock(at: lockFile.path) {
            _ = defaults.synchronize()
            defer { _ = defaults.synchronize() }
            return try body()
        }
    }

    /// The key of `slot`.
    public func key(for slot: SnapshotSlot) -> String {
        switch slot {
        case .current: key
        case .lastGood: "\(key).lastGood"
        }
    }

    /// A value stored under the key that is not data (written by other code) counts as damaged bytes.
    public func read(_ slot: SnapshotSlot) throws -> Data? {
        let key = key(for: slot)
        if let data = defaults.data(forKey: key) { return data }
        return defaults.object(forKey: key).map { Data(String(describing: $0).utf8) }
    }

    public func write(_ data: Data, to slot: SnapshotSlot) throws {
        defaults.set(data, forKey: key(for: slot))
    }

    public func setAside(_ data: Data) throws -> String {
        var number = 1
        while defaults.object(forKey: "\(key).damaged.\(number)") != nil { number += 1 }
        defaults.set(data, forKey: "\(key).damaged.\(number)")
        return "\(key).damaged.\(number)"
    }
}
