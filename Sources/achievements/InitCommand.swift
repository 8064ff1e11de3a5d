import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import CatalogValidation
import FileAccess
import Foundation
import SourceDiagnostics

/// `achievements init`: a commented starter catalog for a new game.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter catalog.yaml (and achievements.yml) for a new game (it validates as written).",
        discussion: "Asks nothing; never overwrites an existing file."
    )

    @Option(help: "The game's name (default: the current folder's name).")
    var game: String?

    @Option(help: "The ID prefix (default: the game's name in lowercase letters and digits).")
    var idPrefix: String?

    @Option(help: "The app's Apple ID in App Store Connect, digits only (makes the write-review link).")
    var appleID: String?

    @Option(help: ArgumentHelp("The catalog file to write.", valueName: "path"), completion: .file(extensions: ["yaml"]))
    var catalog: String = "catalog.yaml"

    func validate() throws {
        if let appleID, !AppleIDRule.isValid(appleID) {
            throw ValidationError("--apple-id must be digits only, as App Store Connect shows it (such as 6758641625)")
        }
    }

    func run() throws {
        let name = StarterCatalog.gameName(from: game ?? FilePath.lastComponent(of: OutputFolder.currentDirectory()))
        let prefix = idPrefix ?? StarterCatalog.idPrefix(for: name)
        let writer = SafeFileWriter(directory: FilePath.parent(of: catalog),
                                    ownership: OutputOwnership(description: "it already exists; init never replaces a catalog",
                                                               remedy: "move it, or name another file with --catalog") { _ in false })
        let outcomes = try CommandOutput.require(writer.write([OutputFile(name: FilePath.lastComponent(of: catalog),
                                                                          contents: StarterCatalog.text(game: name, idPrefix: prefix, appleID: appleID))], check: false))
        for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
        // The configuration beside it, unless there is one already.
        if !FileManager.default.fileExists(atPath: ToolConfiguration.defaultName) {
            let configWriter = SafeFileWriter(directory: "", ownership: OutputOwnership(description: "it exists", remedy: "move it") { _ in false })
            let written = try CommandOutput.require(configWriter.write([OutputFile(name: ToolConfiguration.defaultName,
                                                                                   contents: ToolConfiguration.starterText(catalog: catalog))], check: false))
            for outcome in written { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
        }
        print("next: edit it, then run `achievements validate` and `achievements generate`")
    }
}
