import AchievementsCatalog
import SourceDiagnostics
import ArgumentParser
import CatalogGeneration
import Foundation

/// Where an export goes: standard output, or a file written only when its
/// bytes change (atomically), or compared with `--check`.
struct ExportOutputOptions: ParsableArguments {
    @Option(name: .long, help: "The output file, or - for standard output.")
    var output: String?

    @Flag(help: "With a file output: write nothing; exit 1 if the file would change.")
    var check = false

    /// Delivers `text` to the output (`defaultPath` when none is given).
    func deliver(_ text: String, defaultPath: String) throws {
        let path = output ?? defaultPath
        if path == "-" {
            if check { throw ValidationError("--check needs a file --output") }
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        // Split with NSString, not URL, so paths in messages stay as the user wrote them.
        let folder = (path as NSString).deletingLastPathComponent
        let writer = GeneratedFileWriter(directory: folder.isEmpty ? "." : folder)
        switch writer.write([.init(name: (path as NSString).lastPathComponent, contents: text)], check: check) {
        case .failure(let list):
            print(TextReporter().report(list.diagnostics), terminator: "")
            throw ExitCode(1)
        case .success(let outcomes):
            for outcome in outcomes { print("\(outcome.status.rawValue): \(path)") }
            if outcomes.contains(where: { $0.status == .stale }) {
                print("\(path) is stale; run the export again without --check")
                throw ExitCode(1)
            }
        }
    }
}

extension CatalogOptions {
    /// The catalog, or the diagnostics printed and exit status 1.
    func loadValidCatalog() throws -> AchievementCatalog {
        let checked = check.run(path: catalog)
        guard let loaded = checked.catalog, !checked.diagnostics.containsErrors else {
            print(TextReporter().report(checked.diagnostics), terminator: "")
            print(checked.diagnostics.countLine)
            throw ExitCode(1)
        }
        return loaded
    }
}
