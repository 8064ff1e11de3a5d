import ArgumentParser
import CommandLineSupport
import CatalogGeneration
import FileAccess
import SourceDiagnostics

/// `achievements templates`: the built-in templates, to read or to copy out and customise.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, print or copy out the built-in templates, to customise them with --templates.",
        subcommands: [List.self, Cat.self, Export.self],
        defaultSubcommand: List.self
    )

    /// `achievements templates list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in templates.")

        func run() {
            for file in DefaultTemplates.files { print(file.name) }
        }
    }

    /// `achievements templates cat NAME`.
    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print one built-in template.")

        @Argument(help: "The template's file name, as `templates list` prints it.")
        var name: String

        func run() throws {
            guard let file = DefaultTemplates.files.first(where: { $0.name == name || $0.name == name + ".mustache" }) else {
                throw ValidationError("no built-in template '\(TerminalText.escaped(name))'; `achievements templates list` names them")
            }
            print(file.text, terminator: "")
        }
    }

    /// `achievements templates export [FOLDER]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Copy the built-in templates into a folder (templates/ by default) to customise them.",
            discussion: "Never overwrites a file that differs; then pass the folder to generate with --templates."
        )

        @Argument(help: ArgumentHelp("The folder to write.", valueName: "folder"), completion: .directory)
        var folder: String = "templates"

        func run() throws {
            let writer = SafeFileWriter(directory: folder, ownership: OutputOwnership(description: "it differs from the built-in template",
                                                                                      remedy: "keep it, or export into another folder") { _ in false })
            let outcomes = try CommandOutput.require(writer.write(DefaultTemplates.files.map { OutputFile(name: $0.name, contents: $0.text) }, check: false))
            for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
            // The build-tool plugin takes templates/ on its own, once SwiftPM plans the package again.
            if let plugin = BuildPluginMode.appliedPlugin(), folder == "templates" {
                print("next: \(plugin) uses templates/ from the next build that plans the package again: `touch Package.swift`, then `swift build`")
            } else {
                print("next: edit them, then `achievements generate --templates \(TerminalText.escaped(folder))` (or `templates: \(TerminalText.escaped(folder))` in achievements.yml)")
            }
        }
    }
}
