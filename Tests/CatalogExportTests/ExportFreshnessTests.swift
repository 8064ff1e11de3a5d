import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import Testing

@Suite("Committed exports are fresh")
struct ExportFreshnessTests {
    @Test("the committed String Catalog and docs page are fresh")
    func committedFresh() throws {
        let catalog = try bundledCatalog()
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("localizations/Achievements.xcstrings"), encoding: .utf8)
        #expect(committed == StringCatalogExport.text(catalog))
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/achievements.md"), encoding: .utf8)
        #expect(docs == DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "catalog.yaml"))
    }
}
