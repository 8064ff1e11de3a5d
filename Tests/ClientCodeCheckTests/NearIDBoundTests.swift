import AchievementsCatalog
import CatalogTestSupport
@testable import ClientCodeCheck
import Foundation
import SourceDiagnostics
import Testing

/// The client check's near-ID test and did-you-mean, bounded: literals are
/// compared only with IDs of a fitting length, at most a million times a
/// run, and the did-you-mean is looked for only for reported findings.
@Suite("Client check: bounded near-ID work")
struct NearIDBoundTests {
    @Test("only the first hundred unknown IDs, in report order, are given a did-you-mean: the most that are reported")
    func suggestionsForReportedOnly() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("near-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let lines = Array(repeating: "    \"acx.best.0010\",", count: 150)
        try Data(("let near = [\n" + lines.joined(separator: "\n") + "\n]\n").utf8).write(to: url.appendingPathComponent("Near.swift"))
        let output = ClientMappingCheck().check(catalog, clientPaths: [url.path])
        let unknown = output.diagnostics.filter { $0.rule == ClientMappingCheck.Rule.unknown.id }
        #expect(unknown.count == 150)
        #expect(unknown.map(\.position.line) == Array(2...151))
        #expect(unknown.prefix(100).allSatisfy { $0.message == "'acx.best.0010' is not an achievement or leaderboard ID in c.yaml; did you mean 'ach.best.0010'?" })
        #expect(unknown.dropFirst(100).allSatisfy { $0.message == "'acx.best.0010' is not an achievement or leaderboard ID in c.yaml" })
    }

    @Test("the near-ID test stops at its budget of edit-table cells; a literal seen before is answered from memory")
    func budget() {
        // 13-character literals: a comparison within 2 edits costs 13 × 5 cells,
        // one within 1 edit 13 × 3, one that must be exact 13 × 1.
        var matcher = NearIDMatcher(prefix: "ach.", ids: ["ach.best.0010", "ach.best.0020"], budget: 182)
        var answers: [Bool] = []
        var comparisons: [Int] = []
        var cells: [Int] = []
        for literal in ["acx.best.0010", "acx.best.0010", "no.dots.here.at.all.of.this.length", "acy.best.0020"] {
            answers.append(matcher.looksLikeID(literal))
            comparisons.append(matcher.comparisons)
            cells.append(matcher.cells)
        }
        #expect(answers == [true, true, false, true])
        #expect(comparisons == [2, 2, 2, 4])
        #expect(cells == [65 + 13, 65 + 13, 65 + 13, 65 + 13 + 65 + 39])
        #expect(!matcher.isExhausted)
        // Out of cells: only the prefix counts now, and the matcher says so.
        let unmatched = matcher.looksLikeID("acz.best.0010")
        #expect(!unmatched)
        #expect(matcher.isExhausted)
        let prefixed = matcher.looksLikeID("ach.best.9999")
        let remembered = matcher.looksLikeID("acx.best.0010")
        #expect(prefixed && remembered)
    }
}
