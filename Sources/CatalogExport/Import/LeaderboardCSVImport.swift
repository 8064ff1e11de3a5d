import AchievementsCatalog
import SourceDiagnostics

/// The leaderboards and sets of the leaderboards sheet
/// (`export csv --layout leaderboards`), read back for `import csv --leaderboards`.
struct ImportedLeaderboards: Sendable {
    /// The leaderboards with their keys, in the sheet's order.
    var leaderboards: [(key: String, leaderboard: AdoptedCatalog.Leaderboard)] = []
    /// The sets with their keys; their leaderboards are keys, as the sheet writes them.
    var sets: [(key: String, set: AdoptedCatalog.LeaderboardSet)] = []
    /// The locales of the sheet's language columns.
    var locales: [String] = []
    /// The sheet's path, for findings about it as a whole.
    var path = ""
}

/// Reads the leaderboards sheet: every column ``LeaderboardCSV`` writes, one
/// row per leaderboard or set. A mistake is reported at its cell with the
/// `csv-import` rule; what the sheet says is kept exactly, for `validate`
/// to judge.
enum LeaderboardCSVImport {
    static func read(_ text: String, path: String) -> Staged<ImportedLeaderboards> {
        let read = NamedSheet.read(text, path: path, what: "the leaderboards CSV", maxRows: ImportLimits.leaderboardRows,
                                   tooMany: "App Store Connect allows \(ASCLimits.maxLeaderboardsWithSets) leaderboards and \(ASCLimits.maxLeaderboardSets) sets per app",
                                   columns: LeaderboardCSV.required, option: "--leaderboards")
        guard let sheet = read.value else { return .failed(read.diagnostics) }
        var imported = ImportedLeaderboards()
        imported.path = path
        imported.locales = sheet.locales
        var diagnostics = sheet.shortRows
        for row in sheet.rows {
            func cell(_ name: String) -> CSVReader.Field { row.cell(name) }
            func text(_ name: String) -> String { row.text(name) }
            func error(_ name: String, _ message: String) {
                diagnostics.append(Diagnostic(path: path, position: cell(name).position, severity: .error, rule: CSVImport.rule.id, message: message))
            }
            let key = text("Local Key"), id = text("ID"), image = text("Image")
            let texts = imported.locales.map { locale in
                AdoptedCatalog.LeaderboardTexts(locale: locale, title: cell("Name (\(locale))").text, optional: [
                    "description": cell("Description (\(locale))").text, "format": text("Format Override (\(locale))"),
                    "suffix": cell("Suffix (\(locale))").text, "suffixSingular": cell("Singular Suffix (\(locale))").text,
                ].filter { !$0.value.isEmpty })
            }.filter { !$0.title.isEmpty || !$0.optional.isEmpty }
            let activityProperties: [AdoptedCatalog.Property]
            switch PropertiesCell.read(text("Activity Properties"), column: "Activity Properties") {
            case .success(let read): activityProperties = read
            case .failure(let problem):
                error("Activity Properties", problem.message)
                continue
            }
            switch text("Kind") {
            case LeaderboardCSV.leaderboardKind:
                let start = text("Range Start"), end = text("Range End")
                var range: (start: String, end: String)?
                if !start.isEmpty || !end.isEmpty {
                    guard Int(start) != nil, Int(end) != nil else {
                        error(Int(start) == nil ? "Range Start" : "Range End", "a score range is two whole numbers, or both cells empty")
                        continue
                    }
                    range = (start, end)
                }
                let recurrence = [text("Recurrence Start"), text("Recurrence Duration"), text("Recurrence Rule")]
                if recurrence.contains(where: { !$0.isEmpty }), let empty = recurrence.firstIndex(where: \.isEmpty) {
                    error(["Recurrence Start", "Recurrence Duration", "Recurrence Rule"][empty], "a recurrence is a start, a duration and a rule, or all three cells empty")
                    continue
                }
                let hidden: Bool
                switch text("Hidden").lowercased() {
                case "yes", "y", "true", "1", "x", "✓": hidden = true
                case "no", "n", "false", "0", "": hidden = false
                default:
                    error("Hidden", "'\(text("Hidden").prefix(40))' in 'Hidden' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0)")
                    continue
                }
                var leaderboard = AdoptedCatalog.Leaderboard(
                    id: id, referenceName: cell("Reference Name").text, format: text("Score Format"), sort: text("Sort"), submission: text("Submission"),
                    range: range, recurrence: recurrence[0].isEmpty ? nil : (recurrence[0], recurrence[1], recurrence[2]), hidden: hidden,
                    texts: texts, image: image.isEmpty ? nil : image)
                leaderboard.activityProperties = activityProperties
                imported.leaderboards.append((key, leaderboard))
            case LeaderboardCSV.setKind:
                guard activityProperties.isEmpty else {
                    error("Activity Properties", "a leaderboard set has no activity properties; leave the cell empty")
                    continue
                }
                let members = row.list("Leaderboards")
                imported.sets.append((key, AdoptedCatalog.LeaderboardSet(
                    id: id, referenceName: cell("Reference Name").text, leaderboardIDs: members,
                    texts: texts.map { AdoptedCatalog.LeaderboardTexts(locale: $0.locale, title: $0.title) }, image: image.isEmpty ? nil : image)))
            default:
                error("Kind", "'\(text("Kind").prefix(40))' in 'Kind' is neither '\(LeaderboardCSV.leaderboardKind)' nor '\(LeaderboardCSV.setKind)'")
            }
        }
        // In the sheet's order, short rows among the others.
        diagnostics = diagnostics.sortedByPosition()
        if diagnostics.containsErrors { return .failed(diagnostics) }
        return Staged(imported, diagnostics: diagnostics)
    }
}
