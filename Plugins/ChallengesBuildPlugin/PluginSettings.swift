import Foundation

/// The two values the build-tool plugin needs from `achievements.yml` before
/// the build runs (`catalog` and `templates`), read as YAML reads a top-level
/// `key: value` line, scalar by scalar: any line break, a leading byte order
/// mark, a plain value whose comment starts at a `#` after white space, and
/// single- or double-quoted values, in which `#` is text. A value written in
/// any other form (a flow collection, a block scalar, an anchor, a tag, a key
/// continued on the next line) is left out here. The plugin passes what it
/// read to the generator, which reads the whole file with the tool's YAML
/// reader and stops the build at any difference, either way (a line taken for
/// a key here that YAML reads inside another key's quoted text included), so
/// the two never disagree silently. A plugin cannot link the toolkit's
/// libraries, hence this reader.
struct PluginSettings: Equatable {
    /// The keys read, each with its value as YAML reads it.
    var values: [String: String] = [:]

    /// The keys the plugin needs.
    static let keys: Set<String> = ["catalog", "templates"]

    private typealias Scalars = Substring.UnicodeScalarView

    /// Reads `text`, the configuration file's contents, scalar by scalar (as
    /// YAML does: a `#` followed by a combining mark is still a comment).
    init(text: String) {
        var body = Substring(text).unicodeScalars
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // YAML's line breaks: LF, CR (CRLF leaves an empty line between), NEL, LS, PS.
        for line in body.split(whereSeparator: { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }) {
            guard let (key, rest) = Self.keyAndRest(line), Self.keys.contains(key),
                  let value = Self.scalar(rest), !value.isEmpty else { continue }
            values[key] = value
        }
    }

    /// Reads the file at `url`; an unreadable file has no values.
    init(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url), data.count <= 1 << 20 else {
            self.init(text: "")
            return
        }
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// `key:` at the start of a line (no indentation), and what follows the colon.
    private static func keyAndRest(_ line: Scalars) -> (String, Scalars)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard let first = key.first, first.properties.isAlphabetic,
              key.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        let rest = line[line.index(after: colon)...]
        // YAML's `key:` needs white space (or nothing) after the colon.
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (String(String.UnicodeScalarView(key)), rest)
    }

    /// The scalar after `key:`, or nil when it is not a one-line scalar this
    /// reader can read exactly.
    private static func scalar(_ rest: Scalars) -> String? {
        let text = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return nil }
        switch first {
        case "\"": return doubleQuoted(text.dropFirst())
        case "'": return singleQuoted(text.dropFirst())
        case "#", "[", "{", "|", ">", "&", "*", "!", "%", "@", "`": return nil
        default:
            // A plain scalar ends where a comment starts: a `#` after white space.
            var value = String.UnicodeScalarView()
            var previous: Unicode.Scalar = " "
            for scalar in text {
                if scalar == "#", previous == " " || previous == "\t" { break }
                value.append(scalar)
                previous = scalar
            }
            while let last = value.last, last == " " || last == "\t" { value.removeLast() }
            return String(value)
        }
    }

    /// `'…'` with `''` for a quote, then only white space or a comment.
    private static func singleQuoted(_ text: Scalars) -> String? {
        var value = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            index = text.index(after: index)
            if scalar == "'" {
                if index < text.endIndex, text[index] == "'" {
                    value.append("'")
                    index = text.index(after: index)
                    continue
                }
                return isEnd(text[index...]) ? String(value) : nil
            }
            value.append(scalar)
        }
        return nil
    }

    /// `"…"` with the escapes a path needs (`\\`, `\"`, `\t`); any other
    /// escape is left to the generator's reader.
    private static func doubleQuoted(_ text: Scalars) -> String? {
        var value = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            index = text.index(after: index)
            switch scalar {
            case "\"": return isEnd(text[index...]) ? String(value) : nil
            case "\\":
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "\\": value.append("\\")
                case "\"": value.append("\"")
                case "t": value.append("\t")
                default: return nil
                }
                index = text.index(after: index)
            default: value.append(scalar)
            }
        }
        return nil
    }

    /// Nothing but white space, then optionally a comment.
    private static func isEnd(_ text: Scalars) -> Bool {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || (rest.first == "#" && rest.startIndex != text.startIndex)
    }
}
