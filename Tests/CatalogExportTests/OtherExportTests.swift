import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import Testing

@Suite("String Catalog, docs and checklist")
struct OtherExportTests {
    func bundled() throws -> AchievementCatalog {
        try #require(CatalogLoader().load(path: packageRoot.appendingPathComponent("catalog.yaml").path).catalog)
    }

    @Test("the String Catalog loads as JSON with every key and language, translated")
    func stringCatalog() throws {
        let catalog = try bundled()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StringCatalogExport.text(catalog).utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.count == 36)
        for achievement in catalog.achievements {
            for (suffix, value) in [("title", \AchievementLocalization.title), ("description", \AchievementLocalization.description)] {
                let entry = try #require(strings["\(achievement.key.value).\(suffix)"])
                let localizations = try #require(entry["localizations"] as? [String: [String: [String: String]]])
                #expect(Set(localizations.keys) == ["en", "es", "ca"])
                for (language, unit) in localizations {
                    #expect(unit["stringUnit"]?["state"] == "translated")
                    #expect(unit["stringUnit"]?["value"] == achievement.localization(for: language)?[keyPath: value].value)
                }
            }
        }
    }

    @Test("the committed String Catalog and docs page are fresh")
    func committedFresh() throws {
        let catalog = try bundled()
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("localizations/Achievements.xcstrings"), encoding: .utf8)
        #expect(committed == StringCatalogExport.text(catalog))
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/achievements.md"), encoding: .utf8)
        #expect(docs == DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "catalog.yaml"))
    }

    @Test("a separate earned description gets its own key")
    func earnedDescriptionKey() throws {
        let text = FixtureCatalog.replacing("description: Score 10 in a run.", with: "description: Score 10 in a run.\n        earnedDescription: You scored 10.")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StringCatalogExport.text(catalog).utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        #expect(strings.keys.sorted().filter { $0.hasPrefix("best_10.") } == ["best_10.description", "best_10.earnedDescription", "best_10.title"])
    }

    @Test("the docs page has a table per group with titles per language and points")
    func docs() throws {
        let catalog = try bundled()
        let page = DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "catalog.yaml")
        #expect(page.hasPrefix("# RetroRacing achievements\n"))
        #expect(page.contains("## Total Overtakes (Cumulative)\n"))
        #expect(page.contains("| 10 | `total_20k` | `ach.total.overtakes.020k` | >= 20,000 lifetime | 25 | No | Road Elite | Élite en carretera | Elit de carretera |"))
        #expect(page.contains("- `control_voiceover`: en: Complete a run while VoiceOver is enabled. · es: Completa una partida con VoiceOver activado. · ca: Completa una partida amb VoiceOver actiu."))
        #expect(page.components(separatedBy: "\n| ").count - 1 == 18 + 3 * 2)
    }

    @Test("threshold grouping", arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (200_000, "200,000"), (1_234_567, "1,234,567"), (-1_000, "-1,000")])
    func grouping(value: Int, text: String) {
        #expect(AdminSheet.grouped(value) == text)
    }

    @Test("checklist: missing artwork is the one missing item on the bundled catalog")
    func checklistBundled() throws {
        let catalog = try bundled()
        let missing = catalog.achievements.map {
            Diagnostic(path: "catalog.yaml", position: $0.imagePosition, severity: .error, rule: "artwork-missing", message: "m")
        }
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: missing, generated: .checked(fresh: 2, total: 2)))
        #expect(!checklist.isReady)
        #expect(checklist.items.filter { $0.status == .missing }.map(\.name) == ["Artwork present and valid"])
        #expect(checklist.items.first { $0.name == "Artwork present and valid" }?.detail == "0/18 (18 missing, 0 invalid)")
        let ready = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: [], generated: .checked(fresh: 2, total: 2)))
        #expect(ready.isReady)
        #expect(ChecklistTextFormat().render(ready).hasSuffix("✓ Generated code fresh: 2/2 files\nReady to enter in App Store Connect.\n"))
    }

    @Test("checklist counts per item from the diagnostics at each achievement's positions")
    func checklistCounts() throws {
        let text = FixtureCatalog.replacing("title: Diez", with: "title: \(String(repeating: "x", count: 60))")
            .replacingOccurrences(of: "id: ach.best.0020", with: "id: ach.best.0010")
        let output = CatalogLoader().load(text: text, path: "c.yaml")
        let catalog = try #require(output.catalog)
        let diagnostics = [
            Diagnostic(path: "c.yaml", position: catalog.achievements[0].localization(for: "es")!.title.position, severity: .error, rule: "title-length", message: "m"),
            Diagnostic(path: "c.yaml", position: catalog.achievements[1].id.position, severity: .error, rule: "duplicate-id", message: "m"),
        ]
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: diagnostics, artwork: [], generated: .notChecked))
        let details = Dictionary(uniqueKeysWithValues: checklist.items.map { ($0.name, "\($0.status.rawValue) \($0.detail)") })
        #expect(details["Catalog valid"] == "missing 2 errors, 0 warnings")
        #expect(details["Achievement IDs valid and unique"] == "missing 3/4")
        #expect(details["Localizations complete and within limits"] == "missing 7/8 (en-US, es-ES)")
        #expect(details["Generated code fresh"] == "not checked not checked")
        #expect(details["Client mapping matches"] == "not checked not checked (pass --client)")
    }

    @Test("checklist markdown and JSON formats")
    func checklistFormats() throws {
        let checklist = ReadinessChecklist(.init(catalog: try bundled(), diagnostics: [], artwork: [], generated: .checked(fresh: 2, total: 2)))
        let markdown = ChecklistMarkdownFormat().render(checklist)
        #expect(markdown.hasPrefix("## RetroRacing App Store Connect readiness\n\n| | Item | Status |\n| --- | --- | --- |\n| ✓ | Catalog valid | 0 errors, 0 warnings |\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ChecklistJSONFormat().render(checklist).utf8)) as? [String: Any])
        #expect(json["ready"] as? Bool == true)
        #expect((json["items"] as? [[String: String]])?.first == ["name": "Catalog valid", "status": "ready", "detail": "0 errors, 0 warnings"])
    }
}
