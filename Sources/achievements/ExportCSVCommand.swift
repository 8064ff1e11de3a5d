import ArgumentParser
import CommandLineSupport
import CatalogExport
import FileAccess

/// `achievements export csv`: the admin sheet, in the order admins enter it.
struct ExportCSVCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv",
        abstract: "The achievements (or leaderboards and sets, or activities and challenges) as CSV (RFC 4180, UTF-8, formula-safe), in App Store Connect entry order."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var destination: ExportOutputOptions

    @Option(help: "achievements: one row per achievement; localizations: one row per achievement and language; leaderboards: one row per leaderboard and set; activities: one row per activity and Game Center challenge.")
    var layout: CSVLayout = .achievements

    @Flag(help: "Start with a UTF-8 byte order mark, for spreadsheet programs that need one.")
    var bom = false

    func run() throws {
        let settings = try options.resolve()
        let catalog = try settings.loadValidCatalog()
        let text = CSVExport.table(AdminSheet(catalog), layout: layout).text(byteOrderMark: bom)
        try destination.deliver(text, defaultPath: "-", ownership: CSVExport.ownership(layout), catalog: settings)
    }
}

extension CSVLayout: ExpressibleByArgument {}
