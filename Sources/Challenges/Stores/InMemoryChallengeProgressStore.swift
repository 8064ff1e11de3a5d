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
    public func update(_ change: (ChallengeProgressSnapshot) -> ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        lock.locked {
            let next = change(stored ?? ChallengeProgressSnapshot())
            stored = next
            saveCount += 1
            return next
        }
    }

    /// How many times a save or update has run.
    public var saves: Int { lock.locked { saveCount } }
}
