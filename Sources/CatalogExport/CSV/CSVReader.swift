import AchievementsCatalog
import SourceDiagnostics

/// Reads RFC 4180 CSV as the admin export writes it (and spreadsheets save
/// it): commas, double quotes with `""` inside, CRLF or LF line ends, an
/// optional byte order mark. Each field keeps its line and column. A `'`
/// before `= + - @`, a tab, a carriage return or another `'` is the export's
/// neutralisation, which reading undoes, quoted or not (a spreadsheet may
/// save the cell without the quotes the export wrote).
package struct CSVReader: Sendable {
    /// One field and where it starts.
    package struct Field: Sendable, Hashable {
        /// The text, unquoted.
        package var text: String
        /// Where it starts.
        package var position: SourcePosition
    }

    /// Why a file is not CSV.
    package struct Problem: Error, Sendable, Hashable {
        /// What is wrong.
        package var message: String
        /// Where.
        package var position: SourcePosition
    }

    /// The most rows read (the export writes one per achievement; ASC allows 100).
    package var maxRows = 100_000
    /// The most fields in a row.
    package var maxFields = 1_000

    /// Creates a reader.
    package init() {}

    /// The rows of `text`; empty lines are skipped.
    package func rows(_ text: String) throws(Problem) -> [[Field]] {
        var rows: [[Field]] = []
        var row: [Field] = []
        var field = "", quoted = false, inQuotes = false, atFieldStart = true
        var line = 1, column = 1
        var fieldStart = SourcePosition(line: 1, column: 1)
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var index = 0

        func endField() {
            var text = field
            if let first = text.unicodeScalars.first, first == "'", text.unicodeScalars.count > 1 {
                let second = text.unicodeScalars[text.unicodeScalars.index(after: text.unicodeScalars.startIndex)]
                if second == "'" || SpreadsheetCell.formulaTriggers.contains(Character(second)) { text.unicodeScalars.removeFirst() }
            }
            row.append(Field(text: text, position: fieldStart))
            field = ""
            quoted = false
            atFieldStart = true
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if atFieldStart {
                fieldStart = SourcePosition(line: line, column: column)
                atFieldStart = false
                if scalar == "\"" {
                    quoted = true
                    inQuotes = true
                    index += 1
                    column += 1
                    continue
                }
            }
            if inQuotes {
                if scalar == "\"" {
                    if index + 1 < scalars.count, scalars[index + 1] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 2
                        column += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    field.unicodeScalars.append(scalar)
                    if scalar == "\n" { line += 1; column = 0 }
                }
            } else if scalar == "," {
                endField()
                // Reported where the first field past the bound starts.
                guard row.count < maxFields else {
                    throw Problem(message: "a row has more than \(maxFields) fields", position: SourcePosition(line: line, column: column + 1))
                }
            } else if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                if !(row.isEmpty && field.isEmpty && !quoted) { endField(); rows.append(row) }
                guard rows.count <= maxRows else { throw Problem(message: "the file has more than \(maxRows) rows", position: fieldStart) }
                row = []
                atFieldStart = true
                line += 1
                column = 0
            } else if quoted {
                throw Problem(message: "text after a closing quote; a field with a quote must be quoted whole, with quotes doubled",
                              position: SourcePosition(line: line, column: column))
            } else {
                field.unicodeScalars.append(scalar)
            }
            index += 1
            column += 1
        }
        if inQuotes { throw Problem(message: "a quoted field is never closed", position: fieldStart) }
        if !row.isEmpty || !field.isEmpty || quoted { endField(); rows.append(row) }
        return rows
    }
}
