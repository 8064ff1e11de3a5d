import ArgumentParser
import AchievementsCatalog
import CatalogValidation
import CatalogYAML
import SourceDiagnostics

/// Options every command that reads the catalog shares.
package struct CatalogOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("catalog"), help: ArgumentHelp("The catalog file (default: the configuration's `catalog`, else catalog.yaml).", valueName: "path"),
            completion: .file(extensions: ["yaml", "yml"]))
    package var catalogOption: String?

    @Option(name: .customLong("config"), help: ArgumentHelp("The configuration file (default: achievements.yml, when there is one).", valueName: "path"),
            completion: .file(extensions: ["yml", "yaml"]))
    package var configPath: String?

    @Option(name: .long, help: "Refuse catalog files larger than this many bytes.")
    package var maxInputBytes: Int = YAMLReadLimits.defaultMaxBytes

    package func validate() throws {
        guard maxInputBytes > 0 else { throw ValidationError("--max-input-bytes must be positive") }
    }

    /// Reads the configuration file once, before a command uses anything
    /// else: a file with errors stops the command with its diagnostics
    /// printed in `format` (the command's own `--format`, so a script reading
    /// JSON gets JSON on this path too) and exit status 1. Every command that
    /// reads the catalog calls this first and passes the result along.
    package func resolve(format: DiagnosticFormat = .text) throws -> CatalogSettings {
        let loaded = settings()
        guard let settings = loaded.value else {
            try CommandOutput.report(loaded.diagnostics, format: format)
            throw ExitCode(1)
        }
        return settings
    }

    /// The settings, or the configuration's diagnostics when it has errors;
    /// for a command that reports them in its own way.
    package func settings() -> Staged<CatalogSettings> {
        let loaded = Self.loadConfiguration(configPath)
        guard let configuration = loaded.value else { return .failed(loaded.diagnostics) }
        return Staged(CatalogSettings(configuration: configuration, configPath: configPath,
                                      catalog: catalogOption ?? configuration.catalog?.value ?? "catalog.yaml",
                                      limits: YAMLReadLimits(maxBytes: maxInputBytes)),
                      diagnostics: loaded.diagnostics)
    }

    /// Reads the configuration, checking disabled warnings against the rule catalogue.
    package static func loadConfiguration(_ path: String?) -> Staged<ToolConfiguration> {
        ToolConfiguration.load(path: path, knownWarnings: Set(RuleCatalogue.all.filter { $0.severity == .warning }.map(\.id.rawValue)),
                               knownRules: Dictionary(RuleCatalogue.all.map { ($0.id.rawValue, $0.severity) }, uniquingKeysWith: { first, _ in first }))
    }
}
