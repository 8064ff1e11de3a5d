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

    /// Whatever can be salvaged from JSON that does not decode as a whole:
    /// each field that still has the right shape, and each well-formed entry
    /// of a damaged counter or list. Negative counters become 0 and counters
    /// beyond `Int.max` become `Int.max`. A new player's snapshot when nothing can.
    public static func salvage(_ data: Data) -> ChallengeProgressSnapshot {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return ChallengeProgressSnapshot()
        }
        func counters(_ value: Any?) -> [ChallengeMetric: Int] {
            guard let raw = value as? [String: Any] else { return [:] }
            return Dictionary(raw.compactMap { key, value in counter(value).map { (ChallengeMetric(rawValue: key), $0) } },
                              uniquingKeysWith: max)
        }
        func names<Kind>(_ key: String, as _: Kind.Type) -> Set<StableName<Kind>> {
            Set((object[key] as? [Any] ?? []).compactMap { ($0 as? String).map(StableName<Kind>.init(rawValue:)) })
        }
        var snapshot = ChallengeProgressSnapshot(
            bestRun: counters(object["bestRun"]),
            usedControlInputs: names("usedControlInputs", as: ChallengeControlInputKind.self),
            achievedChallengeIDs: names("achievedChallengeIDs", as: ChallengeIdentifierKind.self),
            reportedChallengeIDs: names("reportedChallengeIDs", as: ChallengeIdentifierKind.self),
            backfillVersion: (object["backfillVersion"]).flatMap(counter)
        )
        if let byWriter = object["cumulativeByWriter"] as? [String: Any] {
            snapshot.cumulativeByWriter = byWriter.mapValues(counters).filter { !$0.value.isEmpty }
        } else {
            let shared = counters(object["cumulative"])
            snapshot.cumulativeByWriter = shared.isEmpty ? [:] : [ChallengeProgressSnapshot.sharedWriter: shared]
        }
        return snapshot
    }

    /// A JSON number as a counter: whole, clamped to `0...Int.max`; `nil` for anything else.
    private static func counter(_ value: Any) -> Int? {
        if let int = value as? Int { return max(0, int) }
        guard let double = value as? Double, double.isFinite || double == .infinity else { return nil }
        if double >= Double(Int.max) { return .max }
        return double <= 0 ? 0 : Int(double)
    }
}
