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
        if let game { try GameNameOption.check(game) }
        // achievements.yml names only paths inside its own folder: a catalog
        // elsewhere would leave a configuration no command could use.
        if !FileManager.default.fileExists(atPath: ToolConfiguration.defaultName),
           let reason = ToolConfiguration.outsideReason(catalog, folder: "") {
            throw ValidationError("--catalog '\(TerminalText.escaped(catalog))' \(reason); init also writes achievements.yml, which names only files inside this folder: write the catalog here, or run init where it should live")
        }
        if let appleID, !AppleIDRule.isValid(appleID) {
            throw ValidationError("--apple-id must be 1 to 19 digits, as App Store Connect shows it (such as 6758641625)")
        }
        // Checked as the catalog would check it, before a byte is written.
        if let idPrefix, let problem = IDPrefixRule.problem(with: idPrefix) {
            throw ValidationError("--id-prefix '\(TerminalText.escaped(idPrefix))' \(problem); it becomes the start of every ID (such as mygame or com.studio.mygame)")
        }
    }

    func run() throws {
        let name = StarterCatalog.gameName(from: game ?? FilePath.lastComponent(of: OutputFolder.currentDirectory()))
        let prefix = idPrefix ?? StarterCatalog.idPrefix(for: name)
        let text = StarterCatalog.text(game: name, idPrefix: prefix, appleID: appleID)
        // What init writes validates as written: an option that would make it fail is refused instead.
        let problems = CatalogCheck().run(text: text, path: catalog).diagnostics.filter { $0.severity == .error }
        if let problem = problems.first {
            throw ValidationError("the starter catalog would not validate with these options: \(problem.message)")
        }
        let writer = SafeFileWriter(directory: FilePath.parent(of: catalog),
                                    ownership: .none("init never replaces a catalog", remedy: "move it, or name another file with --catalog"),
                                    outputOption: "--catalog")
        let outcomes = try CommandOutput.require(writer.write([OutputFile(name: FilePath.lastComponent(of: catalog),
                                                                          contents: text)], check: false))
        for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
        // The configuration beside it, unless there is one already.
        if !FileManager.default.fileExists(atPath: ToolConfiguration.defaultName) {
            let configWriter = SafeFileWriter(directory: "", ownership: .none("init never replaces a configuration", remedy: "move it"),
                                              outputOption: "file")
            let written = try CommandOutput.require(configWriter.write([OutputFile(name: ToolConfiguration.defaultName,
                                                                                   contents: ToolConfiguration.starterText(catalog: catalog, game: name))], check: false))
            for outcome in written { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
        }
        print("next: edit it, then run `achievements validate`; generate the game's code with `achievements generate` or the build-tool plugin")
    }
}
