import AchievementsCatalog
import SourceDiagnostics

/// `invisible-characters`: no text hides what it says. Control characters
/// (NUL, ESC, BEL…) and bidirectional overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069, "Trojan Source") are errors in reference names, titles and
/// descriptions; a text made only of invisible characters (such as U+FEFF)
/// is an error too. Tabs and line breaks in descriptions are left to `whitespace`.
/// IDs and keys allow only ASCII letters, digits, `.` and `_` (`id-format`, `key-format`).
package struct InvisibleCharactersRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "invisible-characters",
        category: .texts,
        summary: #"texts have no control characters or bidirectional overrides and are not only invisible characters"#,
        example: #"catalog.yaml:43:16: error: 'en' title of 'best_10' contains U+202E (a bidirectional control); remove it [invisible-characters]"#,
        trigger: RuleTrigger(replacing: "title: Ten", with: "title: \"Ten\\u202E\""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        if Self.isPrintableASCII(text.value) { return }
        switch Self.scan(text.value) {
        case .hidden(let bad):
            findings.error("\(what.label) of '\(label)' contains U+\(String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)) (\(Self.describe(bad))); remove it",
                           at: text.position)
        case .onlyInvisible:
            findings.error("\(what.label) of '\(label)' is only invisible characters", at: text.position)
        case .readable:
            break
        }
    }

    /// What one pass over a text's scalars finds.
    enum Scan: Equatable {
        /// The first hidden scalar (see ``isHidden(_:)``).
        case hidden(Unicode.Scalar)
        /// No hidden scalar, at least one format character, and nothing visible.
        case onlyInvisible
        /// Nothing to report.
        case readable
    }

    /// Looks for the first hidden scalar and, on the way, whether the text
    /// is only invisible characters with a format character among them.
    /// ASCII scalars need no property lookup: past the controls (hidden),
    /// only the space is invisible and none is a format character. The text
    /// is read as its UTF-8 bytes, each scalar past ASCII decoded from its
    /// bytes (a string's bytes are valid UTF-8): walking its scalars cost
    /// several times as much.
    static func scan(_ text: String) -> Scan {
        var text = text
        return text.withUTF8 { bytes in
            var onlyInvisible = true
            var anyFormat = false
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead < 0x20 || lead == 0x7F { return .hidden(Unicode.Scalar(lead)) }
                    if lead != 0x20 { onlyInvisible = false }
                    index += 1
                    continue
                }
                let (scalar, length) = decode(bytes, at: index)
                index += length
                if isHidden(scalar) { return .hidden(scalar) }
                let format = isFormat(scalar)
                anyFormat = anyFormat || format
                if onlyInvisible && !format && !scalar.properties.isWhitespace { onlyInvisible = false }
            }
            return onlyInvisible && anyFormat ? .onlyInvisible : .readable
        }
    }

    /// The scalar whose valid UTF-8 sequence of two to four bytes starts at
    /// `index`, and the sequence's length.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let value: UInt32
        let length: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            length = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            length = 3
        } else {
            value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Controls (tabs and line breaks included: App Store Connect's texts
    /// are one line each), line and paragraph separators, and bidirectional
    /// controls (Unicode's Bidi_Control set, the Arabic letter mark among them).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if isControl(scalar) { return true }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// General category Cc, which Unicode's stability policy fixes at
    /// U+0000–U+001F and U+007F–U+009F: no property lookup per scalar, the
    /// hot path of validating a large catalog.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// General category Cf; no ASCII scalar is one, so only others are looked up.
    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.generalCategory == .format
    }

    /// Whether every byte is printable ASCII (U+0020–U+007E): no control,
    /// no format character, and a space alone is not "only invisible"
    /// (`isFormat` is never true for ASCII). Most texts are, and one pass
    /// over their bytes settles them without decoding scalars.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] &- 0x20 < 0x5F else { return false }
                index += 1
            }
            return true
        }
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        if isControl(scalar) { return "a control character" }
        return scalar.value == 0x2028 || scalar.value == 0x2029 ? "a line or paragraph separator" : "a bidirectional control"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
