import AchievementsCatalog
import ArgumentParser
import CatalogGeneration
import CatalogYAML
import FileAccess
import GenerationPipeline
import SourceDiagnostics

/// Options of code generation, shared by `generate` and `checklist`.
package struct GenerationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of *.mustache templates to use instead of the built-in ones (`achievements templates export` copies those out).", valueName: "folder"),
            completion: .directory)
    package var templates: String?

    @Option(help: ArgumentHelp("The output folder (default: Sources/<Game>Challenges/Generated).", valueName: "folder"),
            completion: .directory)
    package var output: String?

    @Option(help: "Access level of generated declarations: public or internal (default: the configuration's, else public).")
    package var accessLevel: AccessLevel?

    @Flag(help: "Overwrite output files even when they were not written by `achievements generate` (never the catalog or lock).")
    package var force = false

    /// Creates the options with their defaults.
    package init() {}

    /// The generate step for the catalog `settings` name; options given here
    /// win over the configuration file's, and with the build-tool plugin
    /// `templates/` is used as the plugin uses it.
    package func pipeline(_ settings: CatalogSettings) -> GenerationPipeline {
        let configuration = settings.configuration
        return GenerationPipeline(
            catalogPath: settings.catalog,
            templatesFolder: templates ?? configuration.templates?.value ?? BuildPluginMode.pluginTemplatesFolder(),
            outputFolder: output ?? configuration.output?.value,
            accessLevel: accessLevel ?? configuration.accessLevel?.value ?? .public,
            force: force, limits: settings.limits)
    }
}

extension AccessLevel: ExpressibleByArgument {}
