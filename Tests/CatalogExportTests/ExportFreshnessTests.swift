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

    @Test("the committed JSON Schema is fresh, has every field the decoder knows, and the bundled catalog points editors at it")
    func schemaFresh() throws {
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("schema/catalog.schema.json"), encoding: .utf8)
        #expect(committed == JSONSchemaExport.text(), "run `achievements export schema`")
        let schema = try #require(JSONSerialization.jsonObject(with: Data(committed.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(CatalogDecoder.catalogFields))
        #expect(schema["required"] as? [String] == ["format", "game", "idPrefix", "languages", "achievements"])
        let catalog = try String(contentsOf: packageRoot.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.hasPrefix("# yaml-language-server: $schema=schema/catalog.schema.json\n"))
        // Texts, texts in a map (an activity's properties) and in a list are any scalar, as the decoder reads them: `ranked: yes` is text.
        let definitions = try #require(JSONSerialization.jsonObject(with: Data(JSONSchemaExport.text().utf8)) as? [String: Any])
        let activity = try #require(((definitions["properties"] as? [String: Any])?["activities"] as? [String: Any])?["items"] as? [String: Any])
        let activityProperties = try #require((activity["properties"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((activityProperties["additionalProperties"] as? [String: Any])?["type"] as? [String] == ["string", "number", "boolean"])
    }
}
