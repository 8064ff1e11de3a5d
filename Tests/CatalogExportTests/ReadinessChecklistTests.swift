import AchievementsCatalog
import CatalogExport
import CatalogValidation
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import Testing

@Suite("Readiness checklist")
struct ReadinessChecklistTests {
    @Test("checklist: missing artwork is the one missing item on the bundled catalog")
    func checklistBundled() throws {
        let catalog = try bundledCatalog()
        let missing = catalog.achievements.map {
            Diagnostic(path: "catalog.yaml", position: $0.imagePosition, severity: .error, rule: ArtworkCheck.Rule.missing.id, message: "m")
        }
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: missing, generated: .checked(fresh: 2, total: 2)))
        #expect(!checklist.isReady)
        #expect(checklist.items.filter { $0.status == .missing }.map(\.name) == ["Artwork present and valid"])
        #expect(checklist.items.first { $0.name == "Artwork present and valid" }?.detail == "0/18 (18 missing, 0 invalid)")
        let ready = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: [], generated: .checked(fresh: 2, total: 2)))
        #expect(ready.isReady)
        #expect(ChecklistTextFormat().render(ready).hasSuffix("✓ Generated code fresh: 2/2 files\nReady to enter in App Store Connect.\n"))
    }

    @Test("an activity's or challenge's image fault is in their own item, not in the achievements' artwork count")
    func kindsArtwork() throws {
        let text = FixtureCatalog.withKinds.replacingOccurrences(of: "    partyCode: yes\n", with: "    partyCode: yes\n    image: duel.png\n")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        let image = try #require(catalog.activities.first?.image)
        let artwork = [Diagnostic(path: "c.yaml", position: image.position, severity: .error, rule: ArtworkCheck.Rule.size.id, message: "m")]
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: artwork, generated: .checked(fresh: 2, total: 2)))
        let details = Dictionary(uniqueKeysWithValues: checklist.items.map { ($0.name, "\($0.status.rawValue) \($0.detail)") })
        #expect(details["Artwork present and valid"] == "ready 4/4")
        #expect(details["Activities and challenges valid"] == "missing 1/2 (1 activity, 1 Game Center challenge)")
        #expect(!checklist.isReady)
    }

    @Test("checklist counts per item from the diagnostics at each achievement's positions")
    func checklistCounts() throws {
        let text = FixtureCatalog.replacing("title: Diez", with: "title: \(String(repeating: "x", count: 60))")
            .replacingOccurrences(of: "id: ach.best.0020", with: "id: ach.best.0010")
        let output = CatalogLoader().load(text: text, path: "c.yaml")
        let catalog = try #require(output.catalog)
        let diagnostics = [
            Diagnostic(path: "c.yaml", position: catalog.achievements[0].localization(for: "es")!.title.position, severity: .error, rule: TitleLengthRule.descriptor.id, message: "m"),
            Diagnostic(path: "c.yaml", position: catalog.achievements[1].id.position, severity: .error, rule: DuplicateIDRule.descriptor.id, message: "m"),
        ]
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: diagnostics, artwork: [], generated: .notChecked))
        let details = Dictionary(uniqueKeysWithValues: checklist.items.map { ($0.name, "\($0.status.rawValue) \($0.detail)") })
        #expect(details["Catalog valid"] == "missing 2 errors, 0 warnings")
        #expect(details["Achievement IDs valid and unique"] == "missing 3/4")
        #expect(details["Localizations complete and within limits"] == "missing 7/8 (en-US, es-ES)")
        #expect(details["Generated code fresh"] == "not checked not checked")
        #expect(details["Client mapping matches"] == "not checked not checked (pass --client)")
        #expect(details["Leaderboards and sets valid"] == "ready 3/3 (2 leaderboards, 1 recurring, 1 set)")
    }

    @Test("a finding at any value of a leaderboard or set counts against it; a catalog without leaderboards has no such item")
    func checklistLeaderboards() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let diagnostics = [
            Diagnostic(path: "c.yaml", position: try #require(catalog.leaderboards[1].recurrence?.duration.position), severity: .error,
                       rule: LeaderboardRecurrenceRule.descriptor.id, message: "m"),
            Diagnostic(path: "c.yaml", position: catalog.leaderboardSets[0].leaderboards[1].position, severity: .error,
                       rule: LeaderboardSetMemberRule.descriptor.id, message: "m"),
        ]
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: diagnostics, artwork: [], generated: .notChecked))
        let item = try #require(checklist.items.first { $0.name == "Leaderboards and sets valid" })
        #expect("\(item.status.rawValue) \(item.detail)" == "missing 1/3 (2 leaderboards, 1 recurring, 1 set)")
        let bundled = ReadinessChecklist(.init(catalog: try bundledCatalog(), diagnostics: [], artwork: [], generated: .notChecked))
        #expect(!bundled.items.contains { $0.name == "Leaderboards and sets valid" })
    }

    @Test("with the build-tool plugin, generated code is ready only while the catalog has no error: the plugin stops the build at one")
    func checklistPluginWithErrors() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let error = Diagnostic(path: "c.yaml", position: catalog.achievements[0].id.position, severity: .error, rule: DuplicateIDRule.descriptor.id, message: "m")
        let clean = ReadinessChecklist(.init(catalog: catalog, diagnostics: [], artwork: [], generated: .atBuildTime(rendered: 2)))
        let broken = ReadinessChecklist(.init(catalog: catalog, diagnostics: [error], artwork: [], generated: .atBuildTime(rendered: 2)))
        let generated = { (checklist: ReadinessChecklist) in checklist.items.first { $0.name == "Generated code fresh" }.map { "\($0.status.rawValue) \($0.detail)" } }
        #expect(generated(clean) == "ready generated at build time by the build-tool plugin (2 files render cleanly)")
        #expect(generated(broken) == "missing the build-tool plugin stops the game's build at the catalog's error")
    }

    @Test("a note at a leaderboard or set (added since the release the lock records) is not a finding")
    func checklistLeaderboardNotes() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let notes = [
            Diagnostic(path: "c.yaml", position: catalog.leaderboards[0].id.position, severity: .note, rule: ReleasedAddedRule.descriptor.id, message: "m"),
            Diagnostic(path: "c.yaml", position: catalog.leaderboardSets[0].id.position, severity: .note, rule: ReleasedAddedRule.descriptor.id, message: "m"),
        ]
        let checklist = ReadinessChecklist(.init(catalog: catalog, diagnostics: notes, artwork: [], generated: .notChecked))
        let item = try #require(checklist.items.first { $0.name == "Leaderboards and sets valid" })
        #expect("\(item.status.rawValue) \(item.detail)" == "ready 3/3 (2 leaderboards, 1 recurring, 1 set)")
        let warned = [Diagnostic(path: "c.yaml", position: catalog.leaderboards[0].id.position, severity: .warning, rule: ReleasedAddedRule.descriptor.id, message: "m")]
        let withWarning = ReadinessChecklist(.init(catalog: catalog, diagnostics: warned, artwork: [], generated: .notChecked))
        #expect(withWarning.items.first { $0.name == "Leaderboards and sets valid" }?.detail == "2/3 (2 leaderboards, 1 recurring, 1 set)")
    }

    @Test("checklist markdown and JSON formats")
    func checklistFormats() throws {
        let checklist = ReadinessChecklist(.init(catalog: try bundledCatalog(), diagnostics: [], artwork: [], generated: .checked(fresh: 2, total: 2)))
        let markdown = ChecklistMarkdownFormat().render(checklist)
        #expect(markdown.hasPrefix("## RetroRacing App Store Connect readiness\n\n| | Item | Status |\n| --- | --- | --- |\n| ✓ | Catalog valid | 0 errors, 0 warnings |\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ChecklistJSONFormat().render(checklist).utf8)) as? [String: Any])
        #expect(json["ready"] as? Bool == true)
        #expect((json["items"] as? [[String: String]])?.first == ["name": "Catalog valid", "status": "ready", "detail": "0 errors, 0 warnings"])
    }
}
