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

    /// Why a file is not CSV, or is refused.
    package struct Problem: Error, Sendable, Hashable {
        /// What is wrong.
        package var message: String
        /// Where.
        package var position: SourcePosition
        /// Whether the file was refused for having more than ``maxRows`` rows
        /// (at the row past the limit), which a caller may say in its own words.
        package var isRowLimit = false
    }

    /// The most rows read (a header counts as one); reading stops at the
    /// first row past it. The imports set their own.
    package var maxRows = 100_000
    /// The most fields in a row.
    package var maxFields = 1_000
    /// The most fields in the file: a sheet of empty cells is refused here,
    /// with the memory of a million fields at most, before its row limit.
    package var maxCells = 1_000_000
    /// The most characters (scalars) in one field: an App Store Connect text
    /// has at most 1,000.
    package var maxFieldScalars = 65_536

    /// Creates a reader.
    package init() {}

    /// A reader that reads at most `maxRows` rows.
    package init(maxRows: Int) {
        self.maxRows = maxRows
    }

    /// The rows of `text`; empty lines are skipped. Every bound is checked as
    /// the text is read, so a refused file costs no more than its first rows.
    package func rows(_ text: String) throws(Problem) -> [[Field]] {
        var rows: [[Field]] = []
        var row: [Field] = []
        var field = "", quoted = false, inQuotes = false, atFieldStart = true
        var fieldScalars = 0, cells = 0
        var line = 1, column = 1
        var fieldStart = SourcePosition(line: 1, column: 1)
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        if index < scalars.endIndex, scalars[index] == "\u{FEFF}" { index = scalars.index(after: index) }

        func endField() {
            var text = field
            if let first = text.unicodeScalars.first, first == "'", text.unicodeScalars.count > 1 {
                let second = text.unicodeScalars[text.unicodeScalars.index(after: text.unicodeScalars.startIndex)]
                if second == "'" || SpreadsheetCell.isFormulaTrigger(second) { text.unicodeScalars.removeFirst() }
            }
            row.append(Field(text: text, position: fieldStart))
            field = ""
            fieldScalars = 0
            quoted = false
            atFieldStart = true
        }

        func append(_ scalar: Unicode.Scalar) throws(Problem) {
            fieldScalars += 1
            guard fieldScalars <= maxFieldScalars else {
                throw Problem(message: "a cell has more than \(maxFieldScalars) characters", position: fieldStart)
            }
            field.unicodeScalars.append(scalar)
        }

        func next(_ index: String.UnicodeScalarView.Index) -> Unicode.Scalar? {
            let after = scalars.index(after: index)
            return after < scalars.endIndex ? scalars[after] : nil
        }

        while index < scalars.endIndex {
            let scalar = scalars[index]
            if atFieldStart {
                fieldStart = SourcePosition(line: line, column: column)
                atFieldStart = false
                // Counted as they start, so reading stops at the first one past a
                // bound; an empty line (skipped) is neither a row nor a cell.
                if !(row.isEmpty && (scalar == "\r" || scalar == "\n")) {
                    if row.isEmpty, rows.count >= maxRows {
                        throw Problem(message: "the file has more than \(maxRows) rows", position: fieldStart, isRowLimit: true)
                    }
                    cells += 1
                    guard cells <= maxCells else {
                        throw Problem(message: "the file has more than \(maxCells) cells", position: fieldStart)
                    }
                }
                if scalar == "\"" {
                    quoted = true
                    inQuotes = true
                    index = scalars.index(after: index)
                    column += 1
                    continue
                }
            }
            if inQuotes {
                if scalar == "\"" {
                    if next(index) == "\"" {
                        try append("\"")
                        index = scalars.index(index, offsetBy: 2)
                        column += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    try append(scalar)
                    if scalar == "\n" { line += 1; column = 0 }
                }
            } else if scalar == "," {
                endField()
                // Reported where the first field past the bound starts.
                guard row.count < maxFields else {
                    throw Problem(message: "a row has more than \(maxFields) fields", position: SourcePosition(line: line, column: column + 1))
                }
            } else if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", next(index) == "\n" { index = scalars.index(after: index) }
                if !(row.isEmpty && field.isEmpty && !quoted) { endField(); rows.append(row) }
                row = []
                atFieldStart = true
                line += 1
                column = 0
            } else if quoted {
                throw Problem(message: "text after a closing quote; a field with a quote must be quoted whole, with quotes doubled",
                              position: SourcePosition(line: line, column: column))
            } else {
                try append(scalar)
            }
            index = scalars.index(after: index)
            column += 1
        }
        if inQuotes { throw Problem(message: "a quoted field is never closed", position: fieldStart) }
        if !row.isEmpty || !field.isEmpty || quoted { endField(); rows.append(row) }
        return rows
    }
}
