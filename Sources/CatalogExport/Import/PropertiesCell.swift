import AchievementsCatalog
import Foundation
import SourceDiagnostics

/// A cell of properties, as `export csv` writes them: a JSON object of
/// texts with sorted keys (`{"laps":"3"}`), or empty for none. An activity's
/// `Properties`, and an achievement's or leaderboard's `Activity Properties`.
enum PropertiesCell {
    /// Why a cell is not one.
    struct Problem: Error {
        /// The diagnostic's message.
        var message: String
    }

    /// The properties of `text`, sorted by key, read from the column `column`.
    static func read(_ text: String, column: String) -> Result<[AdoptedCatalog.Property], Problem> {
        guard !text.isEmpty else { return .success([]) }
        // Foundation's decoder lets a trailing comma pass, which JSON does not (nor Xcode's bundle reader).
        guard !JSONObjectKeys.hasTrailingComma(text), let map = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            return .failure(Problem(message: "the \(column == "Properties" ? "properties" : "activity properties") are a JSON object of texts, as the export writes them ({\"laps\":\"3\"}), or an empty cell"))
        }
        // A key written twice would keep one value silently: which one the sheet meant is the writer's to say.
        if let twice = JSONObjectKeys.firstRepeated(in: text) {
            return .failure(Problem(message: "the \(column == "Properties" ? "properties" : "activity properties") name '\(TerminalText.escaped(String(twice.prefix(40))))' twice; keep one"))
        }
        return .success(map.sorted { $0.key < $1.key }.map { AdoptedCatalog.Property(key: $0.key, value: $0.value) })
    }
}

/// The keys of a flat JSON object of texts (one JSONDecoder read already):
/// JSON lets a key repeat, and decoders keep one value without a word.
enum JSONObjectKeys {
    /// Whether a `,` stands right before a closing `}` or `]` (spaces
    /// between), outside strings.
    static func hasTrailingComma(_ text: String) -> Bool {
        var inString = false, escaped = false, lastSignificant: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            if scalar == "\"" { inString = true }
            if (scalar == "}" || scalar == "]"), lastSignificant == "," { return true }
            if !scalar.properties.isWhitespace { lastSignificant = scalar }
        }
        return false
    }

    /// The first key that appears a second time, compared as decoded (`"l\\u0061ps"` is `laps`).
    static func firstRepeated(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var seen: Set<String> = []
        var index = 0, expectsKey = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                // The string token up to its closing quote, escapes skipped.
                var end = index + 1
                while end < scalars.count, scalars[end] != "\"" { end += scalars[end] == "\\" ? 2 : 1 }
                let token = String(String.UnicodeScalarView(scalars[index...min(end, scalars.count - 1)]))
                if expectsKey, let key = try? JSONDecoder().decode(String.self, from: Data(token.utf8)), !seen.insert(key).inserted { return key }
                expectsKey = false
                index = end + 1
                continue
            }
            if scalar == "," || scalar == "{" { expectsKey = true }
            index += 1
        }
        return nil
    }
}
