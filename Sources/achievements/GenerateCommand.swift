import ArgumentParser
import CatalogGeneration
import SourceDiagnostics

/// `achievements generate`: Swift code (and other files) from the catalog and the templates.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the Swift challenge catalog and ID mapping from the catalog and templates.",
        discussion: "Writes only files whose bytes change. With --check, writes nothing and exits 1 if any file would change."
    )

    @OptionGroup var options: CatalogOptions

    @OptionGroup var generation: GenerationOptions

    @Flag(help: "Write nothing; exit 1 listing every file that would change.")
    var check = false

    func run() throws {
        let checked = options.check.run(path: options.catalog)
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            print(TextReporter().report(checked.diagnostics), terminator: "")
            print(checked.diagnostics.countLine)
            throw ExitCode(1)
        }
        switch generation.run(catalog, check: check) {
        case .failure(let list):
            print(TextReporter().report(list.diagnostics), terminator: "")
            throw ExitCode(1)
        case .success(let outcomes):
            for outcome in outcomes { print("\(outcome.status.rawValue): \(outcome.path)") }
            if check && outcomes.contains(where: { $0.status == .stale }) {
                print("generated files are stale; run `achievements generate`")
                throw ExitCode(1)
            }
        }
    }
}
