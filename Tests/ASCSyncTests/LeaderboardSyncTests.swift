import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// Leaderboards and sets through the real binary and client against the
/// simulator: creation, convergence, a set's leaderboards as a
/// relationship, new versions after release, and the simulator's refusals.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct LeaderboardSyncTests {
    /// The recurring leaderboard of ``leaderboards``, as its lines in the catalog.
    static let weekly = """
          - key: weekly
            id: demo.rank.weekly
            referenceName: Weekly Best
            format: ELAPSED_TIME_SECOND
            sort: ASC
            submission: BEST_SCORE
            recurrence: { start: "2026-01-05T09:00:00+02:00", duration: P7D, rule: "FREQ=WEEKLY" }
            localizations:
              en:
                title: Weekly Fastest
        """

    /// Two leaderboards (one recurring, with a score range) and a set holding both, after the starter's achievements.
    static let leaderboards = """

        leaderboards:
          - key: best_score
            id: demo.rank.best
            referenceName: Best Score
            format: INTEGER
            sort: DESC
            submission: BEST_SCORE
            range: { start: 0, end: 1000000 }
            localizations:
              en:
                title: Best Score
                description: Your best run.
                suffix: points
                suffixSingular: point
        \(weekly)
        leaderboardSets:
          - key: scores
            id: demo.ranks.scores
            referenceName: Scores
            leaderboards: [weekly, best_score]
            localizations:
              en:
                title: Scores

        """

    static func game() async throws -> SyncGame {
        let game = try await SyncGame.make()
        // The starter without its commented leaderboard example, which names the same keys.
        let starter = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        let text = starter.range(of: "\n# Leaderboards, when").map { String(starter[..<$0.lowerBound]) } ?? starter
        try Data((text + leaderboards).utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        for key in ["best_score", "weekly", "scores"] {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/\(key).png"))
        }
        return game
    }

    @Test("an empty app: leaderboards and their set are created with every field, their images uploaded, then plan is in sync")
    func createAndConverge() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.rank.best")): create leaderboard demo.rank.best\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.ranks.scores")): create leaderboard set demo.ranks.scores\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("    recurrenceStart: (none) → \"2026-01-05T07:00:00Z\"\n"), "\(plan.stdout)")

        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        await game.simulator.state.clearRequests()
        let again = try await game.asc("plan")
        // A set's leaderboards come with the set list: no request of their own.
        #expect(await game.count("GET /v2/gameCenterLeaderboardSets/") == 0)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("in sync: App Store Connect holds the catalog's 3 achievements, 2 leaderboards, 1 leaderboard set for app 1234567890"),
                "\(again.stdout)")

        let state = game.simulator.state
        let best = try #require(await state.leaderboard(vendorIdentifier: "demo.rank.best"))
        #expect(best.attributes == ["defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE", "visibility": "SHOW_FOR_ALL",
                                    "scoreRangeStart": "0", "scoreRangeEnd": "1000000"])
        let weekly = try #require(await state.leaderboard(vendorIdentifier: "demo.rank.weekly"))
        #expect(weekly.attributes["recurrenceStartDate"] == "2026-01-05T07:00:00Z")
        #expect(weekly.attributes["recurrenceDuration"] == "P7D")
        #expect(weekly.attributes["recurrenceRule"] == "FREQ=WEEKLY")
        let texts = await state.latestLocalizations(leaderboard: "demo.rank.best")
        #expect(texts.map(\.name) == ["Best Score"])
        #expect(texts.first?.texts == ["description": "Your best run.", "formatterSuffix": "points", "formatterSuffixSingular": "point"])
        let imageID = try #require(texts.first?.imageID)
        #expect(await state.images[imageID]?.state == "COMPLETE")
        let set = try #require(await state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        #expect(try await state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.weekly", "demo.rank.best"])
        #expect(await state.latestLocalizations(leaderboard: "demo.ranks.scores", kind: .leaderboardSet).map(\.name) == ["Scores"])
        #expect(await state.leaderboardOrder(ofApp: SyncGame.appID) == ["demo.rank.best", "demo.rank.weekly"])

        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        #expect(lock.contains("  - kind: leaderboard\n    id: demo.rank.best\n    app: \"1234567890\"\n    fields: "), "\(lock)")
        #expect(lock.contains("  - kind: leaderboardSet\n    id: demo.ranks.scores\n    app: \"1234567890\"\n    locale: en-US\n"), "\(lock)")
        #expect(lock.contains("  - kind: leaderboard\n    key: best_score\n    id: demo.rank.best\n"), "\(lock)")
    }

    @Test("a new leaderboard added to a set: the set's leaderboards change after the leaderboard exists, in the catalog's order")
    func setMembersChange() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try game.editCatalog("leaderboards: [weekly, best_score]", "leaderboards: [best_score, daily, weekly]")
        try game.editCatalog("leaderboardSets:", """
              - key: daily
                id: demo.rank.daily
                referenceName: Daily Best
                format: INTEGER
                sort: DESC
                submission: MOST_RECENT_SCORE
                hidden: yes
                localizations:
                  en:
                    title: Daily
            leaderboardSets:
            """)
        try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/daily.png"))
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("update leaderboard set demo.ranks.scores\n    leaderboards: \"demo.rank.weekly, demo.rank.best\" → \"demo.rank.best, demo.rank.daily, demo.rank.weekly\"\n"),
                "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let requests = await game.simulator.state.requests
        let created = try #require(requests.firstIndex { $0.hasPrefix("POST /v2/gameCenterLeaderboards") && !$0.contains("Sets") })
        let replaced = try #require(requests.firstIndex { $0.hasPrefix("PATCH /v2/gameCenterLeaderboardSets/") && $0.contains("/relationships/gameCenterLeaderboards") })
        #expect(created < replaced)
        let state = game.simulator.state
        let set = try #require(await state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        #expect(try await state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.best", "demo.rank.daily", "demo.rank.weekly"])
        #expect(await state.leaderboard(vendorIdentifier: "demo.rank.daily")?.attributes["visibility"] == "HIDE_FOR_ALL")
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("a leaderboard App Store Connect holds that the catalog does not manage stays in its set, and applying succeeds")
    func unmanagedLeaderboardStaysInItsSet() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        // As if the weekly leaderboard had been made in App Store Connect's pages: no record of it, and not in the catalog.
        try FileManager.default.removeItem(at: game.folder.appendingPathComponent("catalog.lock.yaml"))
        try game.editCatalog(Self.weekly + "\n", "")
        try game.editCatalog("leaderboards: [weekly, best_score]", "leaderboards: [best_score]")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("demo.rank.weekly"), "\(plan.stdout)")
        #expect(plan.stdout.contains("update leaderboard set demo.ranks.scores\n    leaderboards: \"demo.rank.weekly, demo.rank.best\" → \"demo.rank.best, demo.rank.weekly\"\n"),
                "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let state = game.simulator.state
        let set = try #require(await state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        #expect(try await state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.best", "demo.rank.weekly"])
        // Kept, and named: the set holds more than the catalog lists, so the plan is not in sync.
        let after = try await game.asc("plan")
        #expect(after.status == 2, "\(after.stdout)")
        #expect(after.stdout.contains("warning: App Store Connect's leaderboard set 'demo.ranks.scores' also holds leaderboard 'demo.rank.weekly', which the catalog neither lists nor retires; apply keeps it there"), "\(after.stdout)")
        #expect(after.stdout.contains("plan: 0 step(s)"), "\(after.stdout)")
    }

    @Test("two sets on a new app: the first is created holding every leaderboard, then each gets its own; two leaderboards swap sets and are never in none")
    func twoSets() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        try game.editCatalog("    leaderboards: [weekly, best_score]\n", "    leaderboards: [best_score]\n")
        try game.editCatalog("""
                  en:
                    title: Scores

            """, """
                  en:
                    title: Scores
              - key: weeks
                id: demo.ranks.weeks
                referenceName: Weeks
                leaderboards: [weekly]
                localizations:
                  en:
                    title: Weeks

            """)
        try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/weeks.png"))
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("update leaderboard set demo.ranks.scores\n    leaderboards: \"every one App Store Connect holds\" → \"demo.rank.best\"\n"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let state = game.simulator.state
        func members(_ set: String) async throws -> [String] {
            let id = try #require(await state.leaderboard(vendorIdentifier: set, kind: .leaderboardSet)?.id)
            return try await state.members(ofSet: id).map(\.vendorIdentifier)
        }
        #expect(try await members("demo.ranks.scores") == ["demo.rank.best"])
        #expect(try await members("demo.ranks.weeks") == ["demo.rank.weekly"])
        #expect(try await game.asc("plan").status == 0)

        // Swap: each set first gains the other's leaderboard, then loses its own.
        try game.editCatalog("    leaderboards: [best_score]\n", "    leaderboards: [weekly]\n")
        try game.editCatalog("    leaderboards: [weekly]\n    localizations:\n      en:\n        title: Weeks", "    leaderboards: [best_score]\n    localizations:\n      en:\n        title: Weeks")
        let swap = try await game.asc("plan")
        #expect(swap.stdout.contains("update leaderboard set demo.ranks.scores\n    leaderboards: \"demo.rank.best\" → \"demo.rank.weekly, demo.rank.best\"\n"), "\(swap.stdout)")
        #expect(swap.stdout.contains("update leaderboard set demo.ranks.scores\n    leaderboards: \"demo.rank.weekly, demo.rank.best\" → \"demo.rank.weekly\"\n"), "\(swap.stdout)")
        let swapped = try await game.asc("apply", ["--yes"])
        #expect(swapped.status == 0, "\(swapped.stdout)")
        #expect(try await members("demo.ranks.scores") == ["demo.rank.weekly"])
        #expect(try await members("demo.ranks.weeks") == ["demo.rank.best"])
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("past 100 leaderboards on a new app: the first set's leaderboards, then the sets, then the rest inside their sets; nothing is refused, and the plan after is in sync")
    func pastAHundred() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        await game.simulator.state.setPageSize(200)
        let starter = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        let text = starter.range(of: "\n# Leaderboards, when").map { String(starter[..<$0.lowerBound]) } ?? starter
        // The second set's ten leaderboards come first in the catalog, and that set lists them in another order.
        let second = (1...10).map { "s\($0)" }, first = (1...100).map { "f\($0)" }
        var catalog = text + "\nleaderboards:\n"
        for key in second + first {
            catalog += "  - key: \(key)\n    id: demo.board.\(key)\n    referenceName: Board \(key)\n    format: INTEGER\n    sort: DESC\n"
                + "    submission: BEST_SCORE\n    localizations:\n      en: {title: Board \(key)}\n"
        }
        let secondListed = ["s10"] + second.dropLast()
        catalog += "leaderboardSets:\n"
        for (key, members) in [("main", first), ("extra", secondListed)] {
            catalog += "  - key: \(key)\n    id: demo.set.\(key)\n    referenceName: Set \(key)\n    leaderboards: [\(members.joined(separator: ", "))]\n"
                + "    localizations:\n      en: {title: Set \(key)}\n"
        }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(!apply.stdout.contains("LIMIT"), "\(apply.stdout)")
        let state = game.simulator.state
        #expect(await state.leaderboardOrder(ofApp: SyncGame.appID) == (second + first).map { "demo.board.\($0)" })
        let extra = try #require(await state.leaderboard(vendorIdentifier: "demo.set.extra", kind: .leaderboardSet))
        #expect(try await state.members(ofSet: extra.id).map(\.vendorIdentifier) == secondListed.map { "demo.board.\($0)" })
        let main = try #require(await state.leaderboard(vendorIdentifier: "demo.set.main", kind: .leaderboardSet))
        #expect(try await state.members(ofSet: main.id).count == 100)
        // The sets were created after the first set's leaderboards, and before the others.
        let requests = await state.requests.filter { $0.hasPrefix("POST /v2/gameCenterLeaderboard") && !$0.contains("Localizations") }
        let firstSet = try #require(requests.firstIndex { $0.hasPrefix("POST /v2/gameCenterLeaderboardSets") })
        #expect(requests[..<firstSet].count == 100, "\(requests.prefix(3))")
        let plan = try await game.asc("plan")
        #expect(plan.status == 0 && plan.stdout.contains("in sync"), "\(plan.stdout)")
    }

    @Test("after release: a changed title goes into a new version; a changed sort is refused before any request; the simulator refuses it too")
    func afterRelease() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        try game.editCatalog("title: Weekly Fastest", "title: Fastest of the Week")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.count("POST /v2/gameCenterLeaderboardVersions") == 1)
        #expect(await game.simulator.state.latestLocalizations(leaderboard: "demo.rank.weekly").map(\.name) == ["Fastest of the Week"])
        #expect(try await game.asc("plan").status == 0)
        // The new version goes to review as a leaderboard version.
        let submit = try await game.asc("submit", ["--yes"])
        #expect(submit.status == 0, "\(submit.stdout)")
        #expect(submit.stdout.contains("to submit for review (1 version(s)):\n  demo.rank.weekly v2 (PREPARE_FOR_SUBMISSION)\n"), "\(submit.stdout)")
        let weeklyVersion = try #require(await game.simulator.state.leaderboard(vendorIdentifier: "demo.rank.weekly")?.versionIDs.last)
        #expect(await game.simulator.state.versions[weeklyVersion]?.state == "WAITING_FOR_REVIEW")

        await game.simulator.state.clearRequests()
        try game.editCatalog("sort: ASC", "sort: DESC")
        let refused = try await game.asc("apply", ["--yes"])
        #expect(refused.status == 1, "\(refused.stdout)")
        // The lock recorded the released sort: the catalog is refused before App Store Connect is asked.
        #expect(refused.stdout.contains("error: leaderboard 'weekly' was released sorting ASC (catalog.lock.yaml:"), "\(refused.stdout)")
        #expect(refused.stdout.contains("and now sorts DESC; App Store Connect keeps a live leaderboard's sort order: restore ASC, or retire it and add a new leaderboard [released-sort-changed]"))
        #expect(await game.simulator.state.requests.isEmpty)

        let weekly = try #require(await game.simulator.state.leaderboard(vendorIdentifier: "demo.rank.weekly"))
        await #expect(throws: SimulatorError.self) {
            _ = try await game.simulator.state.updateLeaderboard(weekly.id, referenceName: nil, attributes: ["scoreSortType": "ASC"], archived: nil)
        }
    }

    @Test("the simulator refuses what App Store Connect refuses: an unknown format, a range with equal ends, half a recurrence, another app's leaderboard in a set, a leaderboard in no set")
    func simulatorRefusals() async throws {
        let state = SimulatorState()
        let detail = try await state.createDetail(app: "1")
        let other = try await state.createDetail(app: "2")
        let valid = ["defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"]
        func refusal(_ attributes: [String: String], id: String? = nil) async -> String? {
            do {
                _ = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: id ?? "x.\(attributes.count)", referenceName: "X", attributes: attributes)
                return nil
            } catch {
                return error.pointer
            }
        }
        #expect(await refusal(valid.merging(["defaultFormatter": "POINTS"]) { $1 }) == "/data/attributes/defaultFormatter")
        #expect(await refusal(valid.merging(["scoreRangeStart": "5", "scoreRangeEnd": "5"]) { $1 }) == "/data/attributes/scoreRangeStart")
        #expect(await refusal(valid.merging(["recurrenceDuration": "P1D"]) { $1 }) == "/data/attributes/recurrenceStartDate")
        let mine = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "mine", referenceName: "Mine", attributes: valid)
        let theirs = try await state.createLeaderboard(detail: other, group: nil, vendorIdentifier: "theirs", referenceName: "Theirs", attributes: valid)
        await #expect(throws: SimulatorError.self) {
            _ = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "set", referenceName: "Set", memberIDs: [mine.id, theirs.id])
        }
        await #expect(throws: SimulatorError.self) {
            _ = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "set", referenceName: "Set", memberIDs: [mine.id, mine.id])
        }
        await #expect(throws: SimulatorError.self) {
            _ = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "mine", referenceName: "Again", attributes: valid)
        }
        // Every leaderboard in a set once there are sets: the first set holds them all, a new one goes into a set,
        // and no replacement leaves one in none.
        let second = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "second", referenceName: "Second", attributes: valid)
        await #expect(throws: SimulatorError.self) {
            _ = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "set", referenceName: "Set", memberIDs: [mine.id])
        }
        let set = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "set", referenceName: "Set", memberIDs: [mine.id, second.id])
        #expect(await refusal(valid, id: "third") == "/data/relationships/gameCenterLeaderboardSets")
        let third = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "third", referenceName: "Third", attributes: valid, setIDs: [set.id])
        #expect(try await state.members(ofSet: set.id).map(\.id) == [mine.id, second.id, third.id])
        await #expect(throws: SimulatorError.self) { try await state.replaceMembers(ofSet: set.id, with: [mine.id, third.id]) }
    }
}

extension LeaderboardSyncTests {
    @Test("pull writes the leaderboards with every field and the set with its leaderboards by key, and their images")
    func pull() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let pulled = try await game.asc("pull", ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Demo"], catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        let text = try String(contentsOf: game.folder.appendingPathComponent("adopted/catalog.yaml"), encoding: .utf8)
        let section = try #require(text.range(of: "leaderboards:\n").map { String(text[$0.lowerBound...]) })
        #expect(section.hasPrefix(Self.pulledLeaderboards), "\(section)")
        #expect(pulled.stdout.contains("wrote adopted/catalog.yaml with 3 achievement(s), 2 leaderboard(s), 1 leaderboard set(s) and 6 image(s)"), "\(pulled.stdout)")
        for key in ["rank_best", "rank_weekly", "ranks_scores"] {
            let image = try Data(contentsOf: game.folder.appendingPathComponent("adopted/artwork/\(key).png"))
            #expect(image == TestImages.png(width: 512, height: 512, dpi: 72))
        }
    }

    /// What pull writes of ``leaderboards``: the recurrence's start in UTC, keys from the IDs.
    static let pulledLeaderboards = """
        leaderboards:
          - key: rank_best
            id: demo.rank.best
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
                description: Your best run.
                suffix: points
                suffixSingular: point
          - key: rank_weekly
            id: demo.rank.weekly
            referenceName: Weekly Best
            format: ELAPSED_TIME_SECOND
            sort: ASC
            submission: BEST_SCORE
            recurrence:
              start: "2026-01-05T07:00:00Z"
              duration: P7D
              rule: "FREQ=WEEKLY"
            localizations:
              en:
                title: Weekly Fastest
        leaderboardSets:
          - key: ranks_scores
            id: demo.ranks.scores
            referenceName: Scores
            leaderboards: [rank_weekly, rank_best]
            localizations:
              en:
                title: Scores

        """
}

extension LeaderboardSyncTests {
    @Test("a set of 51 leaderboards, one more than a list includes: its leaderboards are read in full through their own list, once")
    func largeSet() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let state = game.simulator.state
        let detail = try await state.createDetail(app: SyncGame.appID)
        var ids: [String] = []
        for index in 1...51 {
            ids.append(try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "demo.rank.r\(index)", referenceName: "R\(index)",
                                                         attributes: ["defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"]).id)
        }
        _ = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "demo.ranks.all", referenceName: "All", memberIDs: ids.reversed())
        await state.setPageSize(200)
        let pulled = try await game.asc("pull", ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Demo"], catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        #expect(await game.count("GET /v2/gameCenterLeaderboardSets/") == 1)
        let text = try String(contentsOf: game.folder.appendingPathComponent("adopted/catalog.yaml"), encoding: .utf8)
        let listed = (1...51).reversed().map { "rank_r\($0)" }.joined(separator: ", ")
        #expect(text.contains("    leaderboards: [\(listed)]\n"), "\(text)")
    }
}

extension LeaderboardSyncTests {
    @Test("pull lists an archived leaderboard under retired, leaves it out of its set, and says so above the set")
    func pullArchivedMember() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let state = game.simulator.state
        let detail = try await state.createDetail(app: SyncGame.appID)
        let attributes = ["defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"]
        let kept = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "demo.rank.kept", referenceName: "Kept", attributes: attributes)
        let old = try await state.createLeaderboard(detail: detail, group: nil, vendorIdentifier: "demo.rank.old", referenceName: "Old", attributes: attributes)
        _ = try await state.createLeaderboardSet(detail: detail, group: nil, vendorIdentifier: "demo.ranks.all", referenceName: "All", memberIDs: [old.id, kept.id])
        // Live first: App Store Connect archives only live leaderboards.
        await state.release()
        _ = try await state.updateLeaderboard(old.id, referenceName: nil, attributes: [:], archived: true)
        let pulled = try await game.asc("pull", ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Demo"], catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        let text = try String(contentsOf: game.folder.appendingPathComponent("adopted/catalog.yaml"), encoding: .utf8)
        #expect(!text.contains("    id: demo.rank.old"), "\(text)")
        #expect(text.contains("retired:\n  - id: demo.rank.old\n    reason: archived in App Store Connect\n    kind: leaderboard\n"), "\(text)")
        #expect(text.contains("""
            leaderboardSets:
              # pull: left out of this set, not listed as leaderboards here (archived): demo.rank.old
              - key: ranks_all
                id: demo.ranks.all
                referenceName: All
                leaderboards: [rank_kept]

            """), "\(text)")
    }
}

extension LeaderboardSyncTests {
    @Test("a released leaderboard listed under retired is archived, never deleted; its set no longer lists it")
    func retireLeaderboard() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        // Remove the weekly leaderboard from the catalog and its set, and retire its ID.
        let text = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        let start = try #require(text.range(of: "  - key: weekly\n"))
        let end = try #require(text.range(of: "leaderboardSets:\n"))
        var edited = text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
        edited = edited.replacingOccurrences(of: "leaderboards: [weekly, best_score]", with: "leaderboards: [best_score]")
        edited += "retired:\n  - id: demo.rank.weekly\n    reason: Weekly races ended.\n    kind: leaderboard\n"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("archive retired leaderboard demo.rank.weekly\n"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.simulator.state.leaderboard(vendorIdentifier: "demo.rank.weekly")?.archived == true)
        #expect(await game.count("DELETE ") == 0)
        let set = try #require(await game.simulator.state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        #expect(try await game.simulator.state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.best"])
        #expect(try await game.asc("plan").status == 0)
    }
}

extension LeaderboardSyncTests {
    @Test("a leaderboard retired before release is a draft: named and left in its set, never archived; --prune-drafts deletes it")
    func retireDraftLeaderboard() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.clearRequests()
        let text = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        let start = try #require(text.range(of: "  - key: weekly\n"))
        let end = try #require(text.range(of: "leaderboardSets:\n"))
        var edited = text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
        edited = edited.replacingOccurrences(of: "leaderboards: [weekly, best_score]", with: "leaderboards: [best_score]")
        edited += "retired:\n  - id: demo.rank.weekly\n    reason: Weekly races ended.\n    kind: leaderboard\n"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let plan = try await game.asc("plan")
        // App Store Connect archives only live leaderboards, and keeps every leaderboard in a set: the
        // draft stays in its set, after the catalog's own.
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("    leaderboards: \"demo.rank.weekly, demo.rank.best\" → \"demo.rank.best, demo.rank.weekly\"\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("archive retired leaderboard"), "\(plan.stdout)")
        #expect(plan.stdout.contains("retired drafts (never submitted): demo.rank.weekly: left as they are (App Store Connect archives only live achievements and leaderboards); --prune-drafts deletes them\n"), "\(plan.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.simulator.state.leaderboard(vendorIdentifier: "demo.rank.weekly")?.archived == false)
        #expect(await game.count("PATCH /v2/gameCenterLeaderboards/") == 0)
        #expect(try await game.asc("plan").status == 0)

        let pruning = try await game.asc("plan", ["--prune-drafts"])
        #expect(pruning.status == 2, "\(pruning.stdout)")
        #expect(pruning.stdout.contains("\(try game.position(of: "demo.rank.weekly")): delete retired draft demo.rank.weekly (never submitted; --prune-drafts)\n"), "\(pruning.stdout)")
        let apply = try await game.asc("apply", ["--yes", "--prune-drafts"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.simulator.state.leaderboard(vendorIdentifier: "demo.rank.weekly") == nil)
        let set = try #require(await game.simulator.state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        #expect(try await game.simulator.state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.best"])
        #expect(try await game.asc("plan", ["--prune-drafts"]).status == 0)
    }
}
