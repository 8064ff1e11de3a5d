/// What spreadsheets do to a cell's text, known here so the CSV export and
/// the rule that warns about it agree.
package enum SpreadsheetCell {
    /// Whether a cell starting with `scalar` is read as a formula (OWASP
    /// "CSV injection": `=`, `+`, `-`, `@`, tab, carriage return); the CSV
    /// export writes such a text with a leading apostrophe.
    package static func isFormulaTrigger(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "=", "+", "-", "@", "\t", "\r": true
        default: false
        }
    }

    /// Whether `text` starts like a formula.
    package static func startsLikeFormula(_ text: String) -> Bool {
        text.unicodeScalars.first.map(isFormulaTrigger) ?? false
    }
}
