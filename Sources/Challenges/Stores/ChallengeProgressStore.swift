import Foundation

/// Where challenge progress is kept between launches.
///
/// Implementations must never lose progress: ``save(_:)`` merges with what is
/// stored (the larger counter, the union of sets), and ``load()`` recovers
/// what it can from damaged data instead of failing.
public protocol ChallengeProgressStore: Sendable {
    /// The stored snapshot; a new player's when nothing is stored.
    func load() -> ChallengeStoreLoad
    /// Stores `snapshot` merged with what is already stored, and returns what was written.
    @discardableResult
    func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot
}

/// What a store found when loading.
public struct ChallengeStoreLoad: Sendable, Hashable {
    /// The best snapshot that could be read.
    public var snapshot: ChallengeProgressSnapshot
    /// Set when stored data could not be decoded: what was done about it.
    public var recovery: Recovery?

    /// Creates a load result.
    public init(snapshot: ChallengeProgressSnapshot, recovery: Recovery? = nil) {
        self.snapshot = snapshot
        self.recovery = recovery
    }

    /// How damaged data was handled.
    public struct Recovery: Sendable, Hashable {
        /// Why the data could not be decoded.
        public var reason: String
        /// Where the damaged bytes were kept, such as a file path or a defaults key.
        public var preservedAt: String
    }
}

/// Encodes and decodes snapshots as JSON, recovering what it can from damaged data.
public enum SnapshotCoding {
    /// JSON with sorted keys, so equal snapshots are equal bytes.
    public static func encode(_ snapshot: ChallengeProgressSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    /// The snapshot in `data`, or the error that stopped decoding.
    public static func decode(_ data: Data) -> Result<ChallengeProgressSnapshot, any Error> {
        Result { try JSONDecoder().decode(ChallengeProgressSnapshot.self, from: data) }
    }

    /// Whatever can be salvaged from JSON that does not decode as a whole:
    /// each field that still has the right shape, and each well-formed entry
    /// of a damaged counter or list. A new player's snapshot when nothing can.
    public static func salvage(_ data: Data) -> ChallengeProgressSnapshot {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return ChallengeProgressSnapshot()
        }
        func counters(_ key: String) -> [ChallengeMetric: Int] {
            guard let raw = object[key] as? [String: Any] else { return [:] }
            return Dictionary(raw.compactMap { key, value in (value as? Int).map { (ChallengeMetric(rawValue: key), max(0, $0)) } },
                              uniquingKeysWith: max)
        }
        func names<Kind>(_ key: String, as _: Kind.Type) -> Set<StableName<Kind>> {
            Set((object[key] as? [Any] ?? []).compactMap { ($0 as? String).map(StableName<Kind>.init(rawValue:)) })
        }
        return ChallengeProgressSnapshot(
            bestRun: counters("bestRun"),
            cumulative: counters("cumulative"),
            usedControlInputs: names("usedControlInputs", as: ChallengeControlInputKind.self),
            achievedChallengeIDs: names("achievedChallengeIDs", as: ChallengeIdentifierKind.self),
            reportedChallengeIDs: names("reportedChallengeIDs", as: ChallengeIdentifierKind.self),
            backfillVersion: object["backfillVersion"] as? Int
        )
    }
}
