/// Everything the game has stored about challenge progress.
///
/// Stored as JSON with raw string keys (metric names, input names,
/// identifiers), never enum ordinals, so a snapshot written by one version of
/// the game reads in every later one, whatever the catalog has gained.
/// Generated code adds named accessors per metric, such as `bestRunOvertakes`.
///
/// Cumulative counters are kept per writer (a grow-only counter per process
/// that shares the store, such as an app and its extension) and summed on
/// read, so merging two writers' saves never loses an increment. Every sum
/// saturates at `Int.max`; negative stored counters count as damage.
public struct ChallengeProgressSnapshot: Hashable, Sendable, Codable {
    /// The version of this encoding; bumped only by an incompatible change.
    public static let encodingVersion = 1

    /// The writer that owns counters read from data written before counters
    /// were kept per writer, and counters passed to ``init(bestRun:cumulative:usedControlInputs:achievedChallengeIDs:reportedChallengeIDs:backfillVersion:)``.
    public static let sharedWriter = ""

    /// The best value of each metric reached in one completed run.
    public var bestRun: [ChallengeMetric: Int]
    /// Each writer's own share of each metric's sum over all completed runs.
    public var cumulativeByWriter: [String: [ChallengeMetric: Int]]
    /// Every control input used in some completed run.
    public var usedControlInputs: Set<ChallengeControlInput>
    /// Every challenge achieved; never shrinks.
    public var achievedChallengeIDs: Set<ChallengeIdentifier>
    /// Achieved challenges already reported through a reporter that names no
    /// player (and by versions that kept one list per device).
    public var reportedChallengeIDs: Set<ChallengeIdentifier>
    /// Achieved challenges already reported for each player the reporter
    /// named (Game Center: the player's `teamPlayerID`), so a second player
    /// signing in on the same device is sent every achievement they lack.
    public var reportedChallengeIDsByPlayer: [String: Set<ChallengeIdentifier>] = [:]
    /// The version of the one-time backfill that has run, if any.
    public var backfillVersion: Int?

    /// Creates a snapshot; the default is a new player's. `cumulative` is
    /// kept under ``sharedWriter``.
    public init(
        bestRun: [ChallengeMetric: Int] = [:],
        cumulative: [ChallengeMetric: Int] = [:],
        usedControlInputs: Set<ChallengeControlInput> = [],
        achievedChallengeIDs: Set<ChallengeIdentifier> = [],
        reportedChallengeIDs: Set<ChallengeIdentifier> = [],
        backfillVersion: Int? = nil
    ) {
        self.bestRun = bestRun
        self.cumulativeByWriter = cumulative.isEmpty ? [:] : [Self.sharedWriter: cumulative]
        self.usedControlInputs = usedControlInputs
        self.achievedChallengeIDs = achievedChallengeIDs
        self.reportedChallengeIDs = reportedChallengeIDs
        self.backfillVersion = backfillVersion
    }

    /// The best-run value of `metric` (0 when never recorded).
    public func bestRun(_ metric: ChallengeMetric) -> Int { bestRun[metric] ?? 0 }

    /// The cumulative value of `metric` over every writer (0 when never
    /// recorded), saturating at `Int.max`.
    public func cumulative(_ metric: ChallengeMetric) -> Int {
        cumulativeByWriter.values.lazy.map { $0[metric] ?? 0 }.saturatingSum()
    }

    /// The cumulative value of every metric over every writer.
    public var cumulative: [ChallengeMetric: Int] {
        let metrics = Set(cumulativeByWriter.values.flatMap(\.keys))
        return Dictionary(uniqueKeysWithValues: metrics.map { ($0, cumulative($0)) })
    }

    /// Raises the best run of `metric` to `value` if it is higher.
    public mutating func raiseBestRun(_ metric: ChallengeMetric, to value: Int) {
        bestRun[metric] = max(bestRun(metric), value)
    }

    /// Adds `amount` (ignored unless positive) to `writer`'s share of `metric`, saturating.
    public mutating func addCumulative(_ metric: ChallengeMetric, _ amount: Int, writer: String) {
        guard amount > 0 else { return }
        cumulativeByWriter[writer, default: [:]][metric, default: 0] =
            (cumulativeByWriter[writer]?[metric] ?? 0).saturatingAdd(amount)
    }

    /// Raises the cumulative value of `metric` to at least `total`, adding the
    /// difference to `writer`'s share (the backfill's "never lower" rule).
    public mutating func raiseCumulative(_ metric: ChallengeMetric, toAtLeast total: Int, writer: String) {
        let current = cumulative(metric)
        guard total > current else { return }
        addCumulative(metric, total - current, writer: writer)
    }

    /// The achieved challenges already reported for `player`
    /// (``reportedChallengeIDs`` when `player` is `nil`).
    public func reportedChallengeIDs(for player: String?) -> Set<ChallengeIdentifier> {
        guard let player else { return reportedChallengeIDs }
        return reportedChallengeIDsByPlayer[player] ?? []
    }

    /// Records `ids` as reported for `player` (``reportedChallengeIDs`` when `player` is `nil`).
    public mutating func markReported(_ ids: some Sequence<ChallengeIdentifier>, for player: String?) {
        if let player {
            reportedChallengeIDsByPlayer[player, default: []].formUnion(ids)
        } else {
            reportedChallengeIDs.formUnion(ids)
        }
    }

    /// Raises each metric's cumulative value to at least its total in
    /// `totals`, adding any difference to the ``sharedWriter`` (stored totals
    /// salvaged from damaged data whose writers' shares were cut short).
    mutating func raiseCumulative(toAtLeast totals: [ChallengeMetric: Int]) {
        for (metric, total) in totals {
            raiseCumulative(metric, toAtLeast: total, writer: Self.sharedWriter)
        }
    }

    /// This snapshot and `other` combined so that nothing either knew is lost:
    /// the larger best run, the larger share of each writer (so increments
    /// from different writers add up), the union of each set (per player for
    /// the reported IDs), the later backfill.
    public func merged(with other: ChallengeProgressSnapshot) -> ChallengeProgressSnapshot {
        var result = self
        result.bestRun = bestRun.merging(other.bestRun, uniquingKeysWith: max)
        result.cumulativeByWriter = cumulativeByWriter.merging(other.cumulativeByWriter) {
            $0.merging($1, uniquingKeysWith: max)
        }
        result.usedControlInputs = usedControlInputs.union(other.usedControlInputs)
        result.achievedChallengeIDs = achievedChallengeIDs.union(other.achievedChallengeIDs)
        result.reportedChallengeIDs = reportedChallengeIDs.union(other.reportedChallengeIDs)
        result.reportedChallengeIDsByPlayer = reportedChallengeIDsByPlayer.merging(other.reportedChallengeIDsByPlayer) { $0.union($1) }
        result.backfillVersion = [backfillVersion, other.backfillVersion].compactMap { $0 }.max()
        return result
    }

    // MARK: Codable

    enum CodingKeys: String, CodingKey {
        case encodingVersion, bestRun, cumulative, cumulativeByWriter, usedControlInputs, achievedChallengeIDs,
             reportedChallengeIDs, reportedChallengeIDsByPlayer, backfillVersion
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .encodingVersion) ?? 1
        guard version <= Self.encodingVersion else {
            throw DecodingError.dataCorruptedError(forKey: .encodingVersion, in: container,
                debugDescription: "snapshot encoding \(version) is newer than \(Self.encodingVersion)")
        }
        func counters(_ raw: [String: Int], _ key: CodingKeys) throws -> [ChallengeMetric: Int] {
            if let negative = raw.first(where: { $0.value < 0 }) {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                    debugDescription: "counter \(negative.key) is negative (\(negative.value))")
            }
            return Dictionary(uniqueKeysWithValues: raw.map { (ChallengeMetric(rawValue: $0.key), $0.value) })
        }
        bestRun = try counters(container.decodeIfPresent([String: Int].self, forKey: .bestRun) ?? [:], .bestRun)
        if let byWriter = try container.decodeIfPresent([String: [String: Int]].self, forKey: .cumulativeByWriter) {
            cumulativeByWriter = try byWriter.mapValues { try counters($0, .cumulativeByWriter) }.filter { !$0.value.isEmpty }
        } else {
            // Written before counters were kept per writer: one shared writer.
            let shared = try counters(container.decodeIfPresent([String: Int].self, forKey: .cumulative) ?? [:], .cumulative)
            cumulativeByWriter = shared.isEmpty ? [:] : [Self.sharedWriter: shared]
        }
        usedControlInputs = Set(try container.decodeIfPresent([ChallengeControlInput].self, forKey: .usedControlInputs) ?? [])
        achievedChallengeIDs = Set(try container.decodeIfPresent([ChallengeIdentifier].self, forKey: .achievedChallengeIDs) ?? [])
        reportedChallengeIDs = Set(try container.decodeIfPresent([ChallengeIdentifier].self, forKey: .reportedChallengeIDs) ?? [])
        reportedChallengeIDsByPlayer = (try container.decodeIfPresent([String: [ChallengeIdentifier]].self, forKey: .reportedChallengeIDsByPlayer) ?? [:])
            .mapValues { Set($0) }
        backfillVersion = try container.decodeIfPresent(Int.self, forKey: .backfillVersion)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func raw(_ counters: [ChallengeMetric: Int]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: counters.map { ($0.key.rawValue, $0.value) })
        }
        try container.encode(Self.encodingVersion, forKey: .encodingVersion)
        try container.encode(raw(bestRun), forKey: .bestRun)
        // The totals too, so a game version that predates writers still reads its progress.
        try container.encode(raw(cumulative), forKey: .cumulative)
        try container.encode(cumulativeByWriter.mapValues(raw), forKey: .cumulativeByWriter)
        try container.encode(usedControlInputs.sorted(), forKey: .usedControlInputs)
        try container.encode(achievedChallengeIDs.sorted(), forKey: .achievedChallengeIDs)
        try container.encode(reportedChallengeIDs.sorted(), forKey: .reportedChallengeIDs)
        if !reportedChallengeIDsByPlayer.isEmpty {
            try container.encode(reportedChallengeIDsByPlayer.mapValues { $0.sorted() }, forKey: .reportedChallengeIDsByPlayer)
        }
        try container.encodeIfPresent(backfillVersion, forKey: .backfillVersion)
    }
}
