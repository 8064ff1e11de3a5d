import AchievementsCatalog
import ArgumentParser
import CatalogGeneration
import FileAccess
import SourceDiagnostics

/// Options of code generation, shared by `generate` and `checklist`.
struct GenerationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of *.mustache templates to use instead of the built-in ones (`achievements templates export` copies those out).", valueName: "folder"),
            completion: .directory)
    var templates: String?

    @Option(help: ArgumentHelp("The output folder (default: Sources/<Game>Challenges/Generated).", valueName: "folder"),
            completion: .directory)
    var output: String?

    @Option(help: "Access level of generated declarations: public or internal.")
    var accessLevel: AccessLevel = .public

    @Flag(help: "Overwrite output files even when they were not written by `achievements generate` (never the catalog or lock).")
    var force = false

    /// Renders the generated files without writing them.
    func render(_ catalog: AchievementCatalog) -> Result<[OutputFile], DiagnosticList> {
        (templates.map { TemplateSet.load(directory: $0) } ?? .success(.defaults))
            .flatMap { CatalogGenerator(accessLevel: accessLevel).render(catalog, templates: $0) }
    }

    /// Renders and writes (or, with `check`, compares) the generated files.
    func run(_ catalog: AchievementCatalog, check: Bool, catalogPath: String) -> Result<[SafeFileWriter.Outcome], DiagnosticList> {
        let directory = output ?? CatalogGenerator.defaultOutputDirectory(for: catalog)
        let writer = SafeFileWriter(directory: directory, ownership: force ? .any : .marker(SafeFileWriter.generatedMarker),
                                    protectedInputs: [catalogPath, LockFile.defaultPath(forCatalog: catalogPath)])
        let templateSet = templates.map { TemplateSet.load(directory: $0) } ?? .success(.defaults)
        return templateSet
            .flatMap { CatalogGenerator(accessLevel: accessLevel).render(catalog, templates: $0) }
            .flatMap { writer.write($0, check: check) }
    }
}

extension AccessLevel: ExpressibleByArgument {}
