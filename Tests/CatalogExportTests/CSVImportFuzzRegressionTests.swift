import CatalogExport
import Foundation
import Testing

/// Every input the CSV import fuzzer kept (scripts/fuzz.sh csv) imported
/// again: each ends in a catalog text or in diagnostics, never a trap.
@Suite("CSV import fuzz regressions")
struct CSVImportFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CSVFuzzRegressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("each kept input imports to a catalog or to diagnostics", arguments: inputs)
    func replay(name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let imported = CSVImport.catalog(fromCSV: String(decoding: data, as: UTF8.self), path: name, game: "Fuzz")
        #expect(imported.value != nil || imported.diagnostics.contains { $0.severity == .error })
    }
}
