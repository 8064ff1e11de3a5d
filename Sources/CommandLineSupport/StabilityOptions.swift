import ArgumentParser
import AchievementsCatalog
import CatalogYAML
import CatalogValidation
import FileAccess
import Foundation
import SourceDiagnostics

/// How the catalog is compared with what was already released.
package struct StabilityOptions: ParsableArguments {
    package init() {}

    @Option(help: ArgumentHelp("The lock of released IDs (default: catalog.lock.yaml beside the catalog, when it exists).", valueName: "path"),
            completion: .file(extensions: ["yaml"]))
    package var lock: String?

    @Option(help: "Compare with an earlier catalog instead of the lock: a file path or a git revision (main, HEAD~1).")
    package var against: String?

    package func validate() throws {
        if lock != nil && against != nil {
            throw ValidationError("--lock and --against both name what was released; pass one of them")
        }
        if let against { try CatalogReference.validate(against) }
    }

    /// `check` with the released set applied, or the diagnostics printed in `format` and exit 1.
    package func configure(_ check: CatalogCheck, settings: CatalogSettings, format: DiagnosticFormat = .text) async throws -> CatalogCheck {
        try await Self.configure(check, lock: lock, against: against, settings: settings, format: format)
    }

    /// `check` with the released set of `lock` (the library's one check
    /// against a lock) or of the earlier catalog `against` names applied, or
    /// the diagnostics printed in `format` and exit 1.
    package static func configure(_ check: CatalogCheck, lock: String?, against: String?, settings: CatalogSettings,
                                  format: DiagnosticFormat = .text) async throws -> CatalogCheck {
        guard let against else {
            return try CommandOutput.require(check.againstLock(lock, catalogPath: settings.catalog), countLine: true, format: format)
        }
        let reference = CatalogReference(reference: against, catalogPath: settings.catalog)
        let loaded = await reference.load(limits: settings.limits)
        guard let catalog = loaded.catalog else {
            return try CommandOutput.require(.failure(DiagnosticList(loaded.diagnostics)), countLine: true, format: format)
        }
        var check = check
        check.released = ReleasedSet(earlier: catalog, source: reference.sourceName)
        return check
    }
}
