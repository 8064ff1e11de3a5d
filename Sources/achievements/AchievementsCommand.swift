import ArgumentParser
import CommandLineSupport

/// The `achievements` command: Game Center achievements kept as code.
@main
struct AchievementsCommand: AsyncParsableCommand {
    /// The tool's version (`achievements --version`, and SARIF's tool version).
    static let version = RuleCatalogue.toolVersion

    static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "Validate, generate and export a game's Game Center achievements from catalog.yaml.",
        discussion: """
            Run it in the folder that holds the catalog (a game's package root): every subcommand reads the catalog \
            achievements.yml names there, else ./catalog.yaml, unless --catalog names another file. \
            A new game starts with `achievements init`.
            Exit status: 0 no errors, 1 the catalog has errors, 64 bad command-line usage.
            """,
        version: version,
        subcommands: subcommands,
        defaultSubcommand: SummaryCommand.self
    )

    /// Every subcommand; `asc` runs the sync when the tool is built with
    /// its trait, and otherwise says it is left out.
    static var subcommands: [any ParsableCommand.Type] {
        [
            SummaryCommand.self, ValidateCommand.self, GenerateCommand.self, ExportCommand.self, ChecklistCommand.self, LockCommand.self,
            DiffCommand.self, RulesCommand.self, TemplatesCommand.self, InitCommand.self, ImportCommand.self, ASCCommand.self,
        ]
    }
}
