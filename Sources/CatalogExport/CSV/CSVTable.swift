import AchievementsCatalog
/// Writes rows as RFC 4180 CSV: CRLF line ends, a field quoted when it holds a
/// comma, a quote, CR or LF (quotes doubled), UTF-8, an optional byte order mark.
///
/// Every field is also neutralised against formula injection as OWASP
/// recommends: a field starting with `=`, `+`, `-`, `@`, a tab or a carriage
/// return gets a leading `'` and is quoted, so a spreadsheet shows it as text
/// instead of running it. A field starting with `'` itself gets one too, so
/// the mark is unambiguous: `import csv` removes exactly one.
package struct CSVTable: Sendable, Hashable {
    /// The header row.
    package var header: [String]
    /// The data rows.
    package var rows: [[String]]

    /// Creates a table.
    package init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The CSV text; with `byteOrderMark`, it starts with U+FEFF for spreadsheet programs that need it.
    package func text(byteOrderMark: Bool = false) -> String {
        let lines = ([header] + rows).map { $0.map(Self.field).joined(separator: ",") + "\r\n" }
        return (byteOrderMark ? "\u{FEFF}" : "") + lines.joined()
    }

    /// One field, neutralised and quoted as needed.
    package static func field(_ value: String) -> String {
        var value = value
        var quote = false
        if let first = value.unicodeScalars.first, SpreadsheetCell.isFormulaTrigger(first) || first == "'" {
            // A text that starts with an apostrophe of its own gets one more,
            // so reading removes exactly one and the text comes back whole.
            value = "'" + value
            quote = true
        }
        if value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) { quote = true }
        return quote ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }
}
