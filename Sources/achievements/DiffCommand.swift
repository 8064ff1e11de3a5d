import ArgumentParser
import CommandLineSupport
import CatalogExport
import SourceDiagnostics

/// `achievements diff OLD [NEW]`: what changed between two catalogs.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two catalogs (paths or git revisions), for a release note."
    )

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The earlier catalog: a file path or a git revision (main, HEAD~1, v1.2).")
    var old: String

    @Argument(help: "The later catalog: a file path or a git revision (default: the --catalog file).")
    var new: String?

    @Option(help: "Output format: text or markdown.")
    var format: DiffFormatChoice = .text

    func run() async throws {
        let settings = try options.resolve()
        let oldReference = CatalogReference(reference: old, catalogPath: settings.catalog)
        let newReference = CatalogReference(reference: new ?? settings.catalog, catalogPath: settings.catalog)
        let before = await oldReference.load(limits: settings.limits), after = await newReference.load(limits: settings.limits)
        guard let oldCatalog = before.catalog, let newCatalog = after.catalog else {
            return try CommandOutput.report(before.diagnostics + after.diagnostics)
        }
        let diff = CatalogDiff(old: oldCatalog, new: newCatalog)
        print(TerminalText.escapedLines(format.formatter.render(diff, old: oldReference.sourceName, new: newReference.sourceName)), terminator: "")
    }
}

/// The `--format` choices of `diff`, each backed by one formatter.
enum DiffFormatChoice: String, ExpressibleByArgument, CaseIterable {
    case text, markdown

    var formatter: any CatalogDiffFormat {
        switch self {
        case .text: CatalogDiffTextFormat()
        case .markdown: CatalogDiffMarkdownFormat()
        }
    }
}
