import AchievementsCatalog
import ImportRules
import SourceDiagnostics

/// Builds a catalog from the admin CSV (the `achievements` layout `export csv`
/// writes), so a team with a spreadsheet adopts in one step.
///
/// Everything the sheet says goes into the catalog: IDs, keys, reference
/// names, points, flags, images, texts per locale, types and rule texts.
/// What it does not say is decided and marked with an `# import:` comment
/// to review: each `Type` becomes a group; a rule with a number is a
/// threshold group (`bestRun`, with a metric named after the group), one
/// without is a control-input group (one input per rule text). Exporting the
/// imported catalog gives the same CSV back.
package enum CSVImport {
    /// The rule of every import diagnostic.
    package static let rule = ImportRule.csv

    static let required = ["Local Key", "Achievement ID", "Reference Name", "Type", "Threshold / Rule", "Point Value", "Hidden",
                           "Achievable More Than Once", "Image"]

    /// The catalog text for the CSV `text` read from `path`, with the
    /// leaderboards sheet's leaderboards and sets when `leaderboards` gives
    /// its text and path, and the activities sheet's activities and
    /// challenges when `activities` does.
    package static func catalog(fromCSV text: String, path: String, game: String,
                                leaderboards: (text: String, path: String)? = nil,
                                activities: (text: String, path: String)? = nil) -> Staged<String> {
        var sheet = ImportedLeaderboards(), activitySheet = ImportedActivities()
        var sheetDiagnostics: [Diagnostic] = []
        if let leaderboards {
            let read = LeaderboardCSVImport.read(leaderboards.text, path: leaderboards.path)
            guard let value = read.value else { return .failed(read.diagnostics) }
            sheet = value
            sheetDiagnostics = read.diagnostics
        }
        if let activities {
            let read = ActivityCSVImport.read(activities.text, path: activities.path)
            guard let value = read.value else { return .failed(sheetDiagnostics + read.diagnostics) }
            activitySheet = value
            sheetDiagnostics += read.diagnostics
        }
        let imported = achievementsCatalog(fromCSV: text, path: path, game: game, leaderboards: sheet, activities: activitySheet)
        return Staged(imported.value, diagnostics: sheetDiagnostics + imported.diagnostics)
    }

    static func achievementsCatalog(fromCSV text: String, path: String, game: String, leaderboards: ImportedLeaderboards,
                                    activities: ImportedActivities = ImportedActivities()) -> Staged<String> {
        func refuse(_ message: String, _ position: SourcePosition = .startOfFile) -> Staged<String> {
            .failed([Diagnostic(path: path, position: position, severity: .error, rule: rule.id, message: message)])
        }
        let rows: [[CSVReader.Field]]
        do throws(CSVReader.Problem) {
            // The header and at most ImportLimits.rows achievements: reading stops at the row past them.
            rows = try CSVReader(maxRows: ImportLimits.rows + 1).rows(text)
        } catch let error where error.isRowLimit {
            return refuse("the CSV has more than \(ImportLimits.rows) rows; a catalog holds at most \(ImportLimits.rows) (App Store Connect allows \(ASCLimits.maxAchievements) achievements per app)",
                          error.position)
        } catch {
            return refuse(error.message, error.position)
        }
        guard let header = rows.first else { return refuse("the CSV is empty") }
        let names = header.map(\.text)
        // A column named twice (`en-US` and `EN-us` alike) would import one and lose the other.
        var firstColumn: [String: Int] = [:]
        for (index, field) in header.enumerated() {
            let folded = field.text.lowercased()
            if let earlier = firstColumn[folded] {
                return refuse("the column '\(field.text.prefix(80))' repeats column \(earlier + 1) ('\(header[earlier].text.prefix(80))'); each column, and each locale, appears once",
                              field.position)
            }
            firstColumn[folded] = index
        }
        let columnOfName = firstColumn
        if names.contains("Locale") && !names.contains("Point Value") {
            return refuse("this is the localizations layout, which has no points or rules; export with `--layout achievements` and import that")
        }
        for column in required where !names.contains(column) {
            return refuse("the CSV has no '\(column)' column; import reads the achievements layout of `achievements export csv`")
        }
        let locales = names.compactMap { name -> String? in
            guard name.hasPrefix("Display Name ("), name.hasSuffix(")") else { return nil }
            return String(name.dropFirst("Display Name (".count).dropLast())
        }
        guard !locales.isEmpty else { return refuse("the CSV has no 'Display Name (LOCALE)' column: a catalog needs at least one language") }
        let data = Array(rows.dropFirst())
        guard !data.isEmpty else { return refuse("the CSV has a header and no achievement") }

        var diagnostics: [Diagnostic] = []
        var sheet: [SheetRow] = []
        for row in data {
            func cell(_ name: String) -> CSVReader.Field {
                let index = columnOfName[name.lowercased()] ?? -1
                return index >= 0 && index < row.count ? row[index] : CSVReader.Field(text: "", position: row.first?.position ?? .startOfFile)
            }
            let position = row.first?.position ?? .startOfFile
            guard let points = Int(cell("Point Value").text.trimmingSpaces) else {
                diagnostics.append(Diagnostic(path: path, position: cell("Point Value").position, severity: .error, rule: rule.id,
                                              message: "'\(cell("Point Value").text.prefix(40))' is not a number of points"))
                continue
            }
            // A flag a spreadsheet wrote as TRUE, x or 1 is read as such; anything else is refused, never taken for no.
            func flag(_ column: String) -> Bool? {
                let field = cell(column)
                switch field.text.trimmingSpaces.lowercased() {
                case "yes", "y", "true", "1", "x", "✓": return true
                case "no", "n", "false", "0", "": return false
                default:
                    diagnostics.append(Diagnostic(path: path, position: field.position, severity: .error, rule: rule.id,
                                                  message: "'\(field.text.prefix(40))' in '\(column)' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0)"))
                    return nil
                }
            }
            guard let hidden = flag("Hidden"), let repeatable = flag("Achievable More Than Once") else { continue }
            // Optional: a sheet from before the column, or made by hand, has none.
            let activityProperties: [AdoptedCatalog.Property]
            switch PropertiesCell.read(cell("Activity Properties").text.trimmingSpaces, column: "Activity Properties") {
            case .success(let read): activityProperties = read
            case .failure(let problem):
                diagnostics.append(Diagnostic(path: path, position: cell("Activity Properties").position, severity: .error, rule: rule.id, message: problem.message))
                continue
            }
            let texts = locales.map { locale in
                (locale, cell("Display Name (\(locale))").text, cell("Pre-earned Description (\(locale))").text, cell("Earned Description (\(locale))").text)
            }
            sheet.append(SheetRow(position: position, key: cell("Local Key").text, id: cell("Achievement ID").text, referenceName: cell("Reference Name").text,
                                  type: cell("Type").text, rule: cell("Threshold / Rule").text, points: points,
                                  hidden: hidden, repeatable: repeatable,
                                  image: cell("Image").text, texts: texts, activityProperties: activityProperties))
        }
        if diagnostics.containsErrors { return .failed(diagnostics) }
        let layout = ImportedLayout(rows: sheet)
        diagnostics += layout.notes.map { Diagnostic(path: path, position: $0.position, severity: .warning, rule: rule.id, message: $0.message) }
        // Every kind has the catalog's languages: a leaderboards sheet's locale the achievements sheet lacks is a mistake in one of them.
        if let stray = leaderboards.locales.first(where: { !locales.contains($0) }) {
            return .failed([Diagnostic(path: leaderboards.path, position: .startOfFile, severity: .error, rule: rule.id,
                                       message: "the leaderboards sheet has the locale '\(stray.prefix(40))', which the achievements sheet (\(path)) does not have (\(locales.joined(separator: ", "))); both sheets have the catalog's languages")])
        }
        if let stray = activities.locales.first(where: { !locales.contains($0) }) {
            return .failed([Diagnostic(path: activities.path, position: .startOfFile, severity: .error, rule: rule.id,
                                       message: "the activities sheet has the locale '\(stray.prefix(40))', which the achievements sheet (\(path)) does not have (\(locales.joined(separator: ", "))); every sheet has the catalog's languages")])
        }
        return Staged(CatalogText(game: game, locales: locales, layout: layout, rows: sheet, leaderboards: leaderboards, activities: activities).text,
                      diagnostics: diagnostics)
    }
}

/// One achievement row of the sheet.
struct SheetRow {
    var position: SourcePosition
    var key: String
    var id: String
    var referenceName: String
    var type: String
    var rule: String
    var points: Int
    var hidden: Bool
    var repeatable: Bool
    var image: String
    var texts: [(locale: String, title: String, before: String, after: String)]
    var activityProperties: [AdoptedCatalog.Property] = []

    /// Whether the row has no unlock rule: no type and no rule text, as
    /// export writes an achievement without a group.
    var isReportedByGame: Bool {
        type.allSatisfy(\.isWhitespace) && rule.allSatisfy(\.isWhitespace)
    }

    /// What groups the thousands of a number, in the conventions spreadsheets write.
    static let groupSeparators: Set<Character> = [",", ".", " ", "\u{00A0}", "\u{202F}", "'", "\u{2019}"]

    /// The first number in the rule, with its grouping separators (`1,000`,
    /// `1.000`, `1 000`: a separator followed by exactly three digits), and where it is.
    var threshold: (value: Int, range: Range<String.Index>)? {
        guard let start = rule.firstIndex(where: \.isNumber) else { return nil }
        var end = start
        while end < rule.endIndex {
            if rule[end].isNumber {
                end = rule.index(after: end)
                continue
            }
            if Self.groupSeparators.contains(rule[end]) {
                let next = rule.index(after: end)
                let digits = rule[next...].prefix { $0.isNumber }
                if digits.count == 3 {
                    end = digits.endIndex
                    continue
                }
            }
            break
        }
        guard let value = Int(rule[start..<end].filter(\.isNumber)) else { return nil }
        return (value, start..<end)
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
