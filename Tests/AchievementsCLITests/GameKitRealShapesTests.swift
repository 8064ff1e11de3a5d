import CatalogTestSupport
import CatalogExport
import Foundation
import Testing

/// `import gamekit` and `validate --gamekit` on bundles shaped as real
/// games' are: keys Xcode leaves out or sets to null, tab indentation, no
/// achievements at all (leaderboards only, or one activity), texts and
/// images for IDs the file does not define. Each is read, and what is not
/// imported is named at its place in the file.
@Suite("Xcode bundles as real games write them", .tags(.process), .unlessSkipped(.process))
struct GameKitRealShapesTests {
    /// Leaderboards only, recurring daily and weekly, with an image in each
    /// locale, indented with tabs: no achievement key at all.
    static let leaderboardsOnly = """
    {
    \t"meta": {"version": "2024-11-15"},
    \t"resources": {
    \t\t"leaderboards": [
    \t\t\t{"vendorIdentifier": "com.example.daily", "referenceName": "Daily", "archived": false, "defaultFormatter": "INTEGER", "scoreSortType": "DESC",
    \t\t\t "submissionType": "BEST_SCORE", "scoreRangeStart": null, "scoreRangeEnd": null, "visibility": "SHOW_FOR_ALL",
    \t\t\t "recurrenceStartDate": "2025-05-28T19:00:55Z", "recurrenceDuration": "PT24H", "recurrenceRule": "FREQ=DAILY;INTERVAL=1"},
    \t\t\t{"vendorIdentifier": "com.example.weekly", "referenceName": "Weekly", "defaultFormatter": "ELAPSED_TIME_SECOND", "scoreSortType": "ASC",
    \t\t\t "submissionType": "BEST_SCORE", "scoreRangeStart": "0", "scoreRangeEnd": "3600",
    \t\t\t "recurrenceStartDate": "2025-06-02T00:00:00Z", "recurrenceDuration": "P7D", "recurrenceRule": "FREQ=WEEKLY;INTERVAL=1"}
    \t\t],
    \t\t"leaderboardLocalizations": {
    \t\t\t"com.example.daily": [{"localID": "com.example.daily-en-US", "locale": "en-US", "name": "Daily", "formatterSuffix": "", "formatterSuffixSingular": ""},
    \t\t\t                      {"localID": "com.example.daily-de-DE", "locale": "de-DE", "name": "Täglich", "description": "Jeden Tag"}],
    \t\t\t"com.example.weekly": [{"localID": "com.example.weekly-en-US", "locale": "en-US", "name": "Weekly"},
    \t\t\t                       {"localID": "com.example.weekly-de-DE", "locale": "de-DE", "name": "Wöchentlich"}]
    \t\t},
    \t\t"leaderboardImages": {
    \t\t\t"com.example.daily-en-US": [{"localID": "com.example.daily-en-US", "url": "en-US/LeaderboardImage-com.example.daily-en-US.png"}],
    \t\t\t"com.example.daily-de-DE": [{"localID": "com.example.daily-de-DE", "url": "de-DE/LeaderboardImage-com.example.daily-de-DE.png"}],
    \t\t\t"com.example.weekly-en-US": [{"localID": "com.example.weekly-en-US", "url": "en-US/LeaderboardImage-com.example.weekly-en-US.png"}],
    \t\t\t"com.example.weekly-de-DE": [{"localID": "com.example.weekly-de-DE", "url": "de-DE/LeaderboardImage-com.example.weekly-de-DE.png"}]
    \t\t},
    \t\t"challenges": []
    \t}
    }

    """

    /// A single activity with a JPEG default image and `playStyle: null`, and nothing else.
    static let oneActivity = """
    {"meta": {"version": "2024-11-15"}, "resources": {
      "gameActivities": [{"vendorIdentifier": "com.example.run", "referenceName": "Run", "archived": false, "minimumPlayersCount": null,
                          "maximumPlayersCount": null, "supportsPartyCode": false, "properties": {}, "playStyle": null}],
      "gameActivityLocalizations": {"com.example.run": [{"localID": "com.example.run-en-US", "locale": "en-US", "name": "Run", "description": "Run a lap."}]},
      "gameActivityDefaultImages": {"com.example.run": {"localID": "com.example.run", "url": "GameActivityImage-com.example.run.jpg"}},
      "gameActivityFallbackURLs": {"com.example.run": "https://example.com/run"},
      "gameActivityAssociatedResources": []
    }}

    """

    /// Keys left out or null, a key Xcode's format has not, texts and an
    /// image for IDs the file does not define, and two locales' images of
    /// one size but different bytes.
    static let sparse = """
    {
    \t"meta": {"version": "2024-11-15"},
    \t"resources": {
    \t\t"achievements": [
    \t\t\t{"vendorIdentifier": "com.example.first", "referenceName": "First", "points": 10, "showBeforeEarned": true, "archived": null, "flavor": "x"},
    \t\t\t{"vendorIdentifier": "com.example.quiet", "referenceName": "Quiet", "points": 5, "showBeforeEarned": false}
    \t\t],
    \t\t"achievementLocalizations": {
    \t\t\t"com.example.first": [
    \t\t\t\t{"localID": "com.example.first-en-US", "locale": "en-US", "name": "First", "beforeEarnedDescription": "Win once.", "afterEarnedDescription": "Won once."},
    \t\t\t\t{"localID": "com.example.first-fr-FR", "locale": "fr-FR", "name": "Premier", "beforeEarnedDescription": "Gagner une fois.", "afterEarnedDescription": "Gagné."}
    \t\t\t],
    \t\t\t"com.example.gone": [{"localID": "com.example.gone-en-US", "locale": "en-US", "name": "Gone", "beforeEarnedDescription": "x", "afterEarnedDescription": "x"}]
    \t\t},
    \t\t"achievementImages": {
    \t\t\t"com.example.first-en-US": [{"localID": "com.example.first-en-US", "url": "en-US/first.png"}],
    \t\t\t"com.example.first-fr-FR": [{"localID": "com.example.first-fr-FR", "url": "fr-FR/first.png"}],
    \t\t\t"com.example.nobody-en-US": [{"localID": "com.example.nobody-en-US", "url": "en-US/nobody.png"}]
    \t\t},
    \t\t"extraPart": {}
    \t}
    }

    """

    /// A bundle folder holding `json`, and PNGs at `images` (relative path → bytes).
    static func bundle(_ json: String, images: [String: Data] = [:]) throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        for (path, bytes) in images {
            let file = bundle.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("game"), withIntermediateDirectories: true)
        return folder
    }

    /// The files of the folder `artwork`, by name.
    static func artwork(in artwork: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: artwork.path) {
            files[name] = try Data(contentsOf: artwork.appendingPathComponent(name))
        }
        return files
    }

    /// Imports the bundle of `folder`, validates the catalog, exports it,
    /// and returns the import's output with the original and exported bundles' files.
    static func roundTrip(_ folder: URL) async throws -> (imported: String, catalog: String, original: [String: Data], exported: [String: Data]) {
        let game = folder.appendingPathComponent("game")
        let result = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: game)
        #expect(result.status == 0, "\(result.stdout)")
        let validate = try await CLIRunner.run(["validate"], in: game)
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let export = try await CLIRunner.run(["export", "gamekit"], in: game)
        #expect(export.status == 0, "\(export.stdout)")
        var exported = try GameKitTests.contents(of: game.appendingPathComponent("GameCenterResources.gamekit"))
        exported[".achievements-export"] = nil
        return (result.stdout, try String(contentsOf: game.appendingPathComponent("catalog.yaml"), encoding: .utf8),
                try GameKitTests.contents(of: folder.appendingPathComponent("GameCenterResources.gamekit")), exported)
    }

    /// The bundle's JSON file read in Xcode's format.
    static func resources(_ files: [String: Data]) throws -> GameKitResources.Resources {
        try JSONDecoder().decode(GameKitResources.self, from: files["gameCenterResources.json"] ?? Data()).resources
    }

    @Test("a bundle of leaderboards only imports, validates as written, and exports back field for field and image for image")
    func leaderboardsOnly() async throws {
        let daily = TestImages.png(width: 512, height: 512, dpi: 72), weekly = TestImages.png(width: 512, height: 512, dpi: 73)
        let folder = try Self.bundle(Self.leaderboardsOnly, images: [
            "en-US/LeaderboardImage-com.example.daily-en-US.png": daily, "de-DE/LeaderboardImage-com.example.daily-de-DE.png": daily,
            "en-US/LeaderboardImage-com.example.weekly-en-US.png": weekly, "de-DE/LeaderboardImage-com.example.weekly-de-DE.png": weekly,
        ])
        let (imported, catalog, original, roundTripped) = try await Self.roundTrip(folder)
        var exported = roundTripped
        #expect(imported == "wrote catalog.yaml and 2 image(s) in artwork, with 0 achievement(s) the game reports itself until each has a group and 2 leaderboards; "
            + "check it with `achievements validate --catalog catalog.yaml`\n")
        #expect(catalog.contains("languages:\n  en: en-US\n  de: de-DE\n"), "\(catalog)")
        #expect(catalog.contains("achievements: []\n"), "\(catalog)")
        #expect(catalog.contains("""
              - key: example_weekly
                id: com.example.weekly
                referenceName: Weekly
                format: ELAPSED_TIME_SECOND
                sort: ASC
                submission: BEST_SCORE
                range:
                  start: 0
                  end: 3600
                recurrence:
                  start: "2025-06-02T00:00:00Z"
                  duration: P7D
                  rule: "FREQ=WEEKLY;INTERVAL=1"

            """), "\(catalog)")
        // Field for field: the empty suffixes Xcode writes are absent, as the catalog holds no empty text.
        var expected = try Self.resources(original)
        expected.leaderboardLocalizations["com.example.daily"]?[0].formatterSuffix = nil
        expected.leaderboardLocalizations["com.example.daily"]?[0].formatterSuffixSingular = nil
        #expect(try Self.resources(exported) == expected)
        // Image for image, each at the path Xcode names it.
        exported["gameCenterResources.json"] = nil
        var images = original
        images["gameCenterResources.json"] = nil
        #expect(exported == images)
    }

    @Test("a single activity with a JPEG default image and playStyle null imports, validates, and exports back with its image")
    func oneActivity() async throws {
        let jpeg = TestImages.jpeg(width: 3840, height: 2160)
        let folder = try Self.bundle(Self.oneActivity, images: ["GameActivityImage-com.example.run.jpg": jpeg])
        let (imported, catalog, original, exported) = try await Self.roundTrip(folder)
        #expect(imported == "wrote catalog.yaml and 1 image(s) in artwork, with 0 achievement(s) the game reports itself until each has a group and 1 activity; "
            + "check it with `achievements validate --catalog catalog.yaml`\n")
        #expect(catalog.hasSuffix("""
            activities:
              - key: example_run
                id: com.example.run
                referenceName: Run
                fallbackURL: "https://example.com/run"
                image: example_run.jpg
                localizations:
                  en:
                    title: Run
                    description: Run a lap.

            """), "\(catalog)")
        // Field for field, but for the one image: export writes it at the locale's path too.
        var written = try Self.resources(exported)
        #expect(written.gameActivityImages == ["com.example.run-en-US": [.init(localID: "com.example.run-en-US", url: "en-US/GameActivityImage-com.example.run-en-US.jpg")]])
        written.gameActivityImages = [:]
        #expect(written == (try Self.resources(original)))
        #expect(exported["GameActivityImage-com.example.run.jpg"] == jpeg)
        #expect(exported["en-US/GameActivityImage-com.example.run-en-US.jpg"] == jpeg)
        #expect(exported.count == 3)
    }

    @Test("a bundle with no texts at all imports with a warning that the catalog lists no language")
    func noTexts() async throws {
        let folder = try Self.bundle(#"{"meta": {"version": "2024-11-15"}, "resources": {}}"#)
        let result = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("../GameCenterResources.gamekit/gameCenterResources.json:1:1: warning: the bundle has no texts in any locale, so the catalog lists no language; add the game's languages under `languages` (validate asks for one) [gamekit-import]\n"), "\(result.stdout)")
    }

    @Test("keys left out or null are read as unset; unknown keys, orphan texts and images are named; a locale's image of other bytes is its own")
    func sparse() async throws {
        let english = TestImages.png(width: 512, height: 512, dpi: 72), french = TestImages.png(width: 512, height: 512, dpi: 73)
        #expect(english.count == french.count && english != french)
        let folder = try Self.bundle(Self.sparse, images: ["en-US/first.png": english, "fr-FR/first.png": french, "en-US/nobody.png": english])
        let result = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        #expect(result.status == 0, "\(result.stdout)")
        let json = "../GameCenterResources.gamekit/gameCenterResources.json"
        let named = [
            "\(json):5:130: warning: unknown key 'flavor' in an achievement: Xcode's format has no such field, so it is not read [gamekit-import]",
            "\(json):6:25: warning: 'com.example.quiet' has no localization; the catalog needs its texts in every language [gamekit-import]",
            "\(json):13:4: warning: the texts of 'com.example.gone' are not imported: the bundle defines no achievement with that ID [gamekit-import]",
            "\(json):18:4: warning: the image of 'com.example.nobody-en-US' is not imported: no achievement localization has that localID [gamekit-import]",
            "\(json):20:3: warning: unknown key 'extraPart' under resources: Xcode's format has no such part, so it is not read [gamekit-import]",
        ]
        #expect(result.stdout == (named + ["wrote catalog.yaml and 2 image(s) in artwork, with 2 achievement(s) the game reports itself until each has a group; check it with `achievements validate --catalog catalog.yaml`", ""]).joined(separator: "\n"))
        let catalog = try String(contentsOf: folder.appendingPathComponent("game/catalog.yaml"), encoding: .utf8)
        // Absent `repeatable` and null `archived` are unset: both are imported, neither repeatable nor retired.
        #expect(!catalog.contains("repeatable") && !catalog.contains("retired"), "\(catalog)")
        #expect(catalog.contains("    id: com.example.quiet\n"), "\(catalog)")
        // The first locale's image is the achievement's; the French one, of the same size but other bytes, is French's own.
        let artwork = try Self.artwork(in: folder.appendingPathComponent("game/artwork"))
        #expect(artwork == ["example_first.png": english, "example_first.fr-FR.png": french], "\(artwork.keys.sorted())")
        #expect(catalog.contains("        title: Premier\n        description: \"Gagner une fois.\"\n        earnedDescription: \"Gagné.\"\n        image: example_first.fr-FR.png\n"), "\(catalog)")

        // validate --gamekit names the same parts, at the same places.
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        let lines = checked.stdout.split(separator: "\n").map(String.init)
        for line in named where !line.contains("has no localization") && !line.contains("differ between locales") {
            #expect(lines.contains(line.replacingOccurrences(of: "../", with: "")), "\(checked.stdout)")
        }
        // An achievement with no localization is named at its ID, not at the file's start.
        #expect(lines.contains("GameCenterResources.gamekit/gameCenterResources.json:6:25: error: achievement 'com.example.quiet' has no 'en-US' localization [missing-localization]"), "\(checked.stdout)")
    }

    @Test("validate --gamekit refuses the images import refuses: more than 256 MiB to copy")
    func imageTotal() async throws {
        // Sparse files: 16 achievements' images of 17 MiB each claim 272 MiB without taking it on disk.
        var achievements: [String] = [], texts: [String] = [], images: [String] = []
        for index in 1...16 {
            let id = "com.example.a\(index)"
            achievements.append(#"{"vendorIdentifier": "\#(id)", "referenceName": "A\#(index)", "points": 1, "showBeforeEarned": true}"#)
            texts.append(#""\#(id)": [{"localID": "\#(id)-en-US", "locale": "en-US", "name": "A\#(index)", "beforeEarnedDescription": "Do.", "afterEarnedDescription": "Done."}]"#)
            images.append(#""\#(id)-en-US": [{"localID": "\#(id)-en-US", "url": "en-US/a\#(index).png"}]"#)
        }
        let json = #"{"meta": {"version": "2024-11-15"}, "resources": {"achievements": [\#(achievements.joined(separator: ", "))], "#
            + #""achievementLocalizations": {\#(texts.joined(separator: ", "))}, "achievementImages": {\#(images.joined(separator: ", "))}}}"#
        let folder = try Self.bundle(json)
        for index in 1...16 {
            let file = folder.appendingPathComponent("GameCenterResources.gamekit/en-US/a\(index).png")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TestImages.png(width: 512, height: 512).write(to: file)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 17 * 1024 * 1024)
            try handle.close()
        }
        let refusal = "gameCenterResources.json:1:1: error: the bundle's images add up to more than 268435456 bytes; import copies at most that much [gamekit-import]"
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("GameCenterResources.gamekit/" + refusal + "\n"), "\(checked.stdout)")
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        #expect(imported.status == 1)
        #expect(imported.stdout == "../GameCenterResources.gamekit/" + refusal + "\n", "\(imported.stdout)")
    }
}
