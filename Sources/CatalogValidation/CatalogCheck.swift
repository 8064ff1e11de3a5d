import AchievementsCatalog
import CatalogYAML
import SourceDiagnostics

/// The whole check of one catalog file: read, decode, then validate.
///
/// Validation runs only on a catalog that read and decoded cleanly, so every
/// rule sees a complete model and no error is reported twice.
package struct CatalogCheck: Sendable {
    /// The loader used to read the file.
    package var loader: CatalogLoader
    /// The validator used on a decoded catalog.
    package var validator: CatalogValidator
    /// Whether to check the artwork files too (they may be absent until the checklist stage).
    package var checksArtwork: Bool
    /// What was released, to run the stability rules against; `nil` skips them.
    package var released: ReleasedSet?

    /// Creates a check.
    package init(loader: CatalogLoader = CatalogLoader(), validator: CatalogValidator = CatalogValidator(), checksArtwork: Bool = false) {
        self.loader = loader
        self.validator = validator
        self.checksArtwork = checksArtwork
    }

    /// What a check found: the catalog, if it could be read and decoded (it
    /// may still have rule errors), and every diagnostic in file order.
    package typealias Output = Staged<AchievementCatalog>

    /// Checks the catalog file at `path`.
    package func run(path: String) -> Output {
        finish(loader.load(path: path))
    }

    /// Checks catalog bytes, naming `path` in diagnostics.
    package func run(bytes: [UInt8], path: String) -> Output {
        finish(loader.load(bytes: bytes, path: path))
    }

    /// Checks catalog text, naming `path` in diagnostics.
    package func run(text: String, path: String) -> Output {
        finish(loader.load(text: text, path: path))
    }

    private func finish(_ loaded: CatalogLoader.Output) -> Output {
        guard let catalog = loaded.catalog else {
            return Output(catalog: nil, diagnostics: DiagnosticLimits.capped(loaded.diagnostics.sortedByPosition()))
        }
        let artwork = checksArtwork ? ArtworkCheck().check(catalog) : []
        let all = (loaded.diagnostics + validator.validate(catalog, released: released) + artwork).sortedByPosition()
        return Output(catalog: catalog, diagnostics: DiagnosticLimits.capped(all))
    }
}
