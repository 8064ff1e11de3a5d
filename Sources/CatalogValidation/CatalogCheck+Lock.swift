import AchievementsCatalog
import SourceDiagnostics

extension CatalogCheck {
    /// This check with the released set of the lock at `lockPath` (else of
    /// the lock beside the catalog, when there is one): the one way every
    /// command checks a catalog against what was released, or the lock's
    /// diagnostics when it cannot be read.
    package func againstLock(_ lockPath: String? = nil, catalogPath: String) -> Result<CatalogCheck, DiagnosticList> {
        LockFile.loadIfPresent(path: lockPath, catalogPath: catalogPath, limits: loader.limits).result.map { released in
            var check = self
            check.released = released
            return check
        }
    }
}
