import CatalogValidation
import Foundation

/// A small valid catalog with one group of each kind, two languages, four
/// achievements, two leaderboards and a set; tests change one line of it to
/// introduce one fault.
public enum FixtureCatalog {
    public static var text: String { ExampleCatalog.text }

    /// The fixture with an activity and a Game Center challenge appended.
    public static var withKinds: String { ExampleCatalog.withKinds }

    /// `text` (the fixture unless given) with `entries` added at the end of
    /// its achievements list, before its leaderboards.
    public static func appendingAchievements(_ entries: String, to text: String = text) -> String {
        guard let range = text.range(of: "\nleaderboards:\n") else { return text + entries }
        return text.replacingCharacters(in: range, with: "\n" + entries + "leaderboards:\n")
    }

    /// The fixture with the first occurrence of `old` replaced by `new`.
    public static func replacing(_ old: String, with new: String) -> String {
        replacingWithPosition(old, with: new).text
    }

    /// The fixture with the first occurrence of `old` replaced by `new`, and
    /// the `LINE:COLUMN` where `new` starts, `offset` characters in.
    public static func replacingWithPosition(_ old: String, with new: String, offset: Int = 0) -> (text: String, position: String) {
        guard let range = text.range(of: old) else { fatalError("fixture has no '\(old)'") }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let column = before.distance(from: lineStart, to: before.endIndex) + 1 + offset
        return (text.replacingCharacters(in: range, with: new), "\(line):\(column)")
    }

    /// The 1-based `LINE:COLUMN` of the `occurrence`-th line (1-based) of `text`
    /// that contains `line`, plus `column` characters past where `line` starts.
    ///
    /// An expected position computed by plain text search, independent of the reader.
    public static func position(of line: String, occurrence: Int = 1, offset: Int = 0, in text: String, onLineContaining anchor: String? = nil) -> String {
        var seen = 0
        for (number, content) in text.components(separatedBy: "\n").enumerated() {
            guard let range = content.range(of: line), anchor.map({ content.contains($0) }) ?? true else { continue }
            seen += 1
            if seen == occurrence {
                return "\(number + 1):\(content.distance(from: content.startIndex, to: range.lowerBound) + 1 + offset)"
            }
        }
        fatalError("no occurrence \(occurrence) of '\(line)'")
    }
}
