import AchievementsCatalog
import SourceDiagnostics

/// The catalog every catalog rule's trigger edits: small and valid, with one
/// group of each kind, two languages, four achievements, a classic and a
/// recurring leaderboard and a leaderboard set. The tests use it
/// as their fixture too, so a rule's documented example is a tested one.
package enum ExampleCatalog {
    /// The file name the examples name.
    package static let path = "catalog.yaml"

    package static let text = """
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
        leaderboards:
          - key: best_score
            id: ach.board.best
            referenceName: Best Score
            format: INTEGER
            sort: DESC
            submission: BEST_SCORE
            range:
              start: 0
              end: 1000000
            localizations:
              en:
                title: Best Score
                description: Your best score in one run.
                suffix: points
                suffixSingular: point
              es:
                title: Mejor puntuación
                description: Tu mejor puntuación en una partida.
                suffix: puntos
                suffixSingular: punto
          - key: weekly_score
            id: ach.board.weekly
            referenceName: Weekly Score
            format: INTEGER
            sort: DESC
            submission: BEST_SCORE
            recurrence:
              start: 2026-01-05T00:00:00Z
              duration: P7D
              rule: FREQ=WEEKLY;INTERVAL=1
            localizations:
              en:
                title: This Week
                description: Your best score this week.
              es:
                title: Esta semana
                description: Tu mejor puntuación esta semana.
        leaderboardSets:
          - key: scores
            id: ach.set.scores
            referenceName: Scores
            leaderboards: [best_score, weekly_score]
            localizations:
              en:
                title: Scores
              es:
                title: Puntuaciones

        """

    /// An activity and a Game Center challenge, valid with the example above:
    /// the catalog rules of these kinds edit the example with this appended.
    package static let kinds = """
        activities:
          - key: duel
            id: ach.activity.duel
            referenceName: Duel
            minimumPlayers: 2
            maximumPlayers: 4
            partyCode: yes
            properties:
              mode: duel
            fallbackURL: https://example.com/duel
            achievements: [best_10]
            leaderboards: [best_score]
            localizations:
              en:
                title: Duel
                description: Race a friend.
              es:
                title: Duelo
                description: Compite con un amigo.
        gameCenterChallenges:
          - key: best_week
            id: ach.challenge.best
            referenceName: Best of the week
            leaderboard: best_score
            repeatable: yes
            durations: [ONE_DAY, ONE_WEEK]
            localizations:
              en:
                title: Beat my score
                description: Score more than a friend.
              es:
                title: Supera mi puntuación
                description: Marca más que un amigo.

        """

    /// The example's last line, which ``kinds`` follows.
    static let lastLine = "title: Puntuaciones\n"

    /// The example with ``kinds`` appended.
    package static var withKinds: String { text.editing(lastLine, to: lastLine + kinds) }

    /// A trigger that appends ``kinds`` to the example with the first
    /// `replacing` in it edited to `with`.
    package static func kindsTrigger(replacing: String, with: String, againstRelease: Bool = false) -> RuleTrigger {
        RuleTrigger(replacing: lastLine, with: lastLine + kinds.editing(replacing, to: with), againstRelease: againstRelease)
    }

    /// `count` more control achievements of `points` each, as list items,
    /// for the triggers of the rules that count achievements or points.
    package static func moreAchievements(_ count: Int, points: Int) -> String {
        (1...count).map { index in
            """
              - key: more_\(index)
                id: ach.control.more\(index)
                referenceName: More \(index)
                group: control
                input: tap
                points: \(points)
                hidden: no
                localizations:
                  en:
                    title: More \(index)
                    description: One more.
                  es:
                    title: Más \(index)
                    description: Una más.

            """
        }.joined()
    }

    /// The example with `trigger`'s edit, or `nil` when the example has no `trigger.replacing`.
    package static func text(with trigger: RuleTrigger) -> String? {
        if trigger.replacesWholeInput { return trigger.with }
        guard !trigger.replacing.isEmpty, let range = text.firstRange(of: trigger.replacing) else { return nil }
        var edited = text
        edited.replaceSubrange(range, with: trigger.with)
        return edited
    }

    /// What a full check reports for `trigger`: the edited example checked,
    /// against the lock of the unedited example when the trigger says so
    /// (with ``kinds`` appended when the edited example has them).
    package static func diagnostics(for trigger: RuleTrigger) -> [Diagnostic] {
        guard let edited = text(with: trigger) else { return [] }
        var check = CatalogCheck()
        let unedited = edited.contains("\nactivities:\n") ? withKinds : text
        if trigger.againstRelease, let original = CatalogLoader().load(text: unedited, path: path).value {
            let lock = LockUpdate(catalog: original, locked: nil, existing: nil, label: "1.0").text
            check.released = LockFile.decode(Array(lock.utf8), path: LockFile.defaultPath(forCatalog: path)).value
        }
        return check.run(text: edited, path: path).diagnostics
    }
}

extension String {
    /// This text with the first `old` replaced by `new` (unchanged without one).
    package func editing(_ old: String, to new: String) -> String {
        guard let range = firstRange(of: old) else { return self }
        var edited = self
        edited.replaceSubrange(range, with: new)
        return edited
    }
}
