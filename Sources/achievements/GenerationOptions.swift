import AchievementsCatalog
import ArgumentParser
import CatalogGeneration
import CatalogYAML
import FileAccess
import GenerationPipeline
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

    /// The generate step for the catalog at `catalogPath`.
    func pipeline(catalogPath: String, limits: YAMLReadLimits) -> GenerationPipeline {
        GenerationPipeline(catalogPath: catalogPath, templatesFolder: templates, outputFolder: output, accessLevel: accessLevel,
                           force: force, limits: limits)
    }
}

extension AccessLevel: ExpressibleByArgument {}
