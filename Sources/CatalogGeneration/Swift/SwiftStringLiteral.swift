/// Writes any string as a Swift string literal that evaluates to exactly that string.
///
/// Quotes, backslashes (so `\(` never interpolates), and control characters
/// are escaped; invisible format characters such as right-to-left overrides
/// are written as `\u{…}` so generated source reads as what it means.
/// Everything else, combining marks and right-to-left letters included, is
/// written as is.
package enum SwiftStringLiteral {
    /// The literal for `text`, quotes included.
    package static func make(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Control characters, line and paragraph separators, and format characters
    /// (bidirectional overrides, zero-width joiners and the like).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
