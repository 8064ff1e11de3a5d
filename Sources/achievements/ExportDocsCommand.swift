import ArgumentParser
import CommandLineSupport
import CatalogExport
import FileAccess
import Foundation

/// `achievements export docs`: the achievements documentation page.
struct ExportDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "The achievements documentation page in Markdown: tables per group, titles per language, points."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var destination: ExportOutputOptions

    func run() throws {
        let settings = try options.resolve()
        let catalog = try settings.loadValidCatalog()
        let groups = catalog.groups.map { (key: $0.key.value, name: $0.name.value) }
        let text = DocsExport.markdown(AdminSheet(catalog), groups: groups, sourceFile: FilePath.lastComponent(of: settings.catalog),
                                       catalog: catalog)
        try destination.deliver(text, defaultPath: "-", ownership: DocsExport.ownership, catalog: settings)
    }
}
