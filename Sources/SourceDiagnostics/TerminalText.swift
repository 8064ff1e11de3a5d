/// Text from a catalog, lock, reference or file name made safe to print on a
/// terminal or in a CI log: control characters (ESC sequences, a newline that
/// would forge a `PATH:LINE:COLUMN: error:` line), bidirectional overrides and
/// other invisible format characters are written as `\u{…}` escapes.
package enum TerminalText {
    /// `text` with every unsafe character escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { out += escaped(scalar) }
        return out
    }

    /// Multi-line output (a summary, a checklist, a diff) with every line's
    /// unsafe characters escaped and the line breaks kept.
    package static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// One scalar, escaped when unsafe.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        isUnsafe(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, and format
    /// characters (bidirectional overrides and isolates, zero-width space, BOM),
    /// except the zero-width non-joiner and joiner, which Persian and Indic
    /// text and emoji sequences need to display as written.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x200C || scalar.value == 0x200D { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: true
        default: false
        }
    }
}

extension Diagnostic {
    /// The message cut at `DiagnosticLimits.messageCharacters` characters.
    package var boundedMessage: String {
        var count = 0
        for index in message.unicodeScalars.indices {
            if count == DiagnosticLimits.messageCharacters {
                return String(message.unicodeScalars[..<index]) + "… (\(message.unicodeScalars.count - count) more characters)"
            }
            count += 1
        }
        return message
    }

    /// The path, message and rule escaped for a terminal or log, the message bounded.
    package var printable: (path: String, message: String, rule: String) {
        (TerminalText.escaped(path), TerminalText.escaped(boundedMessage), TerminalText.escaped(rule.rawValue))
    }
}
