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

    /// Checks the configuration file before a command uses it: a file with
    /// errors stops the command with its diagnostics printed in `format`
    /// (the command's own `--format`, so a script reading JSON gets JSON on
    /// this path too) and exit status 1. Every command that reads the
    /// catalog calls this first.
    package func requireConfiguration(format: DiagnosticFormat = .text) throws {
        let loaded = Self.loadConfiguration(configPath)
        guard loaded.value == nil else { return }
        try CommandOutput.report(loaded.diagnostics, format: format)
    }

    /// The configuration file's settings (checked by ``requireConfiguration(format:)``; none when there is no file).
    package var configuration: ToolConfiguration { Self.loadConfiguration(configPath).value ?? ToolConfiguration() }

    /// The catalog path: the option, else the configuration's, else `catalog.yaml`.
    package var catalog: String { catalogOption ?? configuration.catalog?.value ?? "catalog.yaml" }

    /// Reads the configuration, checking disabled warnings against the rule catalogue.
    package static func loadConfiguration(_ path: String?) -> Staged<ToolConfiguration> {
        ToolConfiguration.load(path: path, knownWarnings: Set(RuleCatalogue.all.filter { $0.severity == .warning }.map(\.id)),
                               knownRules: Dictionary(RuleCatalogue.all.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first }))
    }

    /// `diagnostics` without the warnings the configuration disables.
    package func enabled(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let disabled = Set(configuration.disabledWarnings.map(\.value))
        return disabled.isEmpty ? diagnostics : diagnostics.filter { $0.severity == .error || !disabled.contains($0.rule) }
    }

    /// The reading limits these options set.
    package var limits: YAMLReadLimits { YAMLReadLimits(maxBytes: maxInputBytes) }

    /// The check configured by these options.
    package var check: CatalogCheck {
        CatalogCheck(loader: CatalogLoader(limits: limits))
    }

    /// The check with the artwork files checked too.
    package var checkWithArtwork: CatalogCheck {
        var check = check
        check.checksArtwork = true
        return check
    }
}
