import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import Testing

/// Xcode's bundle with every kind, through the real commands: a bundle
/// shaped as Apple's GameKit sample (achievements, leaderboards, a set,
/// activities and challenges, each with texts in two locales and images)
/// imports into a catalog that validates as written, and exports back byte
/// for byte, every image included.
@Suite("export gamekit and import gamekit with every kind", .tags(.process), .unlessSkipped(.process))
struct GameKitEveryKindTests {
    static let locales = ["en-US", "fr-FR"]

    /// Writes `bytes` at `url` inside `bundle`.
    static func write(_ bytes: Data, _ url: String, in bundle: URL) throws {
        let file = bundle.appendingPathComponent(url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
    }

    /// A bundle with every kind, written as Xcode writes it.
    static func everyKind(in folder: URL) throws -> URL {
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        var parts = GameKitResources.Resources(achievements: [], achievementLocalizations: [:], achievementImages: [:])
        /// Each locale's localID and image url for a resource of `kind`, its image written once per locale.
        func localized(_ kind: GameCenterKind, _ id: String, _ image: Data, _ fileExtension: String) throws -> [(locale: String, localID: String, image: GameKitResources.Image)] {
            try locales.map { locale in
                let localID = "\(id)-\(locale)"
                let url = GameKitResources.imagePath(kind, locale: locale, localID: localID, extension: fileExtension)
                try write(image, url, in: bundle)
                return (locale, localID, GameKitResources.Image(localID: localID, url: url))
            }
        }
        for (index, id) in ["com.example.kinds.first", "com.example.kinds.second"].enumerated() {
            parts.achievements.append(.init(activityProperties: index == 0 ? ["mode": "duel", "arena": "night"] : [:], archived: false,
                                            points: 10 * (index + 1), referenceName: "Achievement \(index + 1)",
                                            repeatable: index == 1, showBeforeEarned: true, vendorIdentifier: id))
            parts.achievementLocalizations[id] = try localized(.achievement, id, TestImages.png(width: 512, height: 512, dpi: 80 + index), "png").map { item in
                parts.achievementImages[item.localID] = [item.image]
                return .init(afterEarnedDescription: "Earned \(index + 1) (\(item.locale))", beforeEarnedDescription: "Earn \(index + 1) (\(item.locale))",
                             locale: item.locale, localID: item.localID, name: "Achievement \(index + 1) \(item.locale)")
            }
        }
        parts.achievements.append(.init(activityProperties: [:], archived: true, points: 0, referenceName: "com.example.kinds.old", repeatable: false,
                                        showBeforeEarned: true, vendorIdentifier: "com.example.kinds.old"))
        let leaderboards = [
            GameKitResources.Leaderboard(activityProperties: ["track": "3"], archived: false, defaultFormatter: "INTEGER", recurrence: nil,
                                         referenceName: "Total", scoreRange: nil,
                                         scoreSortType: "DESC", submissionType: "BEST_SCORE", vendorIdentifier: "com.example.kinds.total", visibility: "SHOW_FOR_ALL"),
            GameKitResources.Leaderboard(archived: false, defaultFormatter: "ELAPSED_TIME_CENTISECOND", recurrence: ("2025-05-28T19:00:55Z", "PT24H", "FREQ=DAILY;INTERVAL=1"),
                                         referenceName: "Daily", scoreRange: ("0", "360000"), scoreSortType: "ASC", submissionType: "MOST_RECENT_SCORE",
                                         vendorIdentifier: "com.example.kinds.daily", visibility: "SHOW_FOR_ALL"),
            GameKitResources.Leaderboard(archived: false, defaultFormatter: "INTEGER", recurrence: ("2025-06-02T00:00:00Z", "P7D", "FREQ=WEEKLY;INTERVAL=1"),
                                         referenceName: "Weekly", scoreRange: nil, scoreSortType: "DESC", submissionType: "BEST_SCORE",
                                         vendorIdentifier: "com.example.kinds.weekly", visibility: "HIDE_FOR_ALL"),
        ]
        for (index, leaderboard) in leaderboards.enumerated() {
            parts.leaderboards.append(leaderboard)
            let id = leaderboard.vendorIdentifier
            parts.leaderboardLocalizations[id] = try localized(.leaderboard, id, TestImages.png(width: 512, height: 512, dpi: 90 + index), "png").map { item in
                parts.leaderboardImages[item.localID] = [item.image]
                return .init(description: index == 0 ? nil : "Ranks \(leaderboard.referenceName) (\(item.locale))",
                             formatterOverride: index == 2 && item.locale == "fr-FR" ? "DECIMAL_POINT_1_PLACE" : nil,
                             formatterSuffix: index == 0 ? "points" : nil, formatterSuffixSingular: index == 0 ? "point" : nil,
                             locale: item.locale, localID: item.localID, name: "\(leaderboard.referenceName) \(item.locale)")
            }
        }
        let set = "com.example.kinds.all"
        parts.leaderboardSets = [.init(referenceName: "All boards", vendorIdentifier: set)]
        parts.leaderboardSetLocalizations[set] = try localized(.leaderboardSet, set, TestImages.png(width: 512, height: 512, dpi: 99), "png").map { item in
            parts.leaderboardSetImages[item.localID] = [item.image]
            return .init(description: nil, locale: item.locale, localID: item.localID, name: "All \(item.locale)")
        }
        // Set membership in an order of its own, not the leaderboards'.
        parts.leaderboardSetMemberships[set] = [.init(leaderboardLocalIDs: ["com.example.kinds.weekly", "com.example.kinds.total", "com.example.kinds.daily"], localID: set)]
        for (index, id) in ["com.example.kinds.duel", "com.example.kinds.party"].enumerated() {
            parts.gameActivities.append(.init(archived: false, maximumPlayersCount: index == 0 ? 2 : 8, minimumPlayersCount: index == 0 ? 2 : nil,
                                              playStyle: index == 0 ? "SYNCHRONOUS" : nil, properties: index == 0 ? ["mode": "duel", "arena": "night"] : [:],
                                              referenceName: "Activity \(index + 1)", supportsPartyCode: index == 1, vendorIdentifier: id))
            let image = TestImages.jpeg(width: 3840, height: 2160, dpi: 72 + index)
            let defaultURL = GameKitResources.defaultImagePath(.activity, id: id, extension: "jpg")
            try write(image, defaultURL, in: bundle)
            parts.gameActivityDefaultImages[id] = .init(localID: id, url: defaultURL)
            parts.gameActivityFallbackURLs[id] = "https://example.com/play/\(index + 1)?from=games"
            parts.gameActivityLocalizations[id] = try localized(.activity, id, image, "jpg").map { item in
                parts.gameActivityImages[item.localID] = [item.image]
                return .init(description: "Play \(index + 1) (\(item.locale))", locale: item.locale, localID: item.localID, name: "Activity \(index + 1) \(item.locale)")
            }
        }
        parts.gameActivityAssociatedResources = .init(leaderboards: ["com.example.kinds.duel": ["com.example.kinds.daily", "com.example.kinds.total"]],
                                                      achievements: ["com.example.kinds.duel": ["com.example.kinds.second"], "com.example.kinds.party": ["com.example.kinds.first"]])
        for (index, id) in ["com.example.kinds.beat.daily", "com.example.kinds.beat.total"].enumerated() {
            parts.challenges.append(.init(allowedDurations: index == 0 ? ["ONE_DAY", "THREE_DAYS", "ONE_WEEK"] : [], archived: false,
                                          referenceName: "Challenge \(index + 1)", repeatable: index == 0, vendorIdentifier: id))
            let image = TestImages.jpeg(width: 3840, height: 2160, dpi: 90 + index)
            let defaultURL = GameKitResources.defaultImagePath(.gameCenterChallenge, id: id, extension: "jpg")
            try write(image, defaultURL, in: bundle)
            parts.challengeDefaultImages[id] = .init(localID: id, url: defaultURL)
            parts.challengeLeaderboardRelationships[id] = [.init(leaderboardLocalID: index == 0 ? "com.example.kinds.daily" : "com.example.kinds.total", localID: id)]
            parts.challengeLocalizations[id] = try localized(.gameCenterChallenge, id, image, "jpg").map { item in
                parts.challengeImages[item.localID] = [item.image]
                return .init(description: "Beat it (\(item.locale))", locale: item.locale, localID: item.localID, name: "Challenge \(index + 1) \(item.locale)")
            }
        }
        try Data(GameKitExport.json(GameKitResources(meta: .init(version: "2024-11-15"), resources: parts)).utf8)
            .write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        return bundle
    }

    @Test("every kind imports into a catalog that validates as written, and export gives the bundle back byte for byte, every image included")
    func roundTrip() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let original = try Self.everyKind(in: folder)
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        // The bundle passes App Store Connect's rules for every kind, every image included.
        let checked = try await CLIRunner.run(["validate", "--gamekit", original.path, "--format", "text"], in: project)
        #expect(checked.stdout == "0 errors, 0 warnings\n", "\(checked.stdout)")
        let imported = try await CLIRunner.run(["import", "gamekit", original.path, "--game", "Kinds"], in: project)
        #expect(imported.status == 0, "\(imported.stdout)")
        #expect(imported.stdout == "wrote catalog.yaml and 10 image(s) in artwork, with 2 achievement(s) the game reports itself until each has a group, "
            + "3 leaderboards, 1 leaderboard set, 2 activities and 2 Game Center challenges; check it with `achievements validate --catalog catalog.yaml`\n", "\(imported.stdout)")
        let text = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(text.contains("""
                repeatable: yes
                activityProperties:
                  arena: night
                  mode: duel
                localizations:

            """) == false, "activity properties belong to the first achievement only")
        #expect(text.contains("""
                hidden: no
                activityProperties:
                  arena: night
                  mode: duel
                localizations:

            """), "\(text)")
        #expect(text.contains("""
            leaderboardSets:
              - key: example_kinds_all
                id: com.example.kinds.all
                referenceName: All boards
                leaderboards: [example_kinds_weekly, example_kinds_total, example_kinds_daily]

            """), "\(text)")
        #expect(text.contains("""
            activities:
              - key: example_kinds_duel
                id: com.example.kinds.duel
                referenceName: Activity 1
                minimumPlayers: 2
                maximumPlayers: 2
                playStyle: SYNCHRONOUS
                properties:
                  arena: night
                  mode: duel
                fallbackURL: "https://example.com/play/1?from=games"
                achievements: [example_kinds_second]
                leaderboards: [example_kinds_daily, example_kinds_total]
                image: example_kinds_duel.jpg

            """), "\(text)")
        #expect(text.contains("""
            gameCenterChallenges:
              - key: example_kinds_beat_daily
                id: com.example.kinds.beat.daily
                referenceName: Challenge 1
                leaderboard: example_kinds_daily
                repeatable: yes
                durations: [ONE_DAY, THREE_DAYS, ONE_WEEK]
                image: example_kinds_beat_daily.jpg

            """), "\(text)")
        let validate = try await CLIRunner.run(["validate"], in: project)
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let export = try await CLIRunner.run(["export", "gamekit"], in: project)
        #expect(export.status == 0, "\(export.stdout)")
        #expect(export.stdout.hasSuffix("GameCenterResources.gamekit: 2 achievements, 3 leaderboards, 1 leaderboard set, 2 activities, 2 Game Center challenges in 2 locale(s)\n"),
                "\(export.stdout)")
        var exported = try GameKitTests.contents(of: project.appendingPathComponent("GameCenterResources.gamekit"))
        #expect(exported.removeValue(forKey: ".achievements-export") != nil)
        let expected = try GameKitTests.contents(of: original)
        #expect(exported.keys.sorted() == expected.keys.sorted())
        #expect(String(decoding: exported["gameCenterResources.json"] ?? Data(), as: UTF8.self) == String(decoding: expected["gameCenterResources.json"] ?? Data(), as: UTF8.self))
        #expect(exported == expected)
        // Written only when bytes change; --check agrees.
        let again = try await CLIRunner.run(["export", "gamekit", "--check"], in: project)
        #expect(again.status == 0, "\(again.stdout)")
    }

    @Test("16 achievements in 18 languages, each language with its own image: import keeps all 288, and export gives the bundle back byte for byte")
    func imagePerLanguage() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let original = try GameKitTests.xcodeBundle(in: folder, imagePerLocale: true)
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let imported = try await CLIRunner.run(["import", "gamekit", original.path, "--game", "Quest"], in: project)
        #expect(imported.stdout == "wrote catalog.yaml and 288 image(s) in artwork, with 16 achievement(s) the game reports itself until each has a group; "
            + "check it with `achievements validate --catalog catalog.yaml`\n", "\(imported.stdout)")
        let text = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        let second = try #require(GameKitTests.locales.dropFirst().first)
        #expect(text.contains("        image: example_quest_a01.\(second).png\n"), "\(text)")
        let validate = try await CLIRunner.run(["validate"], in: project)
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let export = try await CLIRunner.run(["export", "gamekit"], in: project)
        #expect(export.status == 0, "\(export.stdout)")
        var exported = try GameKitTests.contents(of: project.appendingPathComponent("GameCenterResources.gamekit"))
        #expect(exported.removeValue(forKey: ".achievements-export") != nil)
        let expected = try GameKitTests.contents(of: original)
        #expect(Set(expected.filter { $0.key.hasSuffix(".png") }.values).count == 288)
        #expect(exported == expected)
    }
}
