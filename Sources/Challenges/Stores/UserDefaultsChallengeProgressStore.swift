import Foundation

/// A store that keeps the snapshot as JSON under one key of a `UserDefaults`
/// suite (works with Linux Foundation too).
///
/// Damaged data is copied to `KEY.damaged.N` before anything else is
/// written, so a bug never erases progress silently.
public final class UserDefaultsChallengeProgressStore: ChallengeProgressStore, @unchecked Sendable {
    // @unchecked: UserDefaults is thread-safe; `lock` makes each load-merge-save atomic.
    private let defaults: UserDefaults
    private let lock = NSLock()
    private let log: ChallengeLog

    /// The key the snapshot is stored under.
    public let key: String

    /// Creates a store over `defaults` (inject a suite to keep tests apart).
    public init(defaults: UserDefaults = .standard, key: String = "challenge.progress.snapshot", log: ChallengeLog = ChallengeLog()) {
        self.defaults = defaults
        self.key = key
        self.log = log
    }

    public func load() -> ChallengeStoreLoad {
        lock.locked { loadUnlocked() }
    }

    @discardableResult
    public func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        try lock.locked {
            let merged = loadUnlocked().snapshot.merged(with: snapshot)
            defaults.set(try SnapshotCoding.encode(merged), forKey: key)
            return merged
        }
    }

    private func loadUnlocked() -> ChallengeStoreLoad {
        guard let data = defaults.data(forKey: key) else {
            if defaults.object(forKey: key) != nil {
                return preserve(Data(String(describing: defaults.object(forKey: key)!).utf8), reason: "the stored value is not data")
            }
            return ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot())
        }
        switch SnapshotCoding.decode(data) {
        case .success(let snapshot): return ChallengeStoreLoad(snapshot: snapshot)
        case .failure(let error): return preserve(data, reason: String(describing: error))
        }
    }

    private func preserve(_ data: Data, reason: String) -> ChallengeStoreLoad {
        var number = 1
        while defaults.object(forKey: "\(key).damaged.\(number)") != nil { number += 1 }
        let aside = "\(key).damaged.\(number)"
        defaults.set(data, forKey: aside)
        let salvaged = SnapshotCoding.salvage(data)
        if let encoded = try? SnapshotCoding.encode(salvaged) { defaults.set(encoded, forKey: key) }
        log.log(.error, "stored challenge progress could not be decoded (\(reason)); kept the bytes under \(aside) and recovered what could be read")
        return ChallengeStoreLoad(snapshot: salvaged, recovery: .init(reason: reason, preservedAt: aside))
    }
}
