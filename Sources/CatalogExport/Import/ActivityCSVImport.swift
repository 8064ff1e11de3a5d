import AchievementsCatalog
import Foundation
import SourceDiagnostics

/// The activities and challenges of the activities sheet
/// (`export csv --layout activities`), read back for `import csv --activities`.
struct ImportedActivities: Sendable {
    /// The activities with their keys, in the sheet's order; their achievements and leaderboards are keys, as the sheet writes them.
    var activities: [(key: String, activity: AdoptedCatalog.Activity)] = []
    /// The challenges with their keys; their leaderboard is a key.
    var challenges: [(key: String, challenge: AdoptedCatalog.Challenge)] = []
    /// The locales of the sheet's language columns.
    var locales: [String] = []
    /// The sheet's path, for findings about it as a whole.
    var path = ""
}

/// Reads the activities sheet: every column ``ActivityCSV`` writes, one row
/// per activity or challenge. A mistake is reported at its cell with the
/// `csv-import` rule; what the sheet says is kept exactly, for `validate`
/// to judge.
enum ActivityCSVImport {
    static func read(_ text: String, path: String) -> Staged<ImportedActivities> {
        let read = NamedSheet.read(text, path: path, what: "the activities CSV", maxRows: ImportLimits.activityRows,
                                   tooMany: "Apple documents no limit on activities or challenges, and no game has that many", columns: ActivityCSV.columns,
                                   option: "--activities")
        guard let sheet = read.value else { return .failed(read.diagnostics) }
        var imported = ImportedActivities()
        imported.path = path
        imported.locales = sheet.locales
        // A language's description or image column without its name column would be read by no one.
        for column in sheet.columns {
            for prefix in ["Description (", "Image ("] where column.lowercased().hasPrefix(prefix.lowercased()) && column.hasSuffix(")") {
                let locale = String(column.dropFirst(prefix.count).dropLast()).trimmingSpaces
                if !sheet.locales.contains(where: { $0.lowercased() == locale.lowercased() }) {
                    return .failed([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: CSVImport.rule.id,
                                               message: "the column '\(column.prefix(80))' has no 'Name (\(locale.prefix(40)))' column beside it; each language has a name column")])
                }
            }
        }
        var diagnostics = sheet.shortRows
        for row in sheet.rows {
            func cell(_ name: String) -> CSVReader.Field { row.cell(name) }
            func text(_ name: String) -> String { row.text(name) }
            func error(_ name: String, _ message: String) {
                diagnostics.append(Diagnostic(path: path, position: cell(name).position, severity: .error, rule: CSVImport.rule.id, message: message))
            }
            func flag(_ name: String) -> Bool? {
                switch text(name).lowercased() {
                case "yes", "y", "true", "1", "x", "✓": return true
                case "no", "n", "false", "0", "": return false
                default:
                    error(name, "'\(text(name).prefix(40))' in '\(name)' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0)")
                    return nil
                }
            }
            func list(_ name: String) -> [String] { row.list(name) }
            let key = text("Local Key"), id = text("ID"), image = text("Image")
            let texts = imported.locales.map { locale in
                var texts = AdoptedCatalog.NamedTexts(locale: locale, title: cell("Name (\(locale))").text,
                                                      description: cell("Description (\(locale))").text.isEmpty ? nil : cell("Description (\(locale))").text)
                let own = text("Image (\(locale))")
                texts.image = own.isEmpty ? nil : own
                return texts
            }.filter { !$0.title.isEmpty || $0.description != nil || $0.image != nil }
            // Activities and challenges have no default image name: one written is kept as written.
            let namedImage = image.isEmpty ? nil : image
            /// A cell of the other kind's columns, which the row's kind has no field for, is refused rather than dropped.
            func othersEmpty(_ names: [String], of kind: String) -> Bool {
                guard let name = names.first(where: { !text($0).isEmpty }) else { return true }
                error(name, "'\(name)' is a column of \(kind) rows; leave it empty on this row")
                return false
            }
            switch text("Kind").lowercased() {
            case ActivityCSV.activityKind.lowercased():
                guard othersEmpty(["Repeatable", "Durations"], of: "Game Center challenge") else { continue }
                var numbers: [Int?] = []
                for name in ["Minimum Players", "Maximum Players"] {
                    let value = text(name)
                    if !value.isEmpty, Int(value) == nil { error(name, "'\(value.prefix(40))' in '\(name)' is not a whole number, nor empty") }
                    numbers.append(Int(value))
                }
                guard let partyCode = flag("Party Code") else { continue }
                let properties: [AdoptedCatalog.Property]
                switch PropertiesCell.read(text("Properties"), column: "Properties") {
                case .success(let read): properties = read
                case .failure(let problem):
                    error("Properties", problem.message)
                    continue
                }
                imported.activities.append((key, AdoptedCatalog.Activity(
                    id: id, referenceName: cell("Reference Name").text, minimumPlayers: numbers[0], maximumPlayers: numbers[1], partyCode: partyCode,
                    playStyle: text("Play Style").isEmpty ? nil : text("Play Style"), properties: properties,
                    fallbackURL: text("Fallback URL").isEmpty ? nil : text("Fallback URL"), achievementIDs: list("Achievements"),
                    leaderboardIDs: list("Leaderboards"), texts: texts, image: namedImage)))
            case ActivityCSV.challengeKind.lowercased():
                guard othersEmpty(["Minimum Players", "Maximum Players", "Party Code", "Play Style", "Properties", "Fallback URL", "Achievements"],
                                  of: "activity") else { continue }
                guard let repeatable = flag("Repeatable") else { continue }
                let leaderboards = list("Leaderboards")
                guard leaderboards.count == 1 else {
                    error("Leaderboards", "a Game Center challenge's row names the one leaderboard it is built on in 'Leaderboards'")
                    continue
                }
                imported.challenges.append((key, AdoptedCatalog.Challenge(
                    id: id, referenceName: cell("Reference Name").text, leaderboardID: leaderboards[0], repeatable: repeatable,
                    durations: list("Durations"), texts: texts, image: namedImage)))
            default:
                error("Kind", "'\(text("Kind").prefix(40))' in 'Kind' is neither '\(ActivityCSV.activityKind)' nor '\(ActivityCSV.challengeKind)'")
            }
        }
        // In the sheet's order, short rows among the others.
        diagnostics = diagnostics.sortedByPosition()
        if diagnostics.containsErrors { return .failed(diagnostics) }
        return Staged(imported, diagnostics: diagnostics)
    }
}
