import ArgumentParser
import CatalogValidation
import SourceDiagnostics

/// `achievements` with no subcommand: validate and print a short summary.
struct SummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Validate the catalog and summarize it (the default command)."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var stability: StabilityOptions

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        let output = try stability.configure(options.check, options: options).run(path: options.catalog)
        let diagnostics = output.diagnostics.applyingStrict(strict)
        print(TextReporter().report(diagnostics), terminator: "")
        if let catalog = output.catalog {
            print(TerminalText.escapedLines(SummaryText(CatalogSummary(catalog), path: options.catalog).text), terminator: "")
        }
        print(diagnostics.countLine)
        if diagnostics.containsErrors { throw ExitCode(1) }
    }
}
