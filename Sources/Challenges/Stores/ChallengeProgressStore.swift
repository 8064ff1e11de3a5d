import Foundation

/// Where challenge progress is kept between launches.
///
/// Implementations must never lose progress: ``update(_:)`` applies a change
/// to what is stored now (so two services over one store never overwrite
/// each other's increments), never writes over bytes it could not read, and
/// ``load()`` recovers what it can from damaged data instead of failing.
public protocol ChallengeProgressStore: Sendable {
    /// The stored snapshot; a new player's when nothing is stored.
    func load() -> ChallengeStoreLoad

    /// Applies `change` to the stored snapshot and stores the result, as one
    /// step with respect to every other call on this store, and returns what
    /// was written. Throws, writing nothing, when the stored bytes cannot be
    /// read or the result cannot be written.
    @discardableResult
    func update(_ change: (ChallengeProgressSnapshot) -> ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot
}

extension ChallengeProgressStore {
    /// Stores `snapshot` merged with what is already stored, and returns what was written.
    @discardableResult
    public func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        try update { $0.merged(with: snapshot) }
    }
}

/// Why a store could not do what was asked.
public enum ChallengeStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stored bytes could not be read; nothing was written over them.
    case unreadable(reason: String)
    /// The new bytes could not be written.
    case writeFailed(reason: String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "stored progress could not be read (\(reason)); nothing was written over it"
        case .writeFailed(let reason): "progress could not be written (\(reason))"
        }
    }
}

/// What a store found when loading.
public struct ChallengeStoreLoad: Sendable, Hashable {
    /// The best snapshot that could be read.
    public var snapshot: ChallengeProgressSnapshot
    /// Set when stored data could not be read or decoded: what was done about it.
    public var recovery: Recovery?

    /// Creates a load result.
    public init(snapshot: ChallengeProgressSnapshot, recovery: Recovery? = nil) {
        self.snapshot = snapshot
        self.recovery = recovery
    }

    /// How unreadable or damaged data was handled.
    public struct Recovery: Sendable, Hashable {
        /// Why the data could not be read or decoded.
        public var reason: String
        /// Where the damaged bytes were kept, such as a file path or a
        /// defaults key, or `in place` when they were left untouched.
        public var preservedAt: String

        /// Creates a recovery record.
        public init(reason: String, preservedAt: String) {
            self.reason = reason
            self.preservedAt = preservedAt
        }

        /// The ``preservedAt`` of bytes that were left where they were
        /// (unreadable, or could not be set aside).
        public static let inPlace = "in place"

        /// Whether the damaged bytes were copied aside (and the store recovered).
        public var wasSetAside: Bool { preservedAt != Self.inPlace }
    }
}
