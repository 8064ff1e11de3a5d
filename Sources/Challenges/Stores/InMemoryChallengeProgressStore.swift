import Foundation

/// A store that keeps the snapshot in memory, for tests and previews.
public final class InMemoryChallengeProgressStore: ChallengeProgressStore, @unchecked Sendable {
    // @unchecked: `stored` and `saveCount` are read and written only under `lock`.
    private let lock = NSLock()
    private var stored: ChallengeProgressSnapshot?
    private var saveCount = 0

    /// Creates a store holding `snapshot`, or nothing.
    public init(_ snapshot: ChallengeProgressSnapshot? = nil) {
        stored = snapshot
    }

    public func load() -> ChallengeStoreLoad {
        ChallengeStoreLoad(snapshot: lock.locked { stored } ?? ChallengeProgressSnapshot())
    }

    @discardableResult
    public func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        lock.locked {
            let merged = stored.map { $0.merged(with: snapshot) } ?? snapshot
            stored = merged
            saveCount += 1
            return merged
        }
    }

    /// How many times ``save(_:)`` has run.
    public var saves: Int { lock.locked { saveCount } }
}
