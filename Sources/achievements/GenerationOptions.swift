import ArgumentParser
import AchievementsCatalog
import CatalogGeneration
import SourceDiagnostics

/// Options of code generation, shared by `generate` and `checklist`.
struct GenerationOptions: ParsableArguments {
    @Option(help: "The folder of *.mustache templates.")
    var templates: String = "templates"

    @Option(help: "The output folder (default: Sources/<Game>Challenges/Generated).")
    var output: String?

    @Option(help: "Access level of generated declarations: public or internal.")
    var accessLevel: AccessLevel = .public

    @Flag(help: "Overwrite output files even when they were not written by `achievements generate`.")
    var force = false

    /// Renders and writes (or, with `check`, compares) the generated files.
    func run(_ catalog: AchievementCatalog, check: Bool) -> Result<[GeneratedFileWriter.Outcome], DiagnosticList> {
        let directory = output ?? CatalogGenerator.defaultOutputDirectory(for: catalog)
        return TemplateSet.load(directory: templates)
            .flatMap { CatalogGenerator(accessLevel: accessLevel).render(catalog, templates: $0) }
            .flatMap { GeneratedFileWriter(directory: directory, requiredMarker: force ? nil : GeneratedFileWriter.generatedMarker).write($0, check: check) }
    }
}

extension AccessLevel: ExpressibleByArgument {}
