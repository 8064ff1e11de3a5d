import CatalogTestSupport
import Foundation
import Testing

/// `import gamekit` and `validate --gamekit` on hostile bundles of the kinds
/// beside achievements: names that name nothing, a mixed list of the wrong
/// shape, image URLs out of the bundle, a key twice, numbers out of range,
/// an ID twice and a list past the bound. Each ends in a diagnostic at its
/// value's line and column, with nothing written on an error.
@Suite("import gamekit on hostile bundles of every kind", .tags(.process), .unlessSkipped(.process))
struct GameKitKindsHostileTests {
    /// A leaderboard, a set, an activity and two challenges, with a set
    /// member, two associations and a challenge's leaderboard that name nothing.
    static let base = """
    {"meta": {"version": "2024-11-15"}, "resources": {
      "leaderboards": [{"vendorIdentifier": "com.example.total", "referenceName": "Total", "defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"}],
      "leaderboardLocalizations": {"com.example.total": [{"localID": "com.example.total-en-US", "locale": "en-US", "name": "Total"}]},
      "leaderboardSets": [{"vendorIdentifier": "com.example.all", "referenceName": "All"}],
      "leaderboardSetLocalizations": {"com.example.all": [{"localID": "com.example.all-en-US", "locale": "en-US", "name": "All"}]},
      "leaderboardSetMemberships": {"com.example.all": [{"localID": "com.example.all", "leaderboardLocalIDs": ["com.example.total", "com.example.nothing"]}]},
      "gameActivities": [{"vendorIdentifier": "com.example.run", "referenceName": "Run"}],
      "gameActivityLocalizations": {"com.example.run": [{"localID": "com.example.run-en-US", "locale": "en-US", "name": "Run"}]},
      "gameActivityDefaultImages": {"com.example.run": {"localID": "com.example.run", "url": "run.jpg"}},
      "gameActivityAssociatedResources": ["Leaderboard", {"com.example.run": ["com.example.total", "com.example.none"]}, "Achievement", {"com.example.run": ["com.example.nobody"]}],
      "challenges": [{"vendorIdentifier": "com.example.beat", "referenceName": "Beat", "challengeType": "LEADERBOARD"},
                     {"vendorIdentifier": "com.example.lost", "referenceName": "Lost", "challengeType": "LEADERBOARD"}],
      "challengeLocalizations": {"com.example.beat": [{"localID": "com.example.beat-en-US", "locale": "en-US", "name": "Beat"}]},
      "challengeLeaderboardRelationships": {"com.example.beat": [{"localID": "com.example.beat", "leaderboardLocalID": "com.example.total"}],
                                            "com.example.lost": [{"localID": "com.example.lost", "leaderboardLocalID": "com.example.gone"}]}
    }}

    """

    static let json = "GameCenterResources.gamekit/gameCenterResources.json"

    /// Imports `text` (the base with `edit` applied) and checks it with
    /// `validate --gamekit`: both outputs, and whether a catalog was written.
    static func run(_ edit: (String) -> String = { $0 }) async throws -> (imported: TestProcess.Result, checked: TestProcess.Result, wrote: Bool) {
        let text = edit(base)
        #expect(text != base || edit("x") == "x", "the edit changes nothing")
        let folder = try GameKitRealShapesTests.bundle(text, images: ["run.jpg": TestImages.jpeg(width: 3840, height: 2160)])
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        return (imported, checked, FileManager.default.fileExists(atPath: folder.appendingPathComponent("game/catalog.yaml").path))
    }

    @Test("a set member, associations and a challenge's leaderboard that name nothing: import leaves each out with a warning, validate --gamekit reports each")
    func namesNothing() async throws {
        let (imported, checked, wrote) = try await Self.run()
        #expect(imported.status == 0 && wrote)
        #expect(imported.stdout == """
            ../\(Self.json):6:129: warning: the set 'com.example.all' lists 'com.example.nothing', which the bundle does not define as a leaderboard; it is left out of the set [gamekit-import]
            ../\(Self.json):10:96: warning: activity 'com.example.run' is associated with 'com.example.none', which the bundle does not define as a leaderboard; the association is left out [gamekit-import]
            ../\(Self.json):10:154: warning: activity 'com.example.run' is associated with 'com.example.nobody', which the bundle does not define as an achievement; the association is left out [gamekit-import]
            ../\(Self.json):15:116: warning: challenge 'com.example.lost' is built on 'com.example.gone', no leaderboard of the bundle; it is not imported [gamekit-import]
            wrote catalog.yaml and 1 image(s) in artwork, with 0 achievement(s) the game reports itself until each has a group, 1 leaderboard, 1 leaderboard set, 1 activity and 1 Game Center challenge; check it with `achievements validate --catalog catalog.yaml`

            """)
        #expect(checked.status == 1)
        #expect(checked.stdout == """
            \(Self.json):6:129: error: leaderboard set 'com.example.all' lists 'com.example.nothing', which is not a leaderboard key of the catalog; did you mean 'com.example.total'? [leaderboard-set-member]
            \(Self.json):10:96: error: activity 'com.example.run' lists 'com.example.none', which is not a leaderboard key of the catalog; did you mean 'com.example.total'? [activity-association]
            \(Self.json):10:154: error: activity 'com.example.run' lists 'com.example.nobody', which is not an achievement key of the catalog [activity-association]
            \(Self.json):12:39: error: Game Center challenge 'com.example.lost' has no 'en-US' localization [missing-localization]
            \(Self.json):15:116: error: Game Center challenge 'com.example.lost' is built on 'com.example.gone', which is not a leaderboard key of the catalog; did you mean 'com.example.total'? [challenge-leaderboard]
            5 errors, 0 warnings

            """)
    }

    @Test("a refusal of every kind's part, the same from import and validate --gamekit, with nothing written", arguments: [
        ("mapMissing", #""Leaderboard", {"com.example.run""#, #""Leaderboard", ["x"], "Achievement", {"com.example.run""#,
         "10:54: error: resources.gameActivityAssociatedResources[1] must be an object, as in Xcode's format [gamekit-import]"),
        ("kindWord", #"["Leaderboard""#, #"["Trophy""#,
         "10:39: error: resources.gameActivityAssociatedResources[0] cannot be read: 'Trophy' is not 'Leaderboard' or 'Achievement' [gamekit-import]"),
        ("wordAlone", #", "Achievement", {"com.example.run": ["com.example.nobody"]}]"#, #", "Achievement"]"#,
         "10:118: error: resources.gameActivityAssociatedResources[2] cannot be read: 'Achievement' is not followed by its map of activity IDs [gamekit-import]"),
        ("duplicateKey", #""referenceName": "Total","#, #""referenceName": "Total", "referenceName": "Again","#,
         "2:88: error: duplicate key 'referenceName'; it is first defined at line 2, column 62 [gamekit-duplicate-key]"),
        ("outOfRange", #""referenceName": "Run"}"#, #""referenceName": "Run", "minimumPlayersCount": 99999999999999999999}"#,
         "7:109: error: resources.gameActivities[0].minimumPlayersCount is out of range: 99999999999999999999 is no whole number Xcode's format holds (at most 9223372036854775807) [gamekit-import]"),
    ])
    func refused(name: String, old: String, new: String, expected: String) async throws {
        let (imported, checked, wrote) = try await Self.run { $0.replacingOccurrences(of: old, with: new) }
        #expect(imported.status == 1 && !wrote, "\(name)")
        #expect(imported.stdout == "../\(Self.json):\(expected)\n", "\(name)")
        #expect(checked.status == 1, "\(name)")
        #expect(checked.stdout == "\(Self.json):\(expected)\n1 error, 0 warnings\n", "\(name)")
    }

    @Test("an image URL out of the bundle is refused at its line, absolute, climbing or through a link")
    func imageOutside() async throws {
        for url in ["../outside.jpg", "/etc/passwd"] {
            let (imported, checked, wrote) = try await Self.run { $0.replacingOccurrences(of: #""url": "run.jpg""#, with: "\"url\": \"\(url)\"") }
            #expect(imported.status == 1 && !wrote)
            #expect(imported.stdout.contains("../\(Self.json):9:90: error: the image '\(url)' of 'com.example.run' is not a path inside the bundle [gamekit-import]\n"), "\(imported.stdout)")
            #expect(checked.stdout.contains("\(Self.json):9:90: error: the image '\(url)' of 'com.example.run' is not a file inside the bundle (no '..', no absolute path, no link) [gamekit-import]\n"),
                    "\(checked.stdout)")
        }
        // A link inside the bundle to a file outside it.
        let folder = try GameKitRealShapesTests.bundle(Self.base)
        try TestImages.jpeg(width: 3840, height: 2160).write(to: folder.appendingPathComponent("outside.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("GameCenterResources.gamekit/run.jpg").path, withDestinationPath: "../outside.jpg")
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        #expect(imported.status == 1)
        #expect(imported.stdout.contains("../\(Self.json):9:90: error: the image 'run.jpg' of 'com.example.run' is not a path inside the bundle [gamekit-import]\n"), "\(imported.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("game/catalog.yaml").path))
    }

    @Test("an ID twice in one kind is refused; a list longer than import reads is refused before any of its work")
    func idTwiceAndHugeList() async throws {
        let twice = try await Self.run {
            $0.replacingOccurrences(of: #"{"vendorIdentifier": "com.example.all", "referenceName": "All"}"#,
                                    with: #"{"vendorIdentifier": "com.example.all", "referenceName": "All"}, {"vendorIdentifier": "com.example.all", "referenceName": "All 2"}"#)
        }
        #expect(twice.imported.status == 1 && !twice.wrote)
        #expect(twice.imported.stdout.hasPrefix("../\(Self.json):4:109: error: the leaderboard set ID 'com.example.all' is listed twice; IDs are unique [gamekit-import]\n"), "\(twice.imported.stdout)")
        #expect(twice.checked.stdout.hasPrefix("\(Self.json):4:109: error: the leaderboard set ID 'com.example.all' is listed twice (first as leaderboard set 1); IDs are unique, archived ones included [gamekit-import]\n"),
                "\(twice.checked.stdout)")
        let many = (0..<6001).map { #"{"vendorIdentifier": "com.example.l\#($0)", "referenceName": "L\#($0)", "defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"}"# }
        let huge = try await Self.run {
            $0.replacingOccurrences(of: #""leaderboards": [{"#, with: #""leaderboards": ["# + many.joined(separator: ", ") + ", {")
        }
        #expect(huge.imported.status == 1 && !huge.wrote)
        #expect(huge.imported.stdout.hasPrefix("../\(Self.json):2:19: error: the bundle has 6002 leaderboards; import reads at most 6000 [gamekit-import]\n"), "\(huge.imported.stdout)")
        #expect(huge.checked.stdout.hasPrefix("\(Self.json):2:19: error: the bundle has 6002 leaderboards; a bundle holds at most 6000, as import reads them [gamekit-import]\n"),
                "\(huge.checked.stdout)")
    }

    @Test("a value no catalog holds is refused by import at its line, as validate --gamekit refuses it", arguments: [
        ("format", #""defaultFormatter": "INTEGER""#, #""defaultFormatter": "INTEGER\nsort: ASC""#,
         "2:108: error: defaultFormatter 'INTEGER\\u{a}sort: ASC' of 'com.example.total' is not one of INTEGER, DECIMAL_POINT_1_PLACE, DECIMAL_POINT_2_PLACE, DECIMAL_POINT_3_PLACE, ELAPSED_TIME_CENTISECOND, ELAPSED_TIME_MINUTE, ELAPSED_TIME_SECOND, MONEY_POUND_DECIMAL, MONEY_POUND, MONEY_DOLLAR_DECIMAL, MONEY_DOLLAR, MONEY_EURO_DECIMAL, MONEY_EURO, MONEY_FRANC_DECIMAL, MONEY_FRANC, MONEY_KRONER_DECIMAL, MONEY_KRONER, MONEY_YEN [gamekit-import]"),
        ("visibility", #""submissionType": "BEST_SCORE"}"#, #""submissionType": "BEST_SCORE", "visibility": "MAYBE"}"#,
         "2:190: error: visibility 'MAYBE' of 'com.example.total' is not one of SHOW_FOR_ALL, HIDE_FOR_ALL [gamekit-import]"),
        ("range", #""submissionType": "BEST_SCORE"}"#, #""submissionType": "BEST_SCORE", "scoreRangeStart": "0", "scoreRangeEnd": "abc"}"#,
         "2:217: error: scoreRangeEnd 'abc' of 'com.example.total' is not a whole number a 64-bit score holds [gamekit-import]"),
        ("playStyle", #""referenceName": "Run"}"#, #""referenceName": "Run", "playStyle": "WHATEVER"}"#,
         "7:99: error: playStyle 'WHATEVER' of 'com.example.run' is not one of ASYNCHRONOUS, SYNCHRONOUS [gamekit-import]"),
        ("duration", #""referenceName": "Beat", "#, #""referenceName": "Beat", "allowedDurations": ["ONE_DAY", "FOREVER"], "#,
         "11:116: error: allowedDurations 'FOREVER' of 'com.example.beat' is not one of ONE_DAY, THREE_DAYS, ONE_WEEK [gamekit-import]"),
    ])
    func valueRefused(name: String, old: String, new: String, expected: String) async throws {
        let (imported, checked, wrote) = try await Self.run { $0.replacingOccurrences(of: old, with: new) }
        #expect(imported.status == 1 && !wrote, "\(name)")
        #expect(imported.stdout.contains("../\(Self.json):\(expected)\n"), "\(name): \(imported.stdout)")
        #expect(checked.status == 1, "\(name)")
        #expect(checked.stdout.contains("\(Self.json):\(expected)\n"), "\(name): \(checked.stdout)")
        // The resource stays in the checks: what names it is not reported again as naming nothing.
        #expect(!checked.stdout.contains("'com.example.total', which is not"), "\(name): \(checked.stdout)")
        #expect(!checked.stdout.contains("'com.example.run', which is not"), "\(name): \(checked.stdout)")
    }

    @Test("links to archived resources, a second challenge leaderboard and a challenge of another type are named by both, never dropped without a word")
    func archivedAndExtraLinks() async throws {
        let (imported, checked, wrote) = try await Self.run { text in
            text.replacingOccurrences(of: #"{"vendorIdentifier": "com.example.total", "referenceName": "Total","#,
                                      with: #"{"vendorIdentifier": "com.example.old", "referenceName": "Old", "archived": true, "defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"}, {"vendorIdentifier": "com.example.total", "referenceName": "Total","#)
                .replacingOccurrences(of: #"["com.example.total", "com.example.nothing"]"#, with: #"["com.example.total", "com.example.old"]"#)
                .replacingOccurrences(of: #""com.example.none"]"#, with: #""com.example.old"]"#)
                .replacingOccurrences(of: #"[{"localID": "com.example.beat", "leaderboardLocalID": "com.example.total"}]"#,
                                      with: #"[{"localID": "com.example.beat", "leaderboardLocalID": "com.example.total"}, {"localID": "com.example.beat", "leaderboardLocalID": "com.example.old"}]"#)
                .replacingOccurrences(of: #""referenceName": "Lost", "challengeType": "LEADERBOARD""#, with: #""referenceName": "Lost", "challengeType": "ACHIEVEMENT""#)
        }
        #expect(imported.status == 0 && wrote, "\(imported.stdout)")
        let named = [
            "6:129: warning: the set 'com.example.all' lists 'com.example.old', an archived leaderboard; it is left out of the set [gamekit-import]",
            "10:96: warning: activity 'com.example.run' is associated with 'com.example.old', an archived leaderboard; the association is left out [gamekit-import]",
            "12:101: warning: challenge 'com.example.lost' is of type 'ACHIEVEMENT'; the catalog holds leaderboard challenges only, so it is not imported [gamekit-import]",
        ]
        for line in named {
            #expect(imported.stdout.contains("../\(Self.json):\(line)\n"), "\(line)\n\(imported.stdout)")
            #expect(checked.stdout.contains("\(Self.json):\(line)\n"), "\(line)\n\(checked.stdout)")
        }
        #expect(imported.stdout.contains("warning: challenge 'com.example.beat' names 2 leaderboards; a challenge is built on one, so only the first is read [gamekit-import]\n"),
                "\(imported.stdout)")
        // An archived leaderboard is no "did you mean" for validate --gamekit.
        #expect(!checked.stdout.contains("'com.example.old', which is not a leaderboard key"), "\(checked.stdout)")
    }

    @Test("an image the bundle names but does not hold is said to be missing, by import and validate --gamekit")
    func missingImage() async throws {
        let folder = try GameKitRealShapesTests.bundle(Self.base)
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        #expect(imported.status == 1)
        #expect(imported.stdout.contains("../\(Self.json):9:90: error: the image 'run.jpg' of 'com.example.run' does not exist in the bundle [gamekit-import]\n"), "\(imported.stdout)")
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(checked.stdout.contains("\(Self.json):9:90: error: the image 'run.jpg' of 'com.example.run' does not exist in the bundle [gamekit-import]\n"), "\(checked.stdout)")
    }

    @Test("import's warnings are bounded as validate's are: 100 per rule, then one line counting the rest")
    func boundedWarnings() async throws {
        let members = (0..<3000).map { "\"com.example.m\($0)\"" }.joined(separator: ", ")
        let (imported, _, wrote) = try await Self.run {
            $0.replacingOccurrences(of: #"["com.example.total", "com.example.nothing"]"#, with: "[\"com.example.total\", \(members)]")
        }
        #expect(imported.status == 0 && wrote)
        let lines = imported.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("which the bundle does not define as a leaderboard") }.count <= 100, "\(lines.count) lines")
        #expect(lines.count < 110, "\(lines.count) lines")
        #expect(imported.stdout.contains("more diagnostics not shown"), "\(lines.suffix(3))")
    }

    @Test("keys Xcode's format does not have at the file's top or in meta, and another format version, are named")
    func unknownTopAndMeta() async throws {
        let (imported, _, wrote) = try await Self.run {
            $0.replacingOccurrences(of: #"{"meta": {"version": "2024-11-15"}, "resources": {"#,
                                    with: #"{"meta": {"version": "2031-01-01", "build": 7}, "other": 1, "resources": {"#)
        }
        #expect(imported.status == 0 && wrote)
        #expect(imported.stdout.hasPrefix("""
            ../\(Self.json):1:22: warning: the format version '2031-01-01' is not the one this tool knows (2024-11-15); the file is read as that one [gamekit-import]
            ../\(Self.json):1:36: warning: unknown key 'build' in meta: Xcode's format has only version there, so it is not read [gamekit-import]
            ../\(Self.json):1:49: warning: unknown key 'other' at the file's top: Xcode's format has only meta and resources, so it is not read [gamekit-import]

            """), "\(imported.stdout)")
    }

    @Test("an achievement ID twice is reported once by validate --gamekit, not again as its own title's duplicate")
    func achievementTwice() async throws {
        let folder = try GameKitRealShapesTests.bundle("""
            {"meta": {"version": "2024-11-15"}, "resources": {
             "achievements": [{"vendorIdentifier": "a.one", "referenceName": "One", "points": 5, "showBeforeEarned": true},
                              {"vendorIdentifier": "a.one", "referenceName": "One again", "points": 5, "showBeforeEarned": true}],
             "achievementLocalizations": {"a.one": [{"localID": "a.one-en-US", "locale": "en-US", "name": "One", "beforeEarnedDescription": "x", "afterEarnedDescription": "x"}]}
            }}
            """)
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(checked.stdout == """
            \(Self.json):2:40: error: 'a.one' has no image; App Store Connect needs one per locale before review [artwork-missing]
            \(Self.json):3:40: error: the achievement ID 'a.one' is listed twice (first as achievement 1); IDs are unique, archived ones included [gamekit-import]
            2 errors, 0 warnings

            """)
    }

    @Test("a property that is not text is named, the first in the file's order, the same on every run")
    func propertyNotText() async throws {
        var outputs: Set<String> = []
        for _ in 0..<3 {
            let (imported, checked, wrote) = try await Self.run {
                $0.replacingOccurrences(of: #""referenceName": "Run"}"#, with: #""referenceName": "Run", "properties": {"mode": "duel", "a": 1, "b": true, "c": null}}"#)
            }
            #expect(imported.status == 1 && !wrote)
            #expect(checked.stdout == "\(Self.json):7:122: error: resources.gameActivities[0].properties.a must be text, as in Xcode's format [gamekit-import]\n1 error, 0 warnings\n",
                    "\(checked.stdout)")
            outputs.insert(imported.stdout)
        }
        #expect(outputs == ["../\(Self.json):7:122: error: resources.gameActivities[0].properties.a must be text, as in Xcode's format [gamekit-import]\n"])
    }

    @Test("export gamekit leaves out an artwork file that is neither PNG nor JPEG, with a warning, as import would refuse it")
    func exportNotAnImage() async throws {
        let folder = try GameKitRealShapesTests.bundle(Self.base.replacingOccurrences(of: #", "com.example.nothing""#, with: "")
            .replacingOccurrences(of: #", "com.example.none""#, with: "").replacingOccurrences(of: #", "Achievement", {"com.example.run": ["com.example.nobody"]}"#, with: ""),
                                                       images: ["run.jpg": TestImages.jpeg(width: 3840, height: 2160)])
        let game = folder.appendingPathComponent("game")
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: game)
        #expect(imported.status == 0, "\(imported.stdout)")
        try Data("not an image".utf8).write(to: game.appendingPathComponent("artwork/example_run.jpg"))
        let export = try await CLIRunner.run(["export", "gamekit"], in: game)
        #expect(export.status == 0, "\(export.stdout)")
        let catalog = try String(contentsOf: game.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        let at = FixtureCatalog.position(of: "image: example_run.jpg", offset: 7, in: catalog)
        #expect(export.stdout.hasPrefix("catalog.yaml:\(at): warning: the image of activity 'com.example.run' is left out of the bundle: it "), "\(export.stdout)")
        #expect(export.stdout.contains("[artwork-format]\n"), "\(export.stdout)")
        #expect(!FileManager.default.fileExists(atPath: game.appendingPathComponent("GameCenterResources.gamekit/GameActivityImage-com.example.run.jpg").path))
    }

    @Test("a challenge on an archived leaderboard is named the same by import and validate --gamekit, left out, and its ID retired")
    func challengeOnArchived() async throws {
        let text = Self.base.replacingOccurrences(of: #"{"vendorIdentifier": "com.example.total", "referenceName": "Total","#,
            with: #"{"vendorIdentifier": "com.example.gone", "referenceName": "Gone", "archived": true, "defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"}, {"vendorIdentifier": "com.example.total", "referenceName": "Total","#)
        #expect(text != Self.base)
        let folder = try GameKitRealShapesTests.bundle(text, images: ["run.jpg": TestImages.jpeg(width: 3840, height: 2160)])
        let imported = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: folder.appendingPathComponent("game"))
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        let wrote = FileManager.default.fileExists(atPath: folder.appendingPathComponent("game/catalog.yaml").path)
        #expect(imported.status == 0 && wrote)
        let line = "15:116: warning: challenge 'com.example.lost' is built on 'com.example.gone', an archived leaderboard; it is not imported, and import lists its ID under retired [gamekit-import]\n"
        #expect(imported.stdout.contains("../\(Self.json):" + line), "\(imported.stdout)")
        #expect(checked.stdout.contains("\(Self.json):" + line), "\(checked.stdout)")
        #expect(!checked.stdout.contains("challenge-leaderboard"), "\(checked.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("game/catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("""
              - id: com.example.lost
                reason: built on a leaderboard archived in Xcode's Game Center bundle
                kind: gameCenterChallenge
            """), "\(catalog)")
    }
}
