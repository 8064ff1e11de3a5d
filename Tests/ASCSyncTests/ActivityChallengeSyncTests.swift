import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// Activities and Game Center challenges through App Store Connect (the
/// simulator): plan, apply, a change of every field, retirement, and pull
/// → apply to a new app → pull, byte for byte.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct ActivityChallengeSyncTests {
    static let catalog = """
        format: 1
        game: Karts
        idPrefix: kart
        languages:
          en: en-US
          de: de-DE
        achievements:
          - key: laps
            id: kart.laps
            referenceName: Laps
            points: 10
            hidden: no
            localizations:
              en: {title: Laps, description: Drive three laps.}
              de: {title: Runden, description: Fahre drei Runden.}
          - key: podium
            id: kart.podium
            referenceName: Podium
            points: 20
            hidden: no
            localizations:
              en: {title: Podium, description: Finish third or better.}
              de: {title: Podium, description: Werde Dritter oder besser.}
        leaderboards:
          - key: best_lap
            id: kart.bestlap
            referenceName: Best lap
            format: ELAPSED_TIME_CENTISECOND
            sort: ASC
            submission: BEST_SCORE
            localizations:
              en: {title: Best lap}
              de: {title: Beste Runde}
          - key: coins
            id: kart.coins
            referenceName: Coins
            format: INTEGER
            sort: DESC
            submission: BEST_SCORE
            localizations:
              en: {title: Coins}
              de: {title: Münzen}
        activities:
          - key: ghost
            id: kart.ghost
            referenceName: Ghost race
            minimumPlayers: 1
            maximumPlayers: 2
            partyCode: yes
            playStyle: ASYNCHRONOUS
            properties: {track: harbour, laps: "3"}
            fallbackURL: https://example.com/karts/ghost
            achievements: [laps]
            leaderboards: [best_lap]
            image: ghost.jpg
            localizations:
              en: {title: Ghost race, description: Race a friend's best lap.}
              de: {title: Geisterrennen, description: Fahre gegen die beste Runde eines Freundes., image: ghost.de.jpg}
        gameCenterChallenges:
          - key: lap_duel
            id: kart.lapduel
            referenceName: Lap duel
            leaderboard: best_lap
            repeatable: yes
            image: lap_duel.jpg
            localizations:
              en: {title: Lap duel, description: Set a faster lap than your friends.}
              de: {title: Rundenduell}
        app:
          appleID: "\(SyncGame.appID)"
          defaultLeaderboard: best_lap
          challengesEnabled: yes

        """

    /// Activities' and challenges' images at App Store Connect's size, the German activity's its own.
    static func writeImages(_ game: SyncGame) throws {
        for (name, dpi) in [("ghost.jpg", 72), ("ghost.de.jpg", 90), ("lap_duel.jpg", 72)] {
            try TestImages.jpeg(width: 3840, height: 2160, dpi: dpi).write(to: game.folder.appendingPathComponent("artwork/\(name)"))
        }
    }

    @Test("apply creates both kinds with every field, a change of each is one step, and a second plan is in sync")
    func applyAndChange() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        try Self.writeImages(game)
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("create activity kart.ghost"), "\(plan.stdout)")
        #expect(plan.stdout.contains("create Game Center challenge kart.lapduel"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let inSync = try await game.asc("plan")
        #expect(inSync.status == 0, "\(inSync.stdout)")
        #expect(inSync.stdout.contains("in sync"), "\(inSync.stdout)")

        let state = game.simulator.state
        let activity = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(activity.attributes == ["minimumPlayersCount": "1", "maximumPlayersCount": "2", "supportsPartyCode": "true", "playStyle": "ASYNCHRONOUS"])
        #expect(activity.activityProperties == ["track": "harbour", "laps": "3"])
        #expect(try await activity.linkedAchievementIDs.asyncMap { try await state.achievement($0).vendorIdentifier } == ["kart.laps"])
        #expect(try await activity.linkedLeaderboardIDs.asyncMap { try await state.leaderboard($0, kind: .leaderboard).vendorIdentifier } == ["kart.bestlap"])
        #expect(try await state.version(try #require(activity.versionIDs.last)).fallbackURL == "https://example.com/karts/ghost")
        let challenge = try #require(await state.leaderboard(vendorIdentifier: "kart.lapduel", kind: .gameCenterChallenge))
        #expect(try await state.leaderboard(try #require(challenge.linkedLeaderboardIDs.first), kind: .leaderboard).vendorIdentifier == "kart.bestlap")
        #expect(challenge.attributes["repeatable"] == "true")
        let detail = await state.detail(app: SyncGame.appID)
        #expect(try await state.leaderboard(try #require(state.defaultLeaderboards[detail]), kind: .leaderboard).vendorIdentifier == "kart.bestlap")
        let texts = await state.latestLocalizations(leaderboard: "kart.lapduel", kind: .gameCenterChallenge)
        #expect(texts.map { "\($0.locale)/\($0.name)/\($0.texts["description"] ?? "")" } == ["en-US/Lap duel/Set a faster lap than your friends.", "de-DE/Rundenduell/"])

        // Every field changes: each kind's resource is one update, the associations one more step, the texts one each.
        var changed = Self.catalog
        for (old, new) in [("maximumPlayers: 2", "maximumPlayers: 4"), ("partyCode: yes", "partyCode: no"), ("laps: \"3\"", "laps: \"5\""),
                           ("karts/ghost", "karts/ghost-race"), ("achievements: [laps]", "achievements: [podium]"),
                           ("leaderboards: [best_lap]\n    image", "leaderboards: [best_lap, coins]\n    image"),
                           ("repeatable: yes", "repeatable: no"), ("defaultLeaderboard: best_lap", "defaultLeaderboard: coins"), ("{title: Rundenduell}", "{title: Rundenduell, description: Schneller!}"),
                           ("challengesEnabled: yes", "challengesEnabled: no")] {
            #expect(changed.contains(old), "\(old)")
            changed = changed.replacingOccurrences(of: old, with: new)
        }
        try Data(changed.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let changes = try await game.asc("plan")
        #expect(changes.stdout.contains(#"fallbackURL: "https://example.com/karts/ghost" → "https://example.com/karts/ghost-race""#), "\(changes.stdout)")
        #expect(changes.stdout.contains(#"achievements: "kart.laps" → "kart.podium""#), "\(changes.stdout)")
        #expect(changes.stdout.contains(#"leaderboards: "kart.bestlap" → "kart.bestlap, kart.coins""#), "\(changes.stdout)")
        #expect(changes.stdout.contains(#"repeatable: "true" → "false""#), "\(changes.stdout)")
        #expect(changes.stdout.contains(#"make kart.coins the app's default leaderboard"#), "\(changes.stdout)")
        #expect(changes.stdout.contains(#"defaultLeaderboard: "kart.bestlap" → "kart.coins""#), "\(changes.stdout)")
        #expect(changes.stdout.contains("turn the app's challenges off\n    challengesEnabled: \"yes\" → \"no\"\n"), "\(changes.stdout)")
        #expect(!(await state.challengesDisabled.contains(detail)))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await state.challengesDisabled.contains(detail))
        let again = try await game.asc("plan")
        #expect(again.status == 0 && again.stdout.contains("in sync"), "\(again.stdout)")
        // Pull writes the switch only when it is off (new apps have it on).
        #expect(try await game.asc("pull", ["--output", "pulled/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Karts"], catalog: false).status == 0)
        let pulled = try String(contentsOf: game.folder.appendingPathComponent("pulled/catalog.yaml"), encoding: .utf8)
        #expect(pulled.contains("  defaultLeaderboard: coins\n  challengesEnabled: no\n"), "\(pulled)")
        let relinked = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(try await relinked.linkedAchievementIDs.asyncMap { try await state.achievement($0).vendorIdentifier } == ["kart.podium"])
        #expect(relinked.linkedLeaderboardIDs.count == 2)
    }

    @Test("an existing activity linked to an achievement, and a challenge moved to a leaderboard, that this run creates: both set once they exist")
    func namesWhatThisRunCreates() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        try Self.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let drift = """
              - key: drift
                id: kart.drift
                referenceName: Drift
                points: 5
                hidden: no
                localizations:
                  en: {title: Drift, description: Drift a corner.}
                  de: {title: Drift, description: Drifte durch eine Kurve.}
            leaderboards:
              - key: sprint
                id: kart.sprint
                referenceName: Sprint
                format: INTEGER
                sort: DESC
                submission: BEST_SCORE
                localizations:
                  en: {title: Sprint}
                  de: {title: Sprint}

            """
        let changed = Self.catalog.replacingOccurrences(of: "leaderboards:\n", with: drift)
            .replacingOccurrences(of: "achievements: [laps]", with: "achievements: [laps, drift]")
            .replacingOccurrences(of: "leaderboard: best_lap\n    repeatable", with: "leaderboard: sprint\n    repeatable")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/drift.png"))
        try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/sprint.png"))
        // The lock apply wrote holds the challenge on its leaderboard (released-challenge-leaderboard); App Store Connect,
        // where it was never approved, lets it move: without the lock, the plan is what App Store Connect allows.
        try FileManager.default.removeItem(atPath: game.lockPath)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let state = game.simulator.state
        let activity = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(try await activity.linkedAchievementIDs.asyncMap { try await state.achievement($0).vendorIdentifier }.sorted() == ["kart.drift", "kart.laps"])
        let challenge = try #require(await state.leaderboard(vendorIdentifier: "kart.lapduel", kind: .gameCenterChallenge))
        #expect(try await state.leaderboard(try #require(challenge.linkedLeaderboardIDs.first), kind: .leaderboard).vendorIdentifier == "kart.sprint")
        let plan = try await game.asc("plan")
        #expect(plan.status == 0 && plan.stdout.contains("in sync"), "\(plan.stdout)")
    }

    @Test("a live activity's fallback URL changes in one new version with its texts; while a version is in review it waits")
    func fallbackURLOnVersions() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        try Self.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        let changed = Self.catalog.replacingOccurrences(of: "karts/ghost", with: "karts/ghost-race")
            .replacingOccurrences(of: "{title: Ghost race,", with: "{title: Ghost racing,")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.count("POST /v1/gameCenterActivityVersions") == 1)
        let state = game.simulator.state
        let activity = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(activity.versionIDs.count == 2)
        #expect(try await state.version(try #require(activity.versionIDs.last)).fallbackURL == "https://example.com/karts/ghost-race")
        #expect(try await state.version(activity.versionIDs[0]).fallbackURL == "https://example.com/karts/ghost")
        #expect(try await game.asc("plan").stdout.contains("in sync"))
        // In review: the next change waits with the version's texts.
        await state.setLatestState(vendorIdentifier: "kart.ghost", "WAITING_FOR_REVIEW")
        try Data(changed.replacingOccurrences(of: "karts/ghost-race", with: "karts/ghost-3").utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let waiting = try await game.asc("plan")
        #expect(!waiting.stdout.contains("fallbackURL:"), "\(waiting.stdout)")
        #expect(waiting.stdout.contains("kart.ghost v2 WAITING_FOR_REVIEW"), "\(waiting.stdout)")
    }

    @Test("submit sends both kinds' versions for review; once live, a challenge keeps its leaderboard and a retired activity is archived")
    func submitAndRetire() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        try Self.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        // The first components went live with an app version; then both kinds' texts change, in new versions.
        await game.simulator.state.release()
        let renamed = Self.catalog.replacingOccurrences(of: "{title: Ghost race,", with: "{title: Ghost racing,")
            .replacingOccurrences(of: "{title: Lap duel,", with: "{title: Lap duels,")
        try Data(renamed.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let submit = try await game.asc("submit", ["--yes"])
        #expect(submit.status == 0, "\(submit.stdout)")
        #expect(submit.stdout.contains("to submit for review (2 version(s)):\n  kart.ghost v2 (PREPARE_FOR_SUBMISSION)\n  kart.lapduel v2 (PREPARE_FOR_SUBMISSION)\n"), "\(submit.stdout)")
        #expect(await game.count("POST /v1/reviewSubmissionItems") == 2)
        await game.simulator.state.release()

        // Once approved, the challenge's leaderboard stays: the lock's released rule says so first, and without a
        // lock the plan refuses it at its line.
        let moved = Self.catalog.replacingOccurrences(of: "leaderboard: best_lap\n    repeatable", with: "leaderboard: coins\n    repeatable")
        try Data(moved.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let released = try await game.asc("plan")
        #expect(released.stdout.contains("\(try game.valuePosition(of: "leaderboard: coins")): error: Game Center challenge 'lap_duel' was released on the leaderboard 'kart.bestlap'"), "\(released.stdout)")
        let lock = try Data(contentsOf: URL(fileURLWithPath: game.lockPath))
        try FileManager.default.removeItem(atPath: game.lockPath)
        let refused = try await game.asc("plan")
        #expect(refused.stdout.contains("\(try game.valuePosition(of: "leaderboard: coins")): error: the leaderboard of 'kart.lapduel' cannot change in App Store Connect after its first approval: it holds kart.bestlap, the catalog says kart.coins; keep kart.bestlap, or retire the Game Center challenge and add a new one [asc-challenge-leaderboard-locked]\n"), "\(refused.stdout)")

        try lock.write(to: URL(fileURLWithPath: game.lockPath))
        // A retired activity that was live is archived, never deleted.
        let parts = Self.catalog.components(separatedBy: "activities:\n")
        let rest = parts[1].components(separatedBy: "gameCenterChallenges:\n")
        let retired = parts[0] + "gameCenterChallenges:\n" + rest[1] + "retired:\n  - id: kart.ghost\n    reason: replaced\n    kind: activity\n"
        try Data(retired.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let archive = try await game.asc("apply", ["--yes"])
        #expect(archive.status == 0, "\(archive.stdout)")
        #expect(await game.simulator.state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity)?.archived == true)
        #expect(await game.count("DELETE /v1/gameCenterActivities") == 0)
        let after = try await game.asc("plan")
        #expect(after.status == 0 && after.stdout.contains("in sync"), "\(after.stdout)")
    }

    @Test("pull writes both kinds, and pull → apply to a new app → pull gives the same catalog and images")
    func pullRoundTrip() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        try Self.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let first = try await game.asc("pull", ["--output", "first/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Karts"], catalog: false)
        #expect(first.status == 0, "\(first.stdout)")
        #expect(first.stdout.contains("with 2 achievement(s), 2 leaderboard(s), 0 leaderboard set(s), 1 activity(s), 1 Game Center challenge(s) and 7 image(s)"),
                "\(first.stdout)")
        let pulled = try String(contentsOf: game.folder.appendingPathComponent("first/catalog.yaml"), encoding: .utf8)
        #expect(pulled.contains("    fallbackURL: \"https://example.com/karts/ghost\"\n"), "\(pulled)")
        #expect(pulled.contains("app:\n  appleID: \"\(SyncGame.appID)\"\n  defaultLeaderboard: bestlap\n"), "\(pulled)")
        #expect(pulled.contains("    leaderboard: bestlap\n    repeatable: yes\n    image: lapduel.jpg\n"), "\(pulled)")
        let validate = try await LeaderboardRoundTripTests.run(game, ["validate", "--catalog", "first/catalog.yaml"])
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let saved = try LanguageImageRoundTripTests.files(in: game.folder.appendingPathComponent("first/artwork"))

        let second = try await LeaderboardRoundTripTests.game(pulled)
        defer { second.simulator.stop() }
        for (name, bytes) in saved { try bytes.write(to: second.folder.appendingPathComponent("artwork/\(name)")) }
        let secondApply = try await second.asc("apply", ["--yes"])
        #expect(secondApply.status == 0, "\(secondApply.stdout)")
        let again = try await second.asc("pull", ["--output", "again/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Karts"], catalog: false)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(try String(contentsOf: second.folder.appendingPathComponent("again/catalog.yaml"), encoding: .utf8) == pulled)
        #expect(try LanguageImageRoundTripTests.files(in: second.folder.appendingPathComponent("again/artwork")) == saved)
    }
}

extension Array {
    /// The elements transformed in order by an asynchronous throwing function.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var mapped: [T] = []
        for element in self { mapped.append(try await transform(element)) }
        return mapped
    }
}
