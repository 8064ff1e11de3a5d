#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AchievementsCatalog
import CatalogGeneration
import CatalogValidation
import CatalogYAML
import FileAccess
import SourceDiagnostics
import TemplateRendering

/// The whole of `achievements generate` as one library call, shared by the
/// command line and the lean generate-only tool the build plugin runs: check
/// the catalog (with the lock beside it, so a renamed released ID stops
/// generation), render the templates, write only what changed.
package struct GenerationPipeline: Sendable {
    /// The catalog file.
    package var catalogPath: String
    /// A templates folder to use instead of the built-in templates.
    package var templatesFolder: String?
    /// The output folder; `Sources/<Game>Challenges/Generated` when `nil`.
    package var outputFolder: String?
    /// The access level of generated declarations.
    package var accessLevel: AccessLevel
    /// Whether files without the generated-file marker may be replaced.
    package var force: Bool
    /// The reading limits.
    package var limits: YAMLReadLimits

    /// Creates a pipeline.
    package init(catalogPath: String, templatesFolder: String? = nil, outputFolder: String? = nil, accessLevel: AccessLevel = .public,
                force: Bool = false, limits: YAMLReadLimits = YAMLReadLimits()) {
        self.catalogPath = catalogPath
        self.templatesFolder = templatesFolder
        self.outputFolder = outputFolder
        self.accessLevel = accessLevel
        self.force = force
        self.limits = limits
    }

    /// The template set: the folder's, or the built-in one.
    package var templates: Result<TemplateSet, DiagnosticList> {
        templatesFolder.map { TemplateSet.load(directory: $0) } ?? .success(.defaults)
    }

    /// The files `catalog` generates, without writing them.
    package func render(_ catalog: AchievementCatalog) -> Result<[OutputFile], DiagnosticList> {
        templates.flatMap { CatalogGenerator(accessLevel: accessLevel).render(catalog, templates: $0) }
    }

    /// Renders and writes (or, with `check`, compares) the generated files
    /// for a valid `catalog`, then removes (or, with `check`, names) what an
    /// earlier run generated that the templates no longer make.
    package func write(_ catalog: AchievementCatalog, check: Bool) -> Result<[SafeFileWriter.Outcome], DiagnosticList> {
        let folder = outputFolder ?? CatalogGenerator.defaultOutputDirectory(for: catalog)
        let writer = SafeFileWriter(directory: folder,
                                    ownership: force ? .any : .marker(SafeFileWriter.generatedMarker),
                                    protectedInputs: [catalogPath, LockFile.defaultPath(forCatalog: catalogPath)])
        return render(catalog).flatMap { files in
            writer.write(files, check: check).map { outcomes in
                outcomes + Self.leftovers(in: folder, keeping: Set(files.map(\.name))).map { path in
                    if check { return SafeFileWriter.Outcome(path: path, status: .wouldRemove) }
                    return SafeFileWriter.Outcome(path: path, status: unlink(path) == 0 ? .removed : .wouldRemove)
                }
            }
        }
    }

    /// The files directly in `folder` that an earlier run generated (regular
    /// files whose first 4 KiB carry the generated-file marker) and that are
    /// not in `names`: a renamed or removed template's output, which would
    /// otherwise stay and compile beside what replaced it.
    static func leftovers(in folder: String, keeping names: Set<String>) -> [String] {
        let marker = OutputOwnership.marker(SafeFileWriter.generatedMarker)
        return FolderListing.regularFiles(in: folder).filter { !names.contains($0) }.sorted().compactMap { name in
            let path = FilePath.join(folder, name)
            guard case .success(let bytes) = FileBytes.readPrefix(path, count: 4096), marker.recognises(bytes) else { return nil }
            return path
        }
    }

    /// The catalog checked against the lock beside it (when there is one),
    /// or the diagnostics that stop generation.
    package func checkedCatalog() -> Staged<AchievementCatalog> {
        switch CatalogCheck(loader: CatalogLoader(limits: limits)).againstLock(catalogPath: catalogPath) {
        case .success(let check): return check.run(path: catalogPath)
        case .failure(let list): return .failed(list.diagnostics)
        }
    }

    /// Checks, renders and writes: the outcomes, or every diagnostic that stopped it.
    package func run(check: Bool = false) -> Staged<[SafeFileWriter.Outcome]> {
        let checked = checkedCatalog()
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else { return .failed(checked.diagnostics) }
        switch write(catalog, check: check) {
        case .success(let outcomes): return Staged(outcomes, diagnostics: checked.diagnostics)
        case .failure(let list): return .failed(checked.diagnostics + list.diagnostics)
        }
    }
}
