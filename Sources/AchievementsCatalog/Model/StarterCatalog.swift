/// The commented starter catalog `achievements init` writes for a new game:
/// one group of each kind and one achievement in each, valid as written (the
/// fuzzers render and check against it too).
package enum StarterCatalog {
    /// The catalog text for `game`, its IDs under `idPrefix`, with the app's
    /// Apple ID when one is given (digits only).
    package static func text(game: String, idPrefix: String, appleID: String? = nil) -> String {
        let app = appleID.map { "\n# The app in App Store Connect: its Apple ID makes AppStoreReviewURL.writeReview.\napp:\n  appleID: \"\($0)\"\n" } ?? ""
        return """
        # \(game): Game Center achievements
        #
        # The single source of truth for the game's achievements. Check it with:
        #   achievements validate
        # and generate the game's Swift code with:
        #   achievements generate
        #
        # Values are read by the type of their field, not by YAML guessing:
        # numbers are plain digits, flags are yes/no, and a text holding ": " or
        # " #" must be quoted. The README lists every field and rule.

        # Version of this file's format.
        format: 1

        # The game's name: generated type names start with it (\(SwiftIdentifier.upperCamelCase(game))Challenge).
        game: \(game)

        # Every App Store Connect achievement ID starts with this, then a dot.
        # IDs are permanent once created in App Store Connect: never rename one.
        idPrefix: \(YAMLScalarText.quoted(idPrefix))
        \(app)
        # The languages of the titles and descriptions, each with the App Store
        # Connect locale it is entered under. The first is the development language.
        languages:
          en: en-US

        # What the game counts in a completed run.
        metrics:
          score: Points scored in one completed run.

        # Ways of controlling the game that a run can use.
        inputs:
          tap:
            name: Tap
            rule: Tap used in completed run

        # Groups of achievements; every ID in a group starts with the group's id.
        #   bestRun       threshold of `metric` reached in one completed run
        #   cumulative    threshold of `metric` reached over all completed runs
        #   controlInput  the achievement's `input` used in a completed run
        groups:
          bestScore:
            name: Best Score
            id: \(idPrefix).best
            type: Score per run
            progress: bestRun
            metric: score
            rule: ">= {threshold} in one completed run"
          totalScore:
            name: Total Score
            id: \(idPrefix).total
            type: Cumulative score
            progress: cumulative
            metric: score
            rule: ">= {threshold} lifetime"
          control:
            name: Controls
            id: \(idPrefix).control
            type: Control method
            progress: controlInput

        # The achievements, in the order admins enter them in App Store Connect.
        # points: 0 to 100 each, at most 1000 in all; hidden: yes hides it until earned.
        achievements:
          - key: best_100
            id: \(idPrefix).best.0100
            referenceName: Best Score 100
            group: bestScore
            threshold: 100
            points: 10
            hidden: no
            localizations:
              en:
                title: First Hundred
                description: Score 100 in a single run.
          - key: total_1k
            id: \(idPrefix).total.001k
            referenceName: Total Score 1000
            group: totalScore
            threshold: 1000
            points: 20
            hidden: no
            localizations:
              en:
                title: Thousand Club
                description: Score 1000 over all your runs.
          - key: control_tap
            id: \(idPrefix).control.tap
            referenceName: Control Tap
            group: control
            input: tap
            points: 5
            hidden: no
            localizations:
              en:
                title: Tapper
                description: Complete a run using tap controls.

        """
    }

    /// A game name from any text (such as a folder name): its letters, digits,
    /// spaces and dashes, starting with a letter; `MyGame` when none are left.
    package static func gameName(from text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-")
        }))
        var name = Substring(kept).drop { !$0.isLetter }
        while name.last == " " || name.last == "-" { name = name.dropLast() }
        return name.isEmpty ? "MyGame" : String(name.prefix(64))
    }

    /// An ID prefix from a game name: its lowercase letters and digits (`game` when none).
    package static func idPrefix(for game: String) -> String {
        let kept = String(String.UnicodeScalarView(game.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }))
        let prefix = kept.drop { $0.isNumber }
        return prefix.isEmpty ? "game" : String(prefix.prefix(32))
    }
}
