import ArgumentParser
import CatalogExport
import CommandLineSupport
import SourceDiagnostics

/// `achievements validate`: every rule over the catalog, diagnostics in the chosen format.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the catalog against the naming rules and App Store Connect's limits."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var stability: StabilityOptions
    @OptionGroup var client: ClientOptions

    @Option(help: "Diagnostic format: text (PATH:LINE:COLUMN: ...), json, github (workflow commands) or sarif (SARIF 2.1.0).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Also check each achievement's image file in the artwork folder.")
    var artwork = false

    @Option(help: ArgumentHelp("Check Xcode's Game Center bundle instead of the catalog: App Store Connect's limits, texts and images, at the JSON's lines.",
                               valueName: "bundle"), completion: .directory)
    var gamekit: String?

    func run() async throws {
        let settings = try options.resolve(format: format)
        if let gamekit {
            try CommandOutput.report(settings.enabled(GameKitCatalog.validate(bundle: gamekit)).applyingStrict(strict), format: format)
            return
        }
        let check = try await stability.configure(artwork || settings.configuration.artwork?.value == true ? settings.checkWithArtwork : settings.check, settings: settings, format: format)
        let output = check.run(path: settings.catalog)
        let clientDiagnostics = client.check(output.catalog, configuration: settings.configuration)?.diagnostics ?? []
        try CommandOutput.report(settings.enabled(output.diagnostics + clientDiagnostics).sortedByPosition().applyingStrict(strict), format: format)
    }
}
