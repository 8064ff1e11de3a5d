import AchievementsCatalog
import SourceDiagnostics

/// A sheet read by column name, as the leaderboards and activities sheets
/// are: its header (each column once, every required one there), the
/// locales of its `Name (LOCALE)` columns, and its rows, a row cut short
/// refused at its last cell.
struct NamedSheet {
    /// The rows after the header, each as long as the header.
    var rows: [Row] = []
    /// The locales of the `Name (LOCALE)` columns, in order.
    var locales: [String] = []
    /// The refusals of rows cut short.
    var shortRows: [Diagnostic] = []
    /// The header's column names, without the spaces around them.
    var columns: [String] = []

    /// One row, its cells read by column name.
    struct Row {
        var fields: [CSVReader.Field]
        var columnOfName: [String: Int]

        /// The cell of the column `name` (any case).
        func cell(_ name: String) -> CSVReader.Field {
            let index = columnOfName[name.trimmingSpaces.lowercased()] ?? -1
            return index >= 0 && index < fields.count ? fields[index] : CSVReader.Field(text: "", position: fields.first?.position ?? .startOfFile)
        }

        /// The cell's text without the spaces around it.
        func text(_ name: String) -> String { cell(name).text.trimmingSpaces }

        /// A list cell: the export writes ", "; a sheet edited by hand may use ";" or a line break, as spreadsheets do for lists.
        func list(_ name: String) -> [String] {
            text(name).split(whereSeparator: { $0 == "," || $0 == ";" || $0.isNewline }).map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
    }

    /// Reads `text` (the sheet `what`, e.g. "the leaderboards CSV"), at most
    /// `maxRows` rows after the header; `tooMany` says why more are refused,
    /// and `option` names the import option that reads it.
    static func read(_ text: String, path: String, what: String, maxRows: Int, tooMany: String, columns: [String], option: String) -> Staged<NamedSheet> {
        func refuse(_ message: String, _ position: SourcePosition = .startOfFile) -> Staged<NamedSheet> {
            .failed([Diagnostic(path: path, position: position, severity: .error, rule: CSVImport.rule.id, message: message)])
        }
        let rows: [[CSVReader.Field]]
        do throws(CSVReader.Problem) {
            // The header and at most `maxRows` rows: reading stops at the row past them.
            rows = try CSVReader(maxRows: maxRows + 1).rows(text)
        } catch let error where error.isRowLimit {
            return refuse("\(what) has more than \(maxRows) rows; \(tooMany)", error.position)
        } catch {
            return refuse(error.message, error.position)
        }
        guard let header = rows.first else { return refuse("\(what) is empty") }
        // Column names are matched without case and without the spaces around them, as a spreadsheet user may leave them.
        var columnOfName: [String: Int] = [:]
        for (index, field) in header.enumerated() {
            let name = field.text.trimmingSpaces.lowercased()
            if let earlier = columnOfName[name] {
                return refuse("the column '\(field.text.prefix(80))' repeats column \(earlier + 1); each column, and each locale, appears once", field.position)
            }
            columnOfName[name] = index
        }
        for column in columns where columnOfName[column.lowercased()] == nil {
            return refuse("\(what) has no '\(column)' column; `\(option)` reads the \(option.dropFirst(2)) layout of `achievements export csv`")
        }
        var sheet = NamedSheet()
        sheet.columns = header.map(\.text.trimmingSpaces)
        sheet.locales = sheet.columns.compactMap { name -> String? in
            guard name.lowercased().hasPrefix("name ("), name.hasSuffix(")") else { return nil }
            return String(name.dropFirst("Name (".count).dropLast()).trimmingSpaces
        }
        for row in rows.dropFirst() {
            // A row of empty cells (a spreadsheet's leftover) says nothing: skipped, as a blank line is.
            if row.allSatisfy({ $0.text.trimmingSpaces.isEmpty }) { continue }
            // A row cut short would import its missing texts as empty: refused at its last cell.
            guard row.count >= header.count else {
                sheet.shortRows.append(Diagnostic(path: path, position: row.last?.position ?? .startOfFile, severity: .error, rule: CSVImport.rule.id,
                                                  message: "this row has \(row.count) cells; the header has \(header.count)"))
                continue
            }
            sheet.rows.append(Row(fields: row, columnOfName: columnOfName))
        }
        return Staged(sheet)
    }
}
