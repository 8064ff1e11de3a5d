/// What spreadsheets do to a cell's text, known here so the CSV export and
/// the rule that warns about it agree.
package enum SpreadsheetCell {
    /// The first characters that make a spreadsheet read a cell as a formula
    /// (OWASP "CSV injection"); the CSV export writes such a text with a
    /// leading apostrophe.
    package static let formulaTriggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// Whether `text` starts like a formula.
    package static func startsLikeFormula(_ text: String) -> Bool {
        text.unicodeScalars.first.map { formulaTriggers.contains(Character($0)) } ?? false
    }
}
