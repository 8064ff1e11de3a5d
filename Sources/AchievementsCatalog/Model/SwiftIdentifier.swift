/// Turns catalog names into valid Swift identifiers.
package enum SwiftIdentifier {
    /// Swift's reserved words, which must be written in backticks to serve as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super", "throws",
        "true", "try",
    ]

    /// Names that stay special even in backticks (`E.self` is the type, not a case).
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol"]

    /// `run_100` → `run100`, `control_voice_over` → `controlVoiceOver`: lower camel case
    /// from snake case, with anything that cannot be in an identifier dropped.
    package static func lowerCamelCase(_ name: String) -> String {
        // Only ASCII letters and digits are kept, so they are tested by their
        // byte: a Unicode property lookup per character was a tenth of
        // validating 20,000 long keys. An ASCII name (nearly every key) is
        // made byte by byte, each byte a character; another goes character
        // by character (a letter with a combining mark is no ASCII letter).
        name.isAllASCII ? asciiLowerCamelCase(name) : characterLowerCamelCase(name)
    }

    /// ``lowerCamelCase(_:)`` character by character, for any name.
    package static func characterLowerCamelCase(_ name: String) -> String {
        let parts = name.split(whereSeparator: { character in
            guard let byte = character.asciiValue else { return true }
            return !((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A))
        }).map(String.init)
        guard let first = parts.first else { return "unnamed" }
        return first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// ``lowerCamelCase(_:)`` of an ASCII name, without splitting it into strings.
    package static func asciiLowerCamelCase(_ name: String) -> String {
        var made: [UInt8] = []
        made.reserveCapacity(name.utf8.count)
        var startsPart = true
        for byte in name.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39, isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
            guard isDigit || isUpper || isLower else {
                startsPart = true
                continue
            }
            if startsPart {
                // A part's first letter: lower case for the first part, upper case for the others.
                made.append(made.isEmpty ? (isUpper ? byte + 0x20 : byte) : (isLower ? byte - 0x20 : byte))
                startsPart = false
            } else {
                made.append(byte)
            }
        }
        return made.isEmpty ? "unnamed" : String(decoding: made, as: UTF8.self)
    }

    /// `retro racing` → `RetroRacing`: upper camel case.
    package static func upperCamelCase(_ name: String) -> String {
        let lower = lowerCamelCase(name)
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// `name` as it must be written to declare or use it: keywords in backticks,
    /// names that cannot be used with a trailing underscore, a leading digit behind `_`.
    package static func escaped(_ name: String) -> String {
        var name = name.isEmpty ? "unnamed" : name
        // An ASCII first byte is a whole character, and a number only if a digit.
        if let byte = name.utf8.first, byte < 0x80 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { name = "_" + name }
        } else if let first = name.first, first.isNumber {
            name = "_" + name
        }
        if unusable.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }
}
