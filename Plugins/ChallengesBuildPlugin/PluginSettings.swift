import Foundation

/// The two paths the build-tool plugin needs from `achievements.yml` before
/// the build runs (`catalog` and `templates`), read as YAML reads a top-level
/// scalar: any line ending (LF, CRLF, CR), a leading byte order mark, a plain
/// value whose comment starts at a `#` after white space, and single- or
/// double-quoted values, in which `#` is text. A value written in any other
/// form (a flow collection, a block scalar, an anchor, a tag, a key continued
/// on the next line) is left out here: the generator reads the whole file
/// with the catalog's YAML reader and stops the build when its reading of
/// either path differs from the plugin's, so the two can never disagree
/// silently. A plugin cannot link the toolkit's libraries, hence this reader.
struct PluginSettings: Equatable {
    /// The keys read, each with its value as YAML reads it.
    var values: [String: String] = [:]

    /// The keys the plugin needs.
    static let keys: Set<String> = ["catalog", "templates"]

    /// Reads `text`, the configuration file's contents.
    init(text: String) {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // "\r\n" is one Character, and a newline, as are "\n" and "\r".
        for line in body.split(whereSeparator: \.isNewline) {
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
    private static func keyAndRest(_ line: Substring) -> (String, Substring)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard let first = key.first, first.isLetter, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let rest = line[line.index(after: colon)...]
        // YAML's `key:` needs white space (or nothing) after the colon.
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (String(key), rest)
    }

    /// The scalar after `key:`, or nil when it is not a one-line scalar this
    /// reader can read exactly.
    private static func scalar(_ rest: Substring) -> String? {
        let text = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return nil }
        switch first {
        case "\"": return doubleQuoted(text.dropFirst())
        case "'": return singleQuoted(text.dropFirst())
        case "#", "[", "{", "|", ">", "&", "*", "!", "%", "@", "`": return nil
        default:
            // A plain scalar ends where a comment starts: a `#` after white space.
            var value = ""
            var previous: Character = " "
            for character in text {
                if character == "#", previous == " " || previous == "\t" { break }
                value.append(character)
                previous = character
            }
            return value.trimmingCharacters(in: .whitespaces)
        }
    }

    /// `'…'` with `''` for a quote, then only white space or a comment.
    private static func singleQuoted(_ text: Substring) -> String? {
        var value = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "'" {
                if index < text.endIndex, text[index] == "'" {
                    value.append("'")
                    index = text.index(after: index)
                    continue
                }
                return isEnd(text[index...]) ? value : nil
            }
            value.append(character)
        }
        return nil
    }

    /// `"…"` with the escapes a path needs (`\\`, `\"`, `\t`); any other
    /// escape is left to the generator's reader.
    private static func doubleQuoted(_ text: Substring) -> String? {
        var value = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"": return isEnd(text[index...]) ? value : nil
            case "\\":
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "\\": value.append("\\")
                case "\"": value.append("\"")
                case "t": value.append("\t")
                default: return nil
                }
                index = text.index(after: index)
            default: value.append(character)
            }
        }
        return nil
    }

    /// Nothing but white space, then optionally a comment.
    private static func isEnd(_ text: Substring) -> Bool {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || (rest.first == "#" && rest.startIndex != text.startIndex)
    }
}
