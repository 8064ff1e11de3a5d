import CatalogValidation
import Foundation
import Testing

private let regressions = packageRoot.appendingPathComponent("Tests/CatalogYAMLTests/FuzzRegressions")

@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    @Test("there are regression inputs to replay")
    func present() {
        #expect(Self.names.count >= 10)
    }

    @Test("each input goes through the whole check (as the fuzzer runs it) to diagnostics, quickly", arguments: names)
    func replay(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: regressions.appendingPathComponent(name)))
        let output = CatalogCheck().run(bytes: bytes, path: name)
        #expect(output.diagnostics.contains { $0.severity == .error })
    }
}
