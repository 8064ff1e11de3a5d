import ArgumentParser
import CommandLineSupport

/// `achievements export`: what admins and the game need, from the catalog.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the catalog for admins and tools: CSV, the String Catalog, documentation, the schema, Xcode's Game Center bundle.",
        subcommands: [ExportCSVCommand.self, ExportStringCatalogCommand.self, ExportDocsCommand.self, ExportSchemaCommand.self, ExportGameKitCommand.self]
    )
}
