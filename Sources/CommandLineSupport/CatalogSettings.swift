import AchievementsCatalog
import CatalogValidation
import CatalogYAML
import SourceDiagnostics

/// The catalog options with `achievements.yml` read once: what a command
/// that reads the catalog works from, resolved at its start and passed
/// along, so no later step reads or parses the configuration again.
package struct CatalogSettings: Sendable {
    /// The configuration file's settings (every default when there is no file).
    package var configuration: ToolConfiguration
    /// The configuration file as named by `--config` (`nil`: the default name, when it exists).
    package var configPath: String?
    /// The catalog path: `--catalog`, else the configuration's, else `catalog.yaml`.
    package var catalog: String
    /// The reading limits of the catalog and what is compared with it.
    package var limits: YAMLReadLimits

    /// The catalog check these settings configure.
    package var check: CatalogCheck {
        CatalogCheck(loader: CatalogLoader(limits: limits))
    }

    /// The check with the artwork files checked too.
    package var checkWithArtwork: CatalogCheck {
        var check = check
        check.checksArtwork = true
        return check
    }

    /// `diagnostics` without the warnings the configuration disables.
    package func enabled(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let disabled = Set(configuration.disabledWarnings.map(\.value))
        return disabled.isEmpty ? diagnostics : diagnostics.filter { $0.severity == .error || !disabled.contains($0.rule.rawValue) }
    }

    /// The files a run reads that no output may replace: the catalog, its lock and the configuration.
    package var protectedInputs: [String] {
        [catalog, LockFile.defaultPath(forCatalog: catalog), configPath ?? ToolConfiguration.defaultName]
    }
}
