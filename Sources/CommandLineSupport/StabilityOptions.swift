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

    /// The released set to check against, `nil` when there is none, or the
    /// diagnostics of a lock or earlier catalog that cannot be read.
    package static func releasedSet(lock: String?, against: String?, catalogPath: String, limits: YAMLReadLimits) async -> Result<ReleasedSet?, DiagnosticList> {
        if let against {
            let reference = CatalogReference(reference: against, catalogPath: catalogPath)
            let loaded = await reference.load(limits: limits)
            guard let catalog = loaded.catalog else { return .failure(DiagnosticList(loaded.diagnostics)) }
            return .success(ReleasedSet(earlier: catalog, source: reference.sourceName))
        }
        return LockFile.loadIfPresent(path: lock, catalogPath: catalogPath, limits: limits).result
    }

    /// `check` with the released set of `lock` or `against` applied, or the diagnostics printed in `format` and exit 1.
    package static func configure(_ check: CatalogCheck, lock: String?, against: String?, settings: CatalogSettings,
                                  format: DiagnosticFormat = .text) async throws -> CatalogCheck {
        var check = check
        check.released = try CommandOutput.require(
            await releasedSet(lock: lock, against: against, catalogPath: settings.catalog, limits: settings.limits), countLine: true, format: format)
        return check
    }
}
