import ArgumentParser
import CommandLineSupport
import CatalogValidation
import SourceDiagnostics

/// `achievements` with no subcommand: validate and print a short summary.
struct SummaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Validate the catalog and summarize it (the default command)."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var stability: StabilityOptions

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() async throws {
        let settings = try options.resolve()
        let output = try await stability.configure(settings.check, settings: settings).run(path: settings.catalog)
        let summary = output.catalog.map { TerminalText.escapedLines(SummaryText(CatalogSummary($0), path: settings.catalog).text) } ?? ""
        try CommandOutput.report(settings.enabled(output.diagnostics).applyingStrict(strict), body: summary)
    }
}
