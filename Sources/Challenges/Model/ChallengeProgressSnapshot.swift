/// Everything the game has stored about challenge progress.
///
/// Stored as JSON with raw string keys (metric names, input names,
/// identifiers), never enum ordinals, so a snapshot written by one version of
/// the game reads in every later one, whatever the catalog has gained.
/// Generated code adds named accessors per metric, such as `bestRunOvertakes`.
public struct ChallengeProgressSnapshot: Hashable, Sendable, Codable {
    /// The version of this encoding; bumped only by an incompatible change.
    public static let encodingVersion = 1

    /// The best value of each metric reached in one completed run.
    public var bestRun: [ChallengeMetric: Int]
    /// The sum of each metric over all completed runs.
    public var cumulative: [ChallengeMetric: Int]
    /// Every control input used in some completed run.
    public var usedControlInputs: Set<ChallengeControlInput>
    /// Every challenge achieved; never shrinks.
    public var achievedChallengeIDs: Set<ChallengeIdentifier>
    /// Achieved challenges already reported to Game Center.
    public var reportedChallengeIDs: Set<ChallengeIdentifier>
    /// The version of the one-time backfill that has run, if any.
    public var backfillVersion: Int?

    /// Creates a snapshot; the default is a new player's.
    public init(
        bestRun: [ChallengeMetric: Int] = [:],
        cumulative: [ChallengeMetric: Int] = [:],
        usedControlInputs: Set<ChallengeControlInput> = [],
        achievedChallengeIDs: Set<ChallengeIdentifier> = [],
        reportedChallengeIDs: Set<ChallengeIdentifier> = [],
        backfillVersion: Int? = nil
    ) {
        self.bestRun = bestRun
        self.cumulative = cumulative
        self.usedControlInputs = usedControlInputs
        self.achievedChallengeIDs = achievedChallengeIDs
        self.reportedChallengeIDs = reportedChallengeIDs
        self.backfillVersion = backfillVersion
    }

    /// The best-run value of `metric` (0 when never recorded).
    public func bestRun(_ metric: ChallengeMetric) -> Int { bestRun[metric] ?? 0 }

    /// The cumulative value of `metric` (0 when never recorded).
    public func cumulative(_ metric: ChallengeMetric) -> Int { cumulative[metric] ?? 0 }

    /// This snapshot and `other` combined so that nothing either knew is lost:
    /// the larger of each counter, the union of each set, the later backfill.
    public func merged(with other: ChallengeProgressSnapshot) -> ChallengeProgressSnapshot {
        ChallengeProgressSnapshot(
            bestRun: bestRun.merging(other.bestRun, uniquingKeysWith: max),
            cumulative: cumulative.merging(other.cumulative, uniquingKeysWith: max),
            usedControlInputs: usedControlInputs.union(other.usedControlInputs),
            achievedChallengeIDs: achievedChallengeIDs.union(other.achievedChallengeIDs),
            reportedChallengeIDs: reportedChallengeIDs.union(other.reportedChallengeIDs),
            backfillVersion: [backfillVersion, other.backfillVersion].compactMap { $0 }.max()
        )
    }

    // MARK: Codable

    enum CodingKeys: String, CodingKey {
        case encodingVersion, bestRun, cumulative, usedControlInputs, achievedChallengeIDs, reportedChallengeIDs, backfillVersion
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .encodingVersion) ?? 1
        guard version <= Self.encodingVersion else {
            throw DecodingError.dataCorruptedError(forKey: .encodingVersion, in: container,
                debugDescription: "snapshot encoding \(version) is newer than \(Self.encodingVersion)")
        }
        func counters(_ key: CodingKeys) throws -> [ChallengeMetric: Int] {
            let raw = try container.decodeIfPresent([String: Int].self, forKey: key) ?? [:]
            return Dictionary(uniqueKeysWithValues: raw.map { (ChallengeMetric(rawValue: $0.key), $0.value) })
        }
        bestRun = try counters(.bestRun)
        cumulative = try counters(.cumulative)
        usedControlInputs = Set(try container.decodeIfPresent([ChallengeControlInput].self, forKey: .usedControlInputs) ?? [])
        achievedChallengeIDs = Set(try container.decodeIfPresent([ChallengeIdentifier].self, forKey: .achievedChallengeIDs) ?? [])
        reportedChallengeIDs = Set(try container.decodeIfPresent([ChallengeIdentifier].self, forKey: .reportedChallengeIDs) ?? [])
        backfillVersion = try container.decodeIfPresent(Int.self, forKey: .backfillVersion)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.encodingVersion, forKey: .encodingVersion)
        try container.encode(Dictionary(uniqueKeysWithValues: bestRun.map { ($0.key.rawValue, $0.value) }), forKey: .bestRun)
        try container.encode(Dictionary(uniqueKeysWithValues: cumulative.map { ($0.key.rawValue, $0.value) }), forKey: .cumulative)
        try container.encode(usedControlInputs.sorted(), forKey: .usedControlInputs)
        try container.encode(achievedChallengeIDs.sorted(), forKey: .achievedChallengeIDs)
        try container.encode(reportedChallengeIDs.sorted(), forKey: .reportedChallengeIDs)
        try container.encodeIfPresent(backfillVersion, forKey: .backfillVersion)
    }
}
