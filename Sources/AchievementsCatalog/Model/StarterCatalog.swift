/// The commented starter catalog `achievements init` writes for a new game:
/// one group of each kind and one achievement in each, valid as written (the
/// fuzzers render and check against it too).
package enum StarterCatalog {
    /// The catalog text for `game`, its IDs under `idPrefix`, with the app's
    /// Apple ID when one is given (digits only).
    package static func text(game: String, idPrefix: String, appleID: String? = nil) -> String {
        CatalogWriter.text(document(game: game, idPrefix: idPrefix, appleID: appleID))
    }

    /// The starter as a document: each field with the comment that explains it.
    static func document(game: String, idPrefix: String, appleID: String?) -> CatalogDocument {
        func about(_ lines: String...) -> [CatalogLine] { [.blank] + lines.map(CatalogLine.comment) }
        func group(_ key: String, _ name: String, id: String, type: String, progress: String, metric: String? = nil, rule: String? = nil) -> CatalogEntry {
            var fields = [CatalogEntry("name", .prose(name)), CatalogEntry("id", .text("\(idPrefix).\(id)")),
                          CatalogEntry("type", .prose(type)), CatalogEntry("progress", .text(progress))]
            if let metric { fields.append(CatalogEntry("metric", .text(metric))) }
            if let rule { fields.append(CatalogEntry("rule", .prose(rule))) }
            return CatalogEntry(key, .mapping(fields))
        }
        func achievement(_ key: String, id: String, referenceName: String, group: String, unlock: CatalogEntry, points: Int,
                         title: String, description: String) -> [CatalogEntry] {
            [CatalogEntry("key", .text(key)), CatalogEntry("id", .text("\(idPrefix).\(id)")), CatalogEntry("referenceName", .prose(referenceName)),
             CatalogEntry("group", .text(group)), unlock, CatalogEntry("points", .integer(points)), CatalogEntry("hidden", .flag(false)),
             CatalogEntry("localizations", .mapping([CatalogEntry("en", .mapping([CatalogEntry("title", .prose(title)),
                                                                                   CatalogEntry("description", .prose(description))]))]))]
        }
        var fields: [CatalogEntry] = [
            CatalogEntry("format", .integer(1), above: about("Version of this file's format.")),
            CatalogEntry("game", .prose(game),
                         above: about("The game's name: generated type names start with it (\(SwiftIdentifier.upperCamelCase(game))Challenge).")),
            CatalogEntry("idPrefix", .text(idPrefix), above: about("Every App Store Connect achievement ID starts with this, then a dot.",
                                                                    "IDs are permanent once created in App Store Connect: never rename one.")),
            CatalogEntry("languages", .mapping([CatalogEntry("en", .text("en-US"))]),
                         above: about("The languages of the titles and descriptions, each with the App Store",
                                      "Connect locale it is entered under. The first is the development language.")),
            CatalogEntry("metrics", .mapping([CatalogEntry("score", .prose("Points scored in one completed run."))]),
                         above: about("What the game counts in a completed run.")),
            CatalogEntry("inputs", .mapping([CatalogEntry("tap", .mapping([CatalogEntry("name", .prose("Tap")),
                                                                           CatalogEntry("rule", .prose("Tap used in completed run"))]))]),
                         above: about("Ways of controlling the game that a run can use.")),
            CatalogEntry("groups", .mapping([
                group("bestScore", "Best Score", id: "best", type: "Score per run", progress: "bestRun", metric: "score",
                      rule: ">= {threshold} in one completed run"),
                group("totalScore", "Total Score", id: "total", type: "Cumulative score", progress: "cumulative", metric: "score",
                      rule: ">= {threshold} lifetime"),
                group("control", "Controls", id: "control", type: "Control method", progress: "controlInput"),
            ]), above: about("Groups of achievements; every ID in a group starts with the group's id.",
                             "  bestRun       threshold of `metric` reached in one completed run",
                             "  cumulative    threshold of `metric` reached over all completed runs",
                             "  controlInput  the achievement's `input` used in a completed run")),
            CatalogEntry("achievements", .list([
                achievement("best_100", id: "best.0100", referenceName: "Best Score 100", group: "bestScore",
                            unlock: CatalogEntry("threshold", .integer(100)), points: 10,
                            title: "First Hundred", description: "Score 100 in a single run."),
                achievement("total_1k", id: "total.001k", referenceName: "Total Score 1000", group: "totalScore",
                            unlock: CatalogEntry("threshold", .integer(1000)), points: 20,
                            title: "Thousand Club", description: "Score 1000 over all your runs."),
                achievement("control_tap", id: "control.tap", referenceName: "Control Tap", group: "control",
                            unlock: CatalogEntry("input", .text("tap")), points: 5,
                            title: "Tapper", description: "Complete a run using tap controls."),
            ]), above: about("The achievements, in the order admins enter them in App Store Connect.",
                             "points: 0 to 100 each, at most 1000 in all; hidden: yes hides it until earned.")),
        ]
        if let appleID {
            fields.append(CatalogEntry("app", .mapping([CatalogEntry("appleID", .text(appleID))]),
                                       above: about("The app in App Store Connect: its Apple ID makes AppStoreReviewURL.writeReview.")))
        }
        return CatalogDocument(
            header: [
                .comment("\(game): Game Center achievements"), .comment(""),
                .comment("The single source of truth for the game's achievements. Check it with:"),
                .comment("  achievements validate"),
                .comment("and generate the game's Swift code with:"),
                .comment("  achievements generate"),
                .comment("or, in a Swift package, with the build-tool plugin at every build."),
                .comment(""),
                .comment("Values are read by the type of their field, not by YAML guessing:"),
                .comment("numbers are plain digits, flags are yes/no, and a text holding \": \" or"),
                .comment("\" #\" must be quoted. The toolkit's docs/catalog.md lists every field,"),
                .comment("and docs/rules.md every rule."),
            ],
            fields: fields,
            footer: leaderboardExample(idPrefix: idPrefix))
    }

    /// A commented-out leaderboard and set, an activity and a Game Center
    /// challenge, valid once uncommented (remove one `# ` from each line),
    /// for a game that ranks scores.
    static func leaderboardExample(idPrefix: String) -> [CatalogLine] {
        [.blank] + [
            "Leaderboards, when the game ranks scores: uncomment the lines below (remove",
            "one '# ' from each) and adapt. format is App Store Connect's score format (INTEGER,",
            "ELAPSED_TIME_SECOND, MONEY_EURO, ...); sort DESC ranks the highest first,",
            "ASC the lowest (a time); a recurring leaderboard adds a recurrence. An activity",
            "is a deep link into one part of the game; a Game Center challenge is a score",
            "competition between friends on one leaderboard (images: 3840x2160).",
            "leaderboards:",
            "  - key: best_score",
            "    id: \(idPrefix).board.best",
            "    referenceName: Best Score",
            "    format: INTEGER",
            "    sort: DESC",
            "    submission: BEST_SCORE",
            "    localizations:",
            "      en:",
            "        title: Best Score",
            "        suffix: points",
            "        suffixSingular: point",
            "leaderboardSets:",
            "  - key: scores",
            "    id: \(idPrefix).set.scores",
            "    referenceName: Scores",
            "    leaderboards: [best_score]",
            "    localizations:",
            "      en:",
            "        title: Scores",
            "activities:",
            "  - key: time_trial",
            "    id: \(idPrefix).activity.trial",
            "    referenceName: Time Trial",
            "    minimumPlayers: 1",
            "    maximumPlayers: 4",
            "    partyCode: yes",
            "    properties: {mode: trial}",
            "    leaderboards: [best_score]",
            "    localizations:",
            "      en:",
            "        title: Time Trial",
            "        description: Race the clock.",
            "gameCenterChallenges:",
            "  - key: beat_my_score",
            "    id: \(idPrefix).challenge.best",
            "    referenceName: Beat My Score",
            "    leaderboard: best_score",
            "    localizations:",
            "      en:",
            "        title: Beat My Score",
        ].map { CatalogLine.comment($0) }
    }

    /// The longest game name: `name-format` checks the catalog's against the same.
    package static let maxGameNameBytes = 128

    /// A game name from any text (such as a folder name): its ASCII letters,
    /// digits, spaces, dashes and underscores, starting with a letter (a name
    /// that starts with a digit, `3D Racer`, becomes `Game 3D Racer`);
    /// `MyGame` when nothing usable is left.
    package static func gameName(from text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" || $0 == "_")
        }))
        var name = Substring(kept).drop { !$0.isLetter && !$0.isNumber }
        while name.last == " " || name.last == "-" { name = name.dropLast() }
        if name.first?.isNumber == true {
            // Digits first cannot start a Swift type name; dropping them would change the name.
            name = name.contains(where: \.isLetter) ? "Game " + name : ""
        }
        return name.isEmpty ? "MyGame" : String(name.prefix(maxGameNameBytes))
    }

    /// Why a game name given on the command line cannot be used as it is
    /// (generated type names start with it), suggesting the usable name made
    /// from `plain` (the name without its accents); `nil` when it can.
    package static func gameNameProblem(_ name: String, plain: String) -> String? {
        guard gameName(from: name) != name else { return nil }
        return "'\(name)' is not a game name this tool can use: it names generated Swift types, so it starts with a letter and holds only ASCII letters, digits, spaces, '-' and '_' (at most \(maxGameNameBytes)); such as '\(gameName(from: plain))'"
    }

    /// An ID prefix from a game name: its lowercase letters and digits (`game` when none).
    package static func idPrefix(for game: String) -> String {
        let kept = String(String.UnicodeScalarView(game.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }))
        let prefix = kept.drop { $0.isNumber }
        return prefix.isEmpty ? "game" : String(prefix.prefix(32))
    }
}
