import AchievementsCatalog
import CatalogGeneration
import TemplateRendering
import CatalogTestSupport
import Foundation
import Testing

private let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

/// Hostile templates met while building the template checks and by the
/// template fuzzer (`scripts/fuzz.sh templates`), replayed as the fuzzer
/// runs them: a template, then after a 0x01 byte an optional partial `_p`.
@Suite("Template fuzz regressions")
struct TemplateFuzzRegressionTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    @Test("there are regression inputs to replay")
    func present() {
        #expect(Self.names.count >= 7)
    }

    @Test("each renders or ends in diagnostics, quickly", arguments: names)
    func replay(name: String) throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let bytes = try [UInt8](Data(contentsOf: regressions.appendingPathComponent(name)))
        let parts = bytes.split(separator: 0x01, maxSplits: 1, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let template = TemplateSet.Template(path: name, outputName: "T.swift", text: parts[0])
        let partials = parts.count > 1 ? ["_p": TemplateSet.Template(path: "_p.mustache", outputName: "_p", text: parts[1])] : [:]
        let result = CatalogGenerator().render(catalog, templates: TemplateSet(templates: [template], partials: partials))
        if case .failure(let list) = result { #expect(list.diagnostics.allSatisfy { $0.rule.rawValue.hasPrefix("template-") }) }
    }
}
