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
        try options.requireConfiguration()
        let output = try await stability.configure(options.check, options: options).run(path: options.catalog)
        let summary = output.catalog.map { TerminalText.escapedLines(SummaryText(CatalogSummary($0), path: options.catalog).text) } ?? ""
        try CommandOutput.report(output.diagnostics.applyingStrict(strict), body: summary)
    }
}
