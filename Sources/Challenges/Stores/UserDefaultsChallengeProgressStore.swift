import Foundation

/// A store that keeps the snapshot as JSON under one key of a `UserDefaults`
/// suite (Linux Foundation too), with the last good copy under `KEY.lastGood`.
/// Damaged data is copied to `KEY.damaged.N` before anything else is written.
public typealias UserDefaultsChallengeProgressStore = SnapshotByteStore<UserDefaultsSnapshotBytes>

extension SnapshotByteStore where Bytes == UserDefaultsSnapshotBytes {
    /// Creates a store over `defaults` (inject a suite to keep tests apart).
    public convenience init(defaults: UserDefaults = .standard, key: String = "challenge.progress.snapshot", log: ChallengeLog = ChallengeLog()) {
        self.init(bytes: UserDefaultsSnapshotBytes(defaults: defaults, key: key), log: log)
    }
}

/// Snapshot bytes under one key of a `UserDefaults` suite.
public struct UserDefaultsSnapshotBytes: SnapshotBytes, @unchecked Sendable {
    // @unchecked: UserDefaults is thread-safe; it is not marked Sendable everywhere.
    /// The suite.
    public let defaults: UserDefaults
    /// The key the current snapshot is stored under.
    public let key: String

    /// Creates the medium.
    public init(defaults: UserDefaults, key: String) {
        self.defaults = defaults
        self.key = key
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
