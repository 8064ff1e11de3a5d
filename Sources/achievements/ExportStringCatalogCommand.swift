import ArgumentParser
import CommandLineSupport
import CatalogExport

/// `achievements export xcstrings`: the Xcode String Catalog of achievement texts.
struct ExportStringCatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcstrings",
        abstract: "Write the Xcode String Catalog of titles and descriptions (default localizations/Achievements.xcstrings)."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var destination: ExportOutputOptions

    func run() throws {
        let settings = try options.resolve()
        let catalog = try settings.loadValidCatalog()
        try destination.deliver(StringCatalogExport.text(catalog), defaultPath: "localizations/Achievements.xcstrings",
                                ownership: StringCatalogExport.ownership, catalog: settings)
    }
}
