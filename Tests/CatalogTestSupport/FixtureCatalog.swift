import Foundation

/// A small valid catalog with one group of each kind, two languages and four
/// achievements; tests change one line of it to introduce one fault.
public enum FixtureCatalog {
    public static let text = """
        format: 1
        game: Demo
        idPrefix: ach
        languages:
          en: en-US
          es: es-ES
        metrics:
          score: Points scored in a run.
        inputs:
          tap:
            name: Tap
            rule: Tap used in completed run
        groups:
          best:
            name: Best Run
            id: ach.best
            type: Score per run
            progress: bestRun
            metric: score
            rule: ">= {threshold} in one run"
          total:
            name: Total
            id: ach.total
            type: Cumulative score
            progress: cumulative
            metric: score
            rule: ">= {threshold} lifetime"
          control:
            name: Controls
            id: ach.control
            type: Control method
            progress: controlInput
        achievements:
          - key: best_10
            id: ach.best.0010
            referenceName: Best 10
            group: best
            threshold: 10
            points: 10
            hidden: no
            localizations:
              en:
                title: Ten
                description: Score 10 in a run.
              es:
                title: Diez
                description: Marca 10 en una partida.
          - key: best_20
            id: ach.best.0020
            referenceName: Best 20
            group: best
            threshold: 20
            points: 20
            hidden: no
            localizations:
              en:
                title: Twenty
                description: Score 20 in a run.
              es:
                title: Veinte
                description: Marca 20 en una partida.
          - key: total_100
            id: ach.total.0100
            referenceName: Total 100
            group: total
            threshold: 100
            points: 30
            hidden: yes
            localizations:
              en:
                title: Hundred
                description: Score 100 in all.
              es:
                title: Cien
                description: Marca 100 en total.
          - key: control_tap
            id: ach.control.tap
            referenceName: Control Tap
            group: control
            input: tap
            points: 5
            hidden: no
            localizations:
              en:
                title: Tapper
                description: Complete a run using tap controls.
              es:
                title: Toques
                description: Completa una partida con toques.

        """

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
