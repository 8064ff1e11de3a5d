import AchievementsCatalog
import CatalogTestSupport
import ClientCodeCheck
import Foundation
import Testing

private let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

/// Swift sources that stalled or crashed the parser, and those found by the
/// client fuzzer (`scripts/fuzz.sh client`), replayed through the check.
@Suite("Client check fuzz regressions")
struct ClientFuzzRegressionTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    @Test("there are regression inputs to replay")
    func present() {
        #expect(Self.names.count >= 6)
    }

    @Test("each is checked or refused with a diagnostic, quickly", arguments: names)
    func replay(name: String) throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let output = ClientMappingCheck().check(catalog, clientPaths: [regressions.appendingPathComponent(name).path])
        #expect(!output.diagnostics.isEmpty)
    }

    @Test("ordinary code is not refused: brackets in comments and strings, a SwiftUI modifier chain", arguments: [
        "brackets-in-strings-and-comments.swift", "ordinary-swiftui-chain.swift",
    ])
    func ordinaryCodeIsChecked(name: String) throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let output = ClientMappingCheck().check(catalog, clientPaths: [regressions.appendingPathComponent(name).path])
        #expect(!output.diagnostics.contains { $0.rule.rawValue == "client-unreadable" })
    }

    @Test("deep chains, generics and operator runs are refused at their line, before the parser", arguments: [
        "long-member-chain.swift", "long-call-chain.swift", "deep-generics.swift", "prefix-operator-run.swift", "fuzz-member-chain-after-literal.swift",
    ])
    func deepNestingRefused(name: String) throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let output = ClientMappingCheck().check(catalog, clientPaths: [regressions.appendingPathComponent(name).path])
        #expect(output.diagnostics.contains { $0.rule.rawValue == "client-unreadable" && $0.message.contains("nests deeper here than the parser handles in bounded time") })
    }
}
