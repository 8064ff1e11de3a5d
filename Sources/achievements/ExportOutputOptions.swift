import AchievementsCatalog
import ArgumentParser
import CommandLineSupport
import FileAccess
import Foundation
import SourceDiagnostics

/// Where an export goes: standard output, or a file written only when its
/// bytes change (atomically), or compared with `--check`. A file is replaced
/// only when the export recognises it as its own (or with `--force`), and
/// never when it is the catalog or lock the run reads.
struct ExportOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The output file, or - for standard output.", valueName: "path"),
            completion: .file())
    var output: String?

    @Flag(help: "With a file output: write nothing; exit 1 if the file would change.")
    var check = false

    @Flag(help: "Replace the output file even when this export did not write it (never the catalog or lock).")
    var force = false

    /// Delivers `text` to the output (`defaultPath` when none is given).
    func deliver(_ text: String, defaultPath: String, ownership: OutputOwnership, catalog: CatalogSettings) throws {
        let path = output ?? defaultPath
        if path == "-" {
            if check { throw ValidationError("--check needs a file --output") }
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let writer = SafeFileWriter(directory: FilePath.parent(of: path), ownership: force ? .any : ownership,
                                    protectedInputs: catalog.protectedInputs)
        let outcomes = try CommandOutput.require(
            writer.write([OutputFile(name: FilePath.lastComponent(of: path), contents: text)], check: check))
        for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(path))") }
        if outcomes.contains(where: { $0.status == .stale }) {
            print("\(TerminalText.escaped(path)) is stale; run the export again without --check")
            throw ExitCode(1)
        }
    }
}

extension CatalogSettings {
    /// The catalog, or the diagnostics printed and exit status 1.
    func loadValidCatalog() throws -> AchievementCatalog {
        try CommandOutput.requireCatalog(check.run(path: catalog))
    }
}
