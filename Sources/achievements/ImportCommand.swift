import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import CatalogExport
import FileAccess
import Foundation
import SourceDiagnostics

/// `achievements import`: a catalog from what a team already has.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build a catalog from an existing source.",
        subcommands: [ImportCSVCommand.self, ImportGameKitCommand.self]
    )
}

/// `achievements import csv FILE`: a catalog from the admin CSV.
struct ImportCSVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv",
        abstract: "Build a catalog from the admin CSV (the achievements layout of `export csv`, its leaderboards layout with --leaderboards, and its activities layout with --activities).",
        discussion: """
            Each Type becomes a group; a rule with a number makes a threshold group, one without a control-input group. \
            What the CSV cannot say (bestRun or cumulative, what a metric counts) is marked `# import:` in the catalog. \
            Never overwrites a file.
            """
    )

    @Argument(help: ArgumentHelp("The CSV file.", valueName: "file"), completion: .file(extensions: ["csv"]))
    var file: String

    @Option(help: ArgumentHelp("The leaderboards sheet (the leaderboards layout of `export csv`), for the catalog's leaderboards and sets.",
                               valueName: "file"), completion: .file(extensions: ["csv"]))
    var leaderboards: String?

    @Option(help: ArgumentHelp("The activities sheet (the activities layout of `export csv`), for the catalog's activities and Game Center challenges.",
                               valueName: "file"), completion: .file(extensions: ["csv"]))
    var activities: String?

    @Option(help: ArgumentHelp("The catalog to write.", valueName: "path"), completion: .file(extensions: ["yaml", "yml"]))
    var output: String = "catalog.yaml"

    @Option(help: "The game's name in the new catalog.")
    var game: String = "MyGame"

    func validate() throws {
        try GameNameOption.check(game)
    }

    @Option(name: .long, help: "Refuse CSV files larger than this many bytes.")
    var maxInputBytes: Int = 16 * 1024 * 1024

    func run() async throws {
        let text = try read(file)
        let sheet = try leaderboards.map { (text: try read($0), path: $0) }
        let activitySheet = try activities.map { (text: try read($0), path: $0) }
        let imported = CSVImport.catalog(fromCSV: text, path: file, game: StarterCatalog.gameName(from: game), leaderboards: sheet, activities: activitySheet)
        guard let catalog = imported.value else {
            try CommandOutput.report(imported.diagnostics)
            return
        }
        if FileManager.default.fileExists(atPath: output) {
            throw CommandOutput.fail(Diagnostic(path: output, position: .startOfFile, severity: .error, rule: FileRule.notGenerated.id,
                                             message: "\(TerminalText.escaped(output)) exists; `import csv` writes a new catalog and never overwrites one"))
        }
        let writer = SafeFileWriter(directory: FilePath.parent(of: output),
                                    ownership: OutputOwnership(description: "it exists", remedy: "move it") { _ in false },
                                    protectedInputs: [file] + (leaderboards.map { [$0] } ?? []) + (activities.map { [$0] } ?? []))
        _ = try CommandOutput.require(writer.write([OutputFile(name: FilePath.lastComponent(of: output), contents: catalog)], check: false))
        if !imported.diagnostics.isEmpty { print(TextReporter().report(imported.diagnostics), terminator: "") }
        let decisions = catalog.components(separatedBy: "# import:").count - 1
        print("wrote \(TerminalText.escaped(output)); review the \(decisions) line(s) marked `# import:`, then run `achievements validate --catalog \(TerminalText.escaped(output))`")
    }

    /// A CSV file's text: at most `--max-input-bytes`, UTF-8.
    func read(_ path: String) throws -> String {
        let bytes: [UInt8]
        switch FileBytes.read(path, maxBytes: maxInputBytes) {
        case .failure(let failure):
            throw CommandOutput.fail(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message))
        case .success(let read):
            bytes = read
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandOutput.fail(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: CSVImport.rule.id,
                                             message: "the CSV is not UTF-8; save it as UTF-8 CSV"))
        }
        return text
    }
}
