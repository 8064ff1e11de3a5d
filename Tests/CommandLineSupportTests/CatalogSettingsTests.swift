import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import CommandLineSupport
import Foundation
import SourceDiagnostics
import Testing

/// `achievements.yml` resolved once into the settings every command passes along.
@Suite("Catalog settings")
struct CatalogSettingsTests {
    /// A folder with `config` as achievements.yml (and a game folder), and the options naming it.
    func options(config: String) throws -> (folder: URL, options: CatalogOptions) {
        let folder = try TestScratch.folder("settings")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("game"), withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("achievements.yml").path
        try Data(config.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, try CatalogOptions.parse(["--config", path]))
    }

    @Test("the configuration's catalog, relative to its folder, with a typed access level; --catalog wins")
    func resolved() throws {
        let (folder, options) = try options(config: "catalog: game/catalog.yaml\naccessLevel: internal\ndisabledWarnings: [csv-formula]\n")
        let settings = try #require(options.settings().value)
        #expect(settings.catalog == folder.appendingPathComponent("game/catalog.yaml").path)
        #expect(settings.configuration.accessLevel?.value == .internal)
        #expect(settings.protectedInputs == [settings.catalog, folder.appendingPathComponent("game/catalog.lock.yaml").path,
                                             folder.appendingPathComponent("achievements.yml").path])
        let named = try CatalogOptions.parse(["--config", folder.appendingPathComponent("achievements.yml").path, "--catalog", "other.yaml"])
        #expect(try #require(named.settings().value).catalog == "other.yaml")
    }

    @Test("disabled warnings drop only those warnings, never an error of the same rule")
    func enabled() throws {
        let (_, options) = try options(config: "disabledWarnings: [csv-formula]\n")
        let settings = try #require(options.settings().value)
        let formula = SpreadsheetFormulaRule.descriptor.id
        let warning = Diagnostic(path: "c.yaml", position: .startOfFile, severity: .warning, rule: formula, message: "w")
        let error = Diagnostic(path: "c.yaml", position: .startOfFile, severity: .error, rule: formula, message: "e")
        #expect(settings.enabled([warning, error]) == [error])
    }

    @Test("a configuration with an error gives no settings, only its diagnostics at their lines", arguments: [
        ("accessLevel: open\n", "achievements.yml:1:14: error: 'accessLevel' must be public or internal, not 'open' [schema-type]"),
        ("disabledWarnings: [points-range]\n", "achievements.yml:1:20: error: 'points-range' reports errors, which cannot be disabled [config-disabled-warning]"),
    ])
    func refused(config: String, expected: String) throws {
        let (folder, options) = try options(config: config)
        let staged = options.settings()
        #expect(staged.value == nil)
        let report = TextReporter().report(staged.diagnostics).replacingOccurrences(of: folder.path + "/", with: "")
        #expect(report == expected + "\n")
    }
}
