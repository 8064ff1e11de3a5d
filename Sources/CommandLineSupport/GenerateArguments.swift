import ArgumentParser
import CatalogGeneration
import FileAccess
import SourceDiagnostics

/// The arguments and the run of `achievements generate`, shared with
/// `generate-challenges`, the tool `swift package generate-challenges` runs:
/// one definition, so the two take the same options and do the same.
package struct GenerateArguments: ParsableArguments {
    /// The command's one-line description.
    package static let abstract = "Generate the Swift challenge catalog and ID mapping from the catalog and templates."

    /// The command's longer description.
    package static let discussion = """
        Writes only files whose bytes change. With --check, writes nothing and exits 1 if any file would change. \
        Refuses to write when the catalog has errors, including a released ID changed against the lock.
        """

    @OptionGroup package var options: CatalogOptions

    @OptionGroup package var generation: GenerationOptions

    @OptionGroup package var stability: StabilityOptions

    @Flag(help: "Write nothing; exit 1 listing every file that would change.")
    package var check = false

    /// Creates the arguments with their defaults.
    package init() {}

    /// Generates (or, with `check`, compares) the files and prints what happened to each.
    package func run() async throws {
        let settings = try options.resolve()
        let catalog = try await CommandOutput.requireCatalog(stability.configure(settings.check, settings: settings).run(path: settings.catalog))
        // The build-tool plugin already generates into the build folder: a
        // second copy in the target's sources makes `swift build` fail with
        // "multiple producers".
        let folder = generation.output ?? settings.configuration.output?.value ?? CatalogGenerator.defaultOutputDirectory(for: catalog)
        if let plugin = BuildPluginMode.appliedPlugin(), BuildPluginMode.isInsideSources(folder) {
            throw CommandOutput.fail(Diagnostic(
                path: "Package.swift", position: .startOfFile, severity: .error, rule: FileRule.path.id,
                message: "refusing to write into \(TerminalText.escaped(folder)): this package generates the challenge code at build time with \(plugin), and a second copy in a target's sources makes `swift build` fail with \"multiple producers\"; just build (`swift build`), or pass --output to a folder outside Sources/ to look at the files"))
        }
        let outcomes = try CommandOutput.require(generation.pipeline(settings).write(catalog, check: check))
        for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
        // Without a group, the runtime does not evaluate an achievement: the game's own code must report it.
        let reported = catalog.achievements.filter { !$0.hasUnlockRule }.map { TerminalText.escaped($0.key.value) }
        if !reported.isEmpty {
            let shown = reported.prefix(10).joined(separator: ", ") + (reported.count > 10 ? ", and \(reported.count - 10) more" : "")
            print("note: \(reported.count) achievement(s) have no group, so the runtime does not evaluate them and the game reports them itself: \(shown)")
        }
        if check && outcomes.contains(where: { $0.status == .stale || $0.status == .wouldRemove }) {
            print("generated files are stale; run `achievements generate`")
            throw ExitCode(1)
        }
    }
}
