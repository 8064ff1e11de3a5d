import ArgumentParser
import CommandLineSupport
import CatalogExport

/// `achievements export schema`: the JSON Schema of catalog.yaml, for editors.
struct ExportSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write the JSON Schema of catalog.yaml (default schema/catalog.schema.json), for editors with a YAML language server."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var destination: ExportOutputOptions

    func run() throws {
        let settings = try options.resolve()
        try destination.deliver(JSONSchemaExport.text(), defaultPath: "schema/catalog.schema.json", ownership: JSONSchemaExport.ownership, catalog: settings)
    }
}
