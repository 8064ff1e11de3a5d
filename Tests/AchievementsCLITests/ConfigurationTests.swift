import AchievementsCatalog
import CatalogTestSupport
import Foundation
import Testing

/// `achievements.yml`: settings every command would otherwise repeat.
@Suite("achievements.yml", .tags(.process), .unlessSkipped(.process))
struct ConfigurationTests {
    /// A folder with the starter catalog under `game/` and `config` as achievements.yml.
    static func folder(config: String) throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("game"), withIntermediateDirectories: true)
        let catalog = StarterCatalog.text(game: "Demo", idPrefix: "demo").replacingOccurrences(of: "title: Tapper", with: "title: \"+1 Tapper\"")
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("game/catalog.yaml"))
        try Data(config.utf8).write(to: folder.appendingPathComponent("achievements.yml"))
        return folder
    }

    @Test("the catalog path, disabled warnings and access level come from the file; options win")
    func settings() async throws {
        let folder = try Self.folder(config: "catalog: game/catalog.yaml\naccessLevel: internal\noutput: Generated\n")
        let warned = try await CLIRunner.run(["validate"], in: folder)
        #expect(warned.status == 0)
        #expect(warned.stdout.contains("game/catalog.yaml:"))
        #expect(warned.stdout.contains("[csv-formula]"))
        try Data("catalog: game/catalog.yaml\naccessLevel: internal\noutput: Generated\ndisabledWarnings: [csv-formula]\n".utf8)
            .write(to: folder.appendingPathComponent("achievements.yml"))
        let quiet = try await CLIRunner.run(["validate"], in: folder)
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("csv-formula"), "\(quiet.stdout)")
        let generated = try await CLIRunner.run(["generate"], in: folder)
        #expect(generated.status == 0, "\(generated.stdout)")
        let code = try String(contentsOf: folder.appendingPathComponent("Generated/ChallengeCatalog.swift"), encoding: .utf8)
        #expect(code.contains("internal enum") || code.contains("internal struct"))
        #expect(!code.contains("public "))
        let publicCode = try await CLIRunner.run(["generate", "--access-level", "public", "--output", "Public"], in: folder)
        #expect(publicCode.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Public/ChallengeCatalog.swift"), encoding: .utf8).contains("public "))
        // --catalog wins over the file.
        let missing = try await CLIRunner.run(["validate", "--catalog", "other.yaml"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stdout.hasPrefix("other.yaml:1:1: error:"))
    }

    @Test("a configuration with mistakes is reported like a catalog, and nothing runs")
    func mistakes() async throws {
        let folder = try Self.folder(config: "catalog: game/catalog.yaml\naccesLevel: internal\ndisabledWarnings:\n  - points-range\n  - no-such-rule\n")
        let result = try await CLIRunner.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("achievements.yml:2:1: error: "))
        #expect(result.stdout.contains("[schema-unknown-field]"))
        #expect(result.stdout.contains("achievements.yml:4:5: error: 'points-range' reports errors, which cannot be disabled [config-disabled-warning]"))
        #expect(result.stdout.contains("achievements.yml:5:5: error: 'no-such-rule' is not a rule `achievements rules` lists [config-disabled-warning]"))
        // A rule an earlier version reported and this one retired still reads: it disables nothing.
        let retired = try Self.folder(config: "catalog: game/catalog.yaml\ndisabledWarnings: [asc-kind-not-synced]\n")
        let quiet = try await CLIRunner.run(["validate"], in: retired)
        #expect(quiet.status == 0 && !quiet.stdout.contains("config-disabled-warning"), "\(quiet.stdout)")
        let named = try await CLIRunner.run(["validate", "--config", "absent.yml"], in: folder)
        #expect(named.status == 1)
        #expect(named.stdout.hasPrefix("absent.yml:1:1: error:"))
    }
}
