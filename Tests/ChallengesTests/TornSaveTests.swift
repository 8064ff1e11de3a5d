import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// A player's snapshot as RetroRacing stores it after a few weeks: two
/// writers (the app and its widget), nine achievements, some reported.
private let realistic: ChallengeProgressSnapshot = {
    var snapshot = ChallengeProgressSnapshot(
        bestRun: ["overtakes": 612, "laps": 14],
        usedControlInputs: ["tap", "swipe", "voiceOver", "digitalCrown"],
        achievedChallengeIDs: ["run_100", "run_200", "run_500", "total_1k", "total_5k", "control_tap", "control_swipe",
                               "control_voiceover", "control_crown"],
        reportedChallengeIDs: ["run_100", "run_200", "control_tap"],
        backfillVersion: 1
    )
    snapshot.cumulativeByWriter = ["com.example.retroracing": ["overtakes": 5_230, "laps": 301],
                                   "com.example.retroracing.widget": ["overtakes": 745]]
    return snapshot
}()

/// One record of a snapshot, and the offset just past it and the comma or
/// bracket that ends it in the encoded bytes: a cut at or after that offset
/// leaves the record whole.
private struct Record: Hashable, CustomStringConvertible {
    enum Kind: Hashable { case bestRun, share(writer: String), achieved, reported, input, backfill }
    let kind: Kind
    let name: String
    let value: Int
    let end: Int
    var description: String { "\(kind) \(name)=\(value) ending at \(end)" }
}

/// Every record of `snapshot`, located in `json` by plain text search.
private func records(of snapshot: ChallengeProgressSnapshot, in json: String) -> [Record] {
    func end(of text: String, after anchors: [String]) -> Int {
        var from = json.startIndex
        for anchor in anchors + [text] {
            guard let range = json.range(of: anchor, range: from..<json.endIndex) else {
                Issue.record("\(anchor) not found in \(json)")
                return Int.max
            }
            from = range.upperBound
        }
        return json.utf8.distance(from: json.startIndex, to: from) + 1 // and the comma or bracket after it
    }
    var all: [Record] = []
    for (metric, value) in snapshot.bestRun {
        all.append(Record(kind: .bestRun, name: metric.rawValue, value: value,
                          end: end(of: "\"\(metric.rawValue)\":\(value)", after: [#""bestRun":{"#])))
    }
    for (writer, shares) in snapshot.cumulativeByWriter {
        for (metric, value) in shares {
            all.append(Record(kind: .share(writer: writer), name: metric.rawValue, value: value,
                              end: end(of: "\"\(metric.rawValue)\":\(value)", after: [#""cumulativeByWriter":{"#, "\"\(writer)\":{"])))
        }
    }
    for (kind, key, names) in [(Record.Kind.achieved, "achievedChallengeIDs", snapshot.achievedChallengeIDs.map(\.rawValue)),
                               (.reported, "reportedChallengeIDs", snapshot.reportedChallengeIDs.map(\.rawValue)),
                               (.input, "usedControlInputs", snapshot.usedControlInputs.map(\.rawValue))] {
        for name in names {
            all.append(Record(kind: kind, name: name, value: 1, end: end(of: "\"\(name)\"", after: ["\"\(key)\":["])))
        }
    }
    if let version = snapshot.backfillVersion {
        all.append(Record(kind: .backfill, name: "", value: version, end: end(of: "\"backfillVersion\":\(version)", after: [])))
    }
    return all
}

/// The records a salvaged snapshot holds (without positions).
private func contents(of snapshot: ChallengeProgressSnapshot) -> Set<Record> {
    var all: Set<Record> = []
    for (metric, value) in snapshot.bestRun { all.insert(Record(kind: .bestRun, name: metric.rawValue, value: value, end: 0)) }
    for (writer, shares) in snapshot.cumulativeByWriter {
        for (metric, value) in shares { all.insert(Record(kind: .share(writer: writer), name: metric.rawValue, value: value, end: 0)) }
    }
    for id in snapshot.achievedChallengeIDs { all.insert(Record(kind: .achieved, name: id.rawValue, value: 1, end: 0)) }
    for id in snapshot.reportedChallengeIDs { all.insert(Record(kind: .reported, name: id.rawValue, value: 1, end: 0)) }
    for input in snapshot.usedControlInputs { all.insert(Record(kind: .input, name: input.rawValue, value: 1, end: 0)) }
    if let version = snapshot.backfillVersion { all.insert(Record(kind: .backfill, name: "", value: version, end: 0)) }
    return all
}

private func withoutPosition(_ record: Record) -> Record {
    Record(kind: record.kind, name: record.name, value: record.value, end: 0)
}

/// Loads `damaged` as the only copy a store has (no last-good copy: the
/// first save after an upgrade, or a lost `.lastgood`).
private func loadOnly(_ damaged: Data) -> ChallengeStoreLoad {
    let bytes = FaultyBytes()
    try? bytes.write(damaged, to: .current)
    return SnapshotByteStore(bytes: bytes).load()
}

/// Checks what a store salvaged from damaged bytes: nothing invented (every
/// record is one of the original's, counters never above the original's),
/// and every record that ends before `intactBefore` kept.
private func checkSalvage(_ salvaged: ChallengeProgressSnapshot, intactBefore offset: Int, all: [Record],
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let original = Set(all.map(withoutPosition))
    let found = contents(of: salvaged)
    // The shared writer may hold the difference up to a stored total whose writers' shares were cut.
    let invented = found.filter { $0.kind != .share(writer: ChallengeProgressSnapshot.sharedWriter) }.subtracting(original)
    #expect(invented.isEmpty, "cut at \(offset): records not in the original: \(invented)", sourceLocation: sourceLocation)
    for metric in ["overtakes", "laps"] as [ChallengeMetric] {
        #expect(salvaged.cumulative(metric) <= realistic.cumulative(metric), "cut at \(offset): \(metric)", sourceLocation: sourceLocation)
    }
    let lost = all.filter { $0.end <= offset && !found.contains(withoutPosition($0)) }
    #expect(lost.isEmpty, "cut at \(offset): complete records lost: \(lost)", sourceLocation: sourceLocation)
}

@Suite("A torn save keeps every complete record", .quietLogs)
struct TornSaveTests {
    @Test("a snapshot cut at every byte offset, with no last-good copy, keeps every record before the cut and invents none")
    func truncationAtEveryOffset() throws {
        let data = try SnapshotCoding.encode(realistic)
        let json = String(decoding: data, as: UTF8.self)
        let all = records(of: realistic, in: json)
        #expect(all.count == 2 + 3 + 9 + 3 + 4 + 1)
        for cut in 0...data.count {
            let load = loadOnly(data.prefix(cut))
            if cut == data.count {
                #expect(load == ChallengeStoreLoad(snapshot: realistic))
            } else {
                #expect(load.recovery?.preservedAt == "aside.1", "cut at \(cut)")
                checkSalvage(load.snapshot, intactBefore: cut, all: all)
            }
        }
        // The issue's case: cut just before the reported IDs, every achievement (VoiceOver too) survives.
        let beforeReported = json.utf8.distance(from: json.startIndex, to: json.range(of: #""reportedChallengeIDs""#)!.lowerBound)
        let torn = loadOnly(data.prefix(beforeReported)).snapshot
        #expect(torn.achievedChallengeIDs == realistic.achievedChallengeIDs)
        #expect(torn.cumulative("overtakes") == 5_975)
        #expect(torn.bestRun == realistic.bestRun)
    }

    @Test("bytes zeroed or overwritten with invalid UTF-8 in the middle: every record before the damage is kept, none invented")
    func overwrittenStretch() throws {
        let data = try SnapshotCoding.encode(realistic)
        let all = records(of: realistic, in: String(decoding: data, as: UTF8.self))
        for (start, filler) in zip(stride(from: 0, to: data.count - 8, by: 7), [UInt8(0x00), 0xFF].cycled()) {
            var damaged = data
            damaged.replaceSubrange(start..<start + 8, with: repeatElement(filler, count: 8))
            checkSalvage(loadOnly(damaged).snapshot, intactBefore: start, all: all)
        }
    }

    @Test("with a last-good copy, the salvage is merged in and a cut writer's share is not counted twice")
    func mergedWithLastGood() throws {
        var older = realistic
        older.cumulativeByWriter = ["com.example.retroracing": ["overtakes": 5_000, "laps": 290],
                                    "com.example.retroracing.widget": ["overtakes": 745]]
        older.achievedChallengeIDs.remove("control_crown")
        let data = try SnapshotCoding.encode(realistic)
        let json = String(decoding: data, as: UTF8.self)
        // Cut inside the first writer's shares: the totals before them are whole.
        let shares = try #require(json.range(of: #""cumulativeByWriter""#))
        let cut = json.utf8.distance(from: json.startIndex, to: try #require(json.range(of: #""laps":301"#, range: shares.upperBound..<json.endIndex)).upperBound)
        let bytes = FaultyBytes()
        try bytes.write(try SnapshotCoding.encode(older), to: .lastGood)
        try? bytes.write(data.prefix(cut), to: .current)
        let load = SnapshotByteStore(bytes: bytes).load()
        #expect(load.snapshot.achievedChallengeIDs == realistic.achievedChallengeIDs)
        #expect(load.snapshot.cumulative("overtakes") == 5_975)
        #expect(load.snapshot.cumulative("laps") == 301)
    }
}

extension Array {
    /// The elements repeated without end.
    fileprivate func cycled() -> some Sequence<Element> {
        sequence(state: 0) { index in
            defer { index = (index + 1) % count }
            return self[index]
        }
    }
}
