import CatalogTestSupport
import Foundation
import Testing

@Suite("achievements export and checklist", .tags(.process), .unlessSkipped(.process))
struct ExportCommandTests {
    @Test("export csv writes to standard output by default, with a BOM on request")
    func csvStdout() async throws {
        let result = try await CLIRunner.run(["export", "csv", "--bom"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\u{FEFF}Position,Local Key,Achievement ID,"))
        #expect(result.stdout.components(separatedBy: "\r\n").count == 20)
        #expect(result.stdout.contains("\r\n7,total_1k,ach.total.overtakes.001k,Total Overtakes 1K,Cumulative overtakes,\">= 1,000 lifetime\",10,No,No,total_1k.png,"))
    }

    @Test("export csv --layout localizations has a row per achievement and language")
    func csvLocalizations() async throws {
        let result = try await CLIRunner.run(["export", "csv", "--layout", "localizations"])
        #expect(result.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 1 + 18 * 3)
        #expect(result.stdout.contains("\r\n10,total_20k,ach.total.overtakes.020k,es-ES,Élite en carretera,Alcanza 20.000 adelantamientos totales.,Alcanza 20.000 adelantamientos totales.,total_20k.png\r\n"))
    }

    @Test("exports to a file are written only when changed, and --check reports staleness")
    func fileOutput() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        #expect(try await CLIRunner.run(["export", "xcstrings"], in: folder).stdout == "written: localizations/Achievements.xcstrings\n")
        #expect(try await CLIRunner.run(["export", "xcstrings"], in: folder).stdout == "unchanged: localizations/Achievements.xcstrings\n")
        #expect(try await CLIRunner.run(["export", "xcstrings", "--check"], in: folder).status == 0)
        try Data(FixtureCatalog.replacing("title: Ten", with: "title: Tenth").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let stale = try await CLIRunner.run(["export", "xcstrings", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stdout == "would change: localizations/Achievements.xcstrings\nlocalizations/Achievements.xcstrings is stale; run the export again without --check\n")
        #expect(try await CLIRunner.run(["export", "docs", "--check"], in: folder).status == 64)
    }

    @Test("an export that cannot be written is a PATH:1:1 diagnostic with exit 1")
    func unwritable() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        try Data("a file, not a folder".utf8).write(to: folder.appendingPathComponent("blocker"))
        let result = try await CLIRunner.run(["export", "docs", "--output", "blocker/docs.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "blocker:1:1: error: refusing to write into blocker: blocker is not a folder [output-path]\n")
    }

    @Test("exports refuse a catalog with errors")
    func exportErrors() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("points: 10", with: "points: 101"))
        let result = try await CLIRunner.run(["export", "csv"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:39:13: error: points must be between 0 and 100, not 101 [points-range]\n1 error, 0 warnings\n")
    }

    @Test("checklist says why the generated code could not be checked")
    func checklistWithoutTemplates() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let result = try await CLIRunner.run(["checklist", "--templates", "templates"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ Generated code fresh: cannot generate: templates:1:1: error: no templates folder at templates [template-unreadable]\n"))
    }

    @Test("checklist on the bundled catalog: artwork is the one missing item, exit 1")
    func checklistBundled() async throws {
        let result = try await CLIRunner.run(["checklist"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            RetroRacing App Store Connect readiness
            ✓ Catalog valid: 0 errors, 0 warnings
            ✓ Achievement IDs valid and unique: 18/18
            ✓ Reference names present and unique: 18/18
            ✓ Points and budget: 305 of 1000 used, 695 left
            ✓ Hidden flags set: 18/18 (0 hidden)
            ✓ Localizations complete and within limits: 54/54 (en-US, es-ES, ca)
            ✗ Artwork present and valid: 0/18 (18 missing, 0 invalid)
            – Client mapping matches: not checked (pass --client)
            ✓ Generated code fresh: 2/2 files
            Not ready: 1 item missing: Artwork present and valid.

            """)
        let markdown = try await CLIRunner.run(["checklist", "--format", "markdown"])
        #expect(markdown.stdout.contains("| ✗ | Artwork present and valid | 0/18 (18 missing, 0 invalid) |\n"))
        let json = try await CLIRunner.run(["checklist", "--format", "json"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(parsed["ready"] as? Bool == false)
    }
}

@Suite("Checklist in build-plugin mode", .tags(.process), .unlessSkipped(.process))
struct ChecklistBuildPluginTests {
    @Test("a package that applies the build-tool plugin passes the generated-code item without generated files")
    func pluginMode() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        try Data("""
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Demo", dependencies: [.package(path: "../achievements")], targets: [
                .target(name: "DemoChallenges", plugins: [.plugin(name: "ChallengesBuildPlugin", package: "achievements")]),
            ])
            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let detected = try await CLIRunner.run(["checklist"], in: folder)
        #expect(detected.stdout.contains("✓ Generated code fresh: generated at build time by the build-tool plugin (2 files render cleanly)\n"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Package.swift"))
        let stale = try await CLIRunner.run(["checklist"], in: folder)
        #expect(stale.stdout.contains("✗ Generated code fresh: 0/2 files\n"))
        let flagged = try await CLIRunner.run(["checklist", "--build-plugin"], in: folder)
        #expect(flagged.stdout.contains("✓ Generated code fresh: generated at build time by the build-tool plugin"))
    }
}
