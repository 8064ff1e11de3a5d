import Foundation

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

    /// Whatever can be salvaged from a snapshot that does not decode as a
    /// whole: bytes cut short by a crash, partly overwritten, or with fields
    /// of the wrong shape. Every complete record before the damage is kept
    /// (each best run, each writer's share of each counter, each ID and input,
    /// the backfill version), and no record is invented: a value cut short is
    /// dropped, never read as a shorter one. Negative counters become 0 and
    /// counters beyond `Int.max` become `Int.max`. A new player's snapshot
    /// when nothing can be read.
    public static func salvage(_ data: Data) -> ChallengeProgressSnapshot {
        let parts = salvageParts(data)
        var snapshot = parts.snapshot
        snapshot.raiseCumulative(toAtLeast: parts.totals)
        return snapshot
    }

    /// The records ``salvage(_:)`` reads, and apart from them the stored
    /// totals of the counters: a floor to raise the counters to once the
    /// snapshot is merged with anything else (the last-good copy), so a
    /// writer's share cut short is not counted twice.
    static func salvageParts(_ data: Data) -> (snapshot: ChallengeProgressSnapshot, totals: [ChallengeMetric: Int]) {
        guard let object = TolerantJSONReader.read(Array(data))?.members else { return (ChallengeProgressSnapshot(), [:]) }
        func counters(_ value: TolerantJSONReader.Value?) -> [ChallengeMetric: Int] {
            guard let members = value?.members else { return [:] }
            return Dictionary(members.compactMap { key, value in value.counter.map { (ChallengeMetric(rawValue: key), $0) } },
                              uniquingKeysWith: max)
        }
        func names<Kind>(_ value: TolerantJSONReader.Value?, as _: Kind.Type) -> Set<StableName<Kind>> {
            Set((value?.elements ?? []).compactMap { $0.text.map(StableName<Kind>.init(rawValue:)) })
        }
        var snapshot = ChallengeProgressSnapshot(
            bestRun: counters(object["bestRun"]),
            usedControlInputs: names(object["usedControlInputs"], as: ChallengeControlInputKind.self),
            achievedChallengeIDs: names(object["achievedChallengeIDs"], as: ChallengeIdentifierKind.self),
            reportedChallengeIDs: names(object["reportedChallengeIDs"], as: ChallengeIdentifierKind.self),
            backfillVersion: object["backfillVersion"]?.counter
        )
        snapshot.cumulativeByWriter = (object["cumulativeByWriter"]?.members ?? [:]).mapValues(counters).filter { !$0.value.isEmpty }
        snapshot.reportedChallengeIDsByPlayer = (object["reportedChallengeIDsByPlayer"]?.members ?? [:])
            .mapValues { names($0, as: ChallengeIdentifierKind.self) }.filter { !$0.value.isEmpty }
        return (snapshot, counters(object["cumulative"]))
    }
}
