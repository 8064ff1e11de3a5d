import CatalogTestSupport
import Foundation
import Testing

/// `achievements import csv`: a catalog from the admin CSV, whose export
/// gives the same CSV back.
@Suite("import csv", .tags(.process), .unlessSkipped(.process))
struct ImportCSVTests {
    @Test("the bundled catalog's CSV imports into a valid catalog that exports the same CSV")
    func roundTrip() async throws {
        let exported = try await CLIRunner.run(["export", "csv"])
        #expect(exported.status == 0)
        let folder = try CLIRunner.folder(with: exported.stdout, named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--output", "catalog.yaml", "--game", "RetroRacing"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        // The three decisions of the groups, the prefix, and the retired IDs the CSV cannot list.
        #expect(imported.stdout.contains("wrote catalog.yaml; review the 8 line(s) marked `# import:`"), "\(imported.stdout)")
        let validate = try await CLIRunner.run(["validate"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)")
        let again = try await CLIRunner.run(["export", "csv"], in: folder)
        #expect(again.status == 0)
        #expect(again.stdout == exported.stdout)
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("  overtakesPerRun:\n    name: \"Overtakes per run\"\n    id: ach.run.overtakes\n    type: \"Overtakes per run\"\n    progress: bestRun  # import: "))
        #expect(catalog.contains("    rule: \">= {threshold} in one completed run\"\n"))
        #expect(catalog.contains("# import: each input's key and name are made from its rule text; use the names the game's code records (the generated code names them).\ninputs:\n  tap:\n    name: Tap\n    rule: \"Tap used in completed run\"\n"))
        #expect(catalog.contains("# import: each group's key and name are made from its Type, its id from the IDs its achievements share; rename them as the game's code needs.\ngroups:\n"))
        #expect(catalog.contains("# import: idPrefix is the longest dotted prefix every ID shares; the game's IDs may mean a shorter one.\nidPrefix: ach\n"))
        #expect(catalog.hasSuffix("# import: the CSV lists no retired IDs; list under `retired:` every ID the game released and no longer uses, so none is reused.\n"
            + "# import: the CSV holds no `app:` (the App Store Connect app) or `artwork:` (the images' folder, when not artwork/); add them if the game has them.\n"))
        // Never over an existing file.
        let twice = try await CLIRunner.run(["import", "csv", "sheet.csv", "--output", "catalog.yaml"], in: folder)
        #expect(twice.status == 1)
        #expect(twice.stdout == "catalog.yaml:1:1: error: catalog.yaml exists; `import csv` writes a new catalog and never overwrites one [output-not-generated]\n")
    }

    @Test("an achievement the game reports itself (no group) exports with no type and no rule, and imports back without a group")
    func reportedByGame() async throws {
        let catalog = FixtureCatalog.replacing("    group: best\n    threshold: 20\n", with: "")
        let folder = try CLIRunner.folder(with: catalog, named: "catalog.yaml")
        let exported = try await CLIRunner.run(["export", "csv", "--catalog", "catalog.yaml"], in: folder)
        #expect(exported.status == 0, "\(exported.stdout)")
        let row = try #require(exported.stdout.split(whereSeparator: \.isNewline).first { $0.contains(",best_20,") })
        #expect(row.hasPrefix("2,best_20,ach.best.0020,Best 20,,,20,No,No,best_20.png,"), "\(row)")
        try Data(exported.stdout.utf8).write(to: folder.appendingPathComponent("sheet.csv"))
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--output", "again.yaml", "--game", "Demo"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let text = try String(contentsOf: folder.appendingPathComponent("again.yaml"), encoding: .utf8)
        #expect(text.contains("  - key: best_20\n    id: ach.best.0020\n    referenceName: \"Best 20\"\n    points: 20\n"), "\(text)")
        let validate = try await CLIRunner.run(["validate", "--catalog", "again.yaml"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)")
        let again = try await CLIRunner.run(["export", "csv", "--catalog", "again.yaml"], in: folder)
        #expect(again.stdout.split(whereSeparator: \.isNewline).first { $0.contains(",best_20,") } == row)
    }

    @Test("activity properties of achievements and leaderboards go through both sheets and come back; a set's row with some is refused")
    func activityPropertiesRoundTrip() async throws {
        let catalog = FixtureCatalog.text
            .replacingOccurrences(of: "    hidden: no\n    localizations:\n      en:\n        title: Ten\n",
                                  with: "    hidden: no\n    activityProperties: {mode: ranked, \"track, \\\"old\\\"\": harbour}\n    localizations:\n      en:\n        title: Ten\n")
            .replacingOccurrences(of: "  - key: best_score\n    id: ach.board.best\n", with: "  - key: best_score\n    id: ach.board.best\n    activityProperties: {mode: timed}\n")
        #expect(catalog != FixtureCatalog.text && catalog.contains("{mode: timed}"))
        let folder = try CLIRunner.folder(with: catalog)
        #expect(try await CLIRunner.run(["validate"], in: folder).status == 0)
        for (layout, file) in [("achievements", "a.csv"), ("leaderboards", "l.csv")] {
            #expect(try await CLIRunner.run(["export", "csv", "--layout", layout, "--output", file], in: folder).status == 0)
        }
        let sheet = try String(contentsOf: folder.appendingPathComponent("a.csv"), encoding: .utf8)
        #expect(sheet.contains(#",best_10.png,"{""mode"":""ranked"",""track, \""old\"""":""harbour""}",Ten,"#), "\(sheet)")
        let imported = try await CLIRunner.run(["import", "csv", "a.csv", "--leaderboards", "l.csv", "--output", "new/catalog.yaml", "--game", "Demo"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let text = try String(contentsOf: folder.appendingPathComponent("new/catalog.yaml"), encoding: .utf8)
        #expect(text.contains("    activityProperties:\n      mode: ranked\n      \"track, \\\"old\\\"\": harbour\n"), "\(text)")
        #expect(text.contains("    activityProperties:\n      mode: timed\n"), "\(text)")
        for (layout, file) in [("achievements", "a.csv"), ("leaderboards", "l.csv")] {
            let again = try await CLIRunner.run(["export", "csv", "--layout", layout, "--catalog", "new/catalog.yaml"], in: folder)
            #expect(again.stdout == (try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)), "\(layout)")
        }
        // A set has no activity properties: a cell with some is refused at the cell.
        let leaderboards = try String(contentsOf: folder.appendingPathComponent("l.csv"), encoding: .utf8)
            .replacingOccurrences(of: "scores.png,,", with: "scores.png,\"{\"\"a\"\":\"\"b\"\"}\",")
        try Data(leaderboards.utf8).write(to: folder.appendingPathComponent("l2.csv"))
        let refused = try await CLIRunner.run(["import", "csv", "a.csv", "--leaderboards", "l2.csv", "--output", "newer.yaml", "--game", "Demo"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.hasSuffix("error: a leaderboard set has no activity properties; leave the cell empty [csv-import]\n1 error, 0 warnings\n"), "\(refused.stdout)")
    }

    @Test("a catalog with leaderboards: the achievements sheet and the leaderboards sheet import into a valid catalog that exports both sheets back")
    func leaderboardsRoundTrip() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let achievements = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        #expect(achievements.status == 0, "\(achievements.stdout)")
        let leaderboards = try await CLIRunner.run(["export", "csv", "--layout", "leaderboards", "--output", "leaderboards.csv"], in: folder)
        #expect(leaderboards.status == 0, "\(leaderboards.stdout)")
        let sheet = try String(contentsOf: folder.appendingPathComponent("leaderboards.csv"), encoding: .utf8)
        #expect(sheet.hasPrefix("Position,Kind,Local Key,ID,Reference Name,Score Format,Sort,Submission,Range Start,Range End,Recurrence Start,"
            + "Recurrence Duration,Recurrence Rule,Hidden,Leaderboards,Image,Activity Properties,Name (en-US),Description (en-US),Format Override (en-US),Suffix (en-US),"
            + "Singular Suffix (en-US),Name (es-ES),"), "\(sheet)")
        #expect(sheet.contains("\r\n1,Leaderboard,best_score,ach.board.best,Best Score,INTEGER,DESC,BEST_SCORE,0,1000000,,,,No,,best_score.png,,Best Score,"), "\(sheet)")
        #expect(sheet.contains("\r\n1,Leaderboard Set,scores,ach.set.scores,Scores,,,,,,,,,,\"best_score, weekly_score\",scores.png,,Scores,,,,,Puntuaciones,,,,\r\n"), "\(sheet)")

        let adopted = folder.appendingPathComponent("adopted")
        try FileManager.default.createDirectory(at: adopted, withIntermediateDirectories: true)
        let imported = try await CLIRunner.run(["import", "csv", "../sheet.csv", "--leaderboards", "../leaderboards.csv", "--game", "Demo"], in: adopted)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: adopted.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("leaderboardSets:\n  - key: scores\n    id: ach.set.scores\n    referenceName: Scores\n    leaderboards: [best_score, weekly_score]\n"), "\(catalog)")
        let againAchievements = try await CLIRunner.run(["export", "csv"], in: adopted)
        let againLeaderboards = try await CLIRunner.run(["export", "csv", "--layout", "leaderboards"], in: adopted)
        #expect(againAchievements.status == 0, "\(againAchievements.stdout)")
        #expect(againLeaderboards.stdout == sheet)
        #expect(againAchievements.stdout == (try String(contentsOf: folder.appendingPathComponent("sheet.csv"), encoding: .utf8)))
    }

    @Test("a set's leaderboards separated by ';' or line breaks, as a hand-edited sheet may have them, read as the export's ', '")
    func leaderboardSetMemberSeparators() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        _ = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        _ = try await CLIRunner.run(["export", "csv", "--layout", "leaderboards", "--output", "leaderboards.csv"], in: folder)
        let exported = try String(contentsOf: folder.appendingPathComponent("leaderboards.csv"), encoding: .utf8)
        #expect(exported.contains("\"best_score, weekly_score\""))
        for separator in [";", " ; ", "\n", "\r\n", ";\n"] {
            let edited = exported.replacingOccurrences(of: "\"best_score, weekly_score\"", with: "\"best_score\(separator)weekly_score\"")
            try Data(edited.utf8).write(to: folder.appendingPathComponent("leaderboards.csv"))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("new.yaml"))
            let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--output", "new.yaml"], in: folder)
            #expect(imported.status == 0, "\(separator.debugDescription): \(imported.stdout)")
            let catalog = try String(contentsOf: folder.appendingPathComponent("new.yaml"), encoding: .utf8)
            #expect(catalog.contains("    leaderboards: [best_score, weekly_score]\n"), "\(separator.debugDescription): \(catalog)")
        }
    }

    @Test("the leaderboards sheet is read strictly: an unknown kind, half a range or recurrence, a flag that is not yes or no, a short row, each at its cell")
    func leaderboardsSheetMistakes() async throws {
        let header = LeaderboardCSVHeader.text
        let csv = header
            + "1,Board,best,ach.board.best,Best,INTEGER,DESC,BEST_SCORE,,,,,,No,,,Best,,,,\r\n"
            + "2,Leaderboard,best,ach.board.best,Best,INTEGER,DESC,BEST_SCORE,5,,,,,No,,,Best,,,,\r\n"
            + "3,Leaderboard,best,ach.board.best,Best,INTEGER,DESC,BEST_SCORE,,,,,,maybe,,,Best,,,,\r\n"
            + "4,Leaderboard,best,ach.board.best,Best,INTEGER,DESC,BEST_SCORE,,,2026-01-05T00:00:00Z,P7D,,No,,,Best,,,,\r\n"
            + "5,Leaderboard,best,ach.board.best,Best\r\n"
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        _ = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        try Data(csv.utf8).write(to: folder.appendingPathComponent("leaderboards.csv"))
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--output", "new.yaml"], in: folder)
        #expect(imported.status == 1)
        #expect(imported.stdout == """
            leaderboards.csv:2:3: error: 'Board' in 'Kind' is neither 'Leaderboard' nor 'Leaderboard Set' [csv-import]
            leaderboards.csv:3:66: error: a score range is two whole numbers, or both cells empty [csv-import]
            leaderboards.csv:4:69: error: 'maybe' in 'Hidden' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0) [csv-import]
            leaderboards.csv:5:91: error: a recurrence is a start, a duration and a rule, or all three cells empty [csv-import]
            leaderboards.csv:6:35: error: this row has 5 cells; the header has 21 [csv-import]
            5 errors, 0 warnings

            """, "\(imported.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.yaml").path))
    }

    @Test("a leaderboards sheet's locale the achievements sheet lacks is refused, naming both sheets' locales")
    func leaderboardsSheetLocale() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        _ = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        let csv = LeaderboardCSVHeader.text.replacingOccurrences(of: "(en-US)", with: "(en)")
            + "1,Leaderboard,best,ach.board.best,Best,INTEGER,DESC,BEST_SCORE,,,,,,No,,,Best,,,,\r\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("leaderboards.csv"))
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--output", "new.yaml"], in: folder)
        #expect(imported.status == 1)
        #expect(imported.stdout.hasPrefix("leaderboards.csv:1:1: error: the leaderboards sheet has the locale 'en', which the achievements sheet (sheet.csv) does not have (en-US, es-ES); both sheets have the catalog's languages [csv-import]\n"),
                "\(imported.stdout)")
    }

    @Test("a catalog with activities and challenges: the three sheets import into a catalog that exports the activities sheet back byte for byte")
    func activitiesRoundTrip() async throws {
        let text = FixtureCatalog.withKinds.replacingOccurrences(of: "      es:\n        title: Duelo\n",
                                                                 with: "      es:\n        title: Duelo\n        image: duel.es.png\n")
        let folder = try CLIRunner.folder(with: text)
        for (layout, file) in [("achievements", "sheet.csv"), ("leaderboards", "leaderboards.csv"), ("activities", "activities.csv")] {
            let exported = try await CLIRunner.run(["export", "csv", "--layout", layout, "--output", file], in: folder)
            #expect(exported.status == 0, "\(exported.stdout)")
        }
        let sheet = try String(contentsOf: folder.appendingPathComponent("activities.csv"), encoding: .utf8)
        #expect(sheet.hasPrefix("Position,Kind,Local Key,ID,Reference Name,Minimum Players,Maximum Players,Party Code,Play Style,Properties,Fallback URL,"
            + "Achievements,Leaderboards,Repeatable,Durations,Image,Name (en-US),Description (en-US),Image (en-US),Name (es-ES),Description (es-ES),Image (es-ES)\r\n"),
                "\(sheet)")
        #expect(sheet.contains("\r\n1,Activity,duel,ach.activity.duel,Duel,2,4,Yes,,\"{\"\"mode\"\":\"\"duel\"\"}\",https://example.com/duel,best_10,best_score,,,,"
            + "Duel,Race a friend.,,Duelo,Compite con un amigo.,duel.es.png\r\n"), "\(sheet)")
        #expect(sheet.contains("\r\n1,Game Center Challenge,best_week,ach.challenge.best,Best of the week,,,,,,,,best_score,Yes,\"ONE_DAY, ONE_WEEK\",,"
            + "Beat my score,Score more than a friend.,,Supera mi puntuación,Marca más que un amigo.,\r\n"), "\(sheet)")

        let adopted = folder.appendingPathComponent("adopted")
        try FileManager.default.createDirectory(at: adopted, withIntermediateDirectories: true)
        let imported = try await CLIRunner.run(["import", "csv", "../sheet.csv", "--leaderboards", "../leaderboards.csv", "--activities", "../activities.csv",
                                                "--game", "Demo"], in: adopted)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: adopted.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("    properties:\n      mode: duel\n    fallbackURL: \"https://example.com/duel\"\n    achievements: [best_10]\n    leaderboards: [best_score]\n"),
                "\(catalog)")
        #expect(catalog.contains("    leaderboard: best_score\n    repeatable: yes\n    durations: [ONE_DAY, ONE_WEEK]\n"), "\(catalog)")
        let again = try await CLIRunner.run(["export", "csv", "--layout", "activities"], in: adopted)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout == sheet)
    }

    @Test("each layout replaces the sheet it wrote, and no other layout's, without --force")
    func layoutOwnership() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.withKinds)
        for layout in ["achievements", "leaderboards", "activities"] {
            #expect(try await CLIRunner.run(["export", "csv", "--layout", layout, "--output", "\(layout).csv"], in: folder).status == 0)
        }
        try Data(FixtureCatalog.withKinds.replacingOccurrences(of: "referenceName: Duel", with: "referenceName: Duel 2").utf8)
            .write(to: folder.appendingPathComponent("catalog.yaml"))
        for layout in ["achievements", "leaderboards", "activities"] {
            let again = try await CLIRunner.run(["export", "csv", "--layout", layout, "--output", "\(layout).csv"], in: folder)
            #expect(again.status == 0, "\(layout): \(again.stdout)")
        }
        let achievements = try String(contentsOf: folder.appendingPathComponent("achievements.csv"), encoding: .utf8)
        let other = try await CLIRunner.run(["export", "csv", "--layout", "activities", "--output", "achievements.csv"], in: folder)
        #expect(other.status == 1)
        #expect(other.stdout == "achievements.csv:1:1: error: refusing to overwrite achievements.csv: this tool did not write it (its first row is not the activities layout's header); move it, or pass --force [output-not-generated]\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("achievements.csv"), encoding: .utf8) == achievements)
    }

    @Test("a sheet edited in a spreadsheet: headers in any case and with spaces, rows of empty cells, a kind in lower case, import as the export")
    func activitiesSheetEdited() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.withKinds)
        _ = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        _ = try await CLIRunner.run(["export", "csv", "--layout", "leaderboards", "--output", "leaderboards.csv"], in: folder)
        _ = try await CLIRunner.run(["export", "csv", "--layout", "activities", "--output", "activities.csv"], in: folder)
        let exported = try String(contentsOf: folder.appendingPathComponent("activities.csv"), encoding: .utf8)
        let lines = exported.components(separatedBy: "\r\n")
        // Each column's words in lower case (a locale is the achievements sheet's, as written there), with spaces around.
        let header = lines[0].split(separator: ",").map { name in
            let words = name.split(separator: "(", maxSplits: 1)
            return " " + words[0].lowercased() + (words.count > 1 ? "(" + words[1] : "") + " "
        }.joined(separator: ",")
        let edited = ([header] + lines.dropFirst().map { $0.replacingOccurrences(of: ",Activity,", with: ",activity,") })
            .joined(separator: "\r\n") + String(repeating: ",", count: 21) + "\r\n"
        try Data(edited.utf8).write(to: folder.appendingPathComponent("edited.csv"))
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--activities", "edited.csv",
                                                "--output", "new/catalog.yaml"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let again = try await CLIRunner.run(["export", "csv", "--layout", "activities", "--catalog", "new/catalog.yaml"], in: folder)
        #expect(again.stdout == exported, "\(again.stdout)")
    }

    @Test("the activities sheet is read strictly: an unknown kind, a count that is no number, properties that are no JSON object or name a key twice, a flag that is not yes or no, a challenge without one leaderboard, another kind's cell, each at its cell")
    func activitiesSheetMistakes() async throws {
        let header = "Position,Kind,Local Key,ID,Reference Name,Minimum Players,Maximum Players,Party Code,Play Style,Properties,Fallback URL,"
            + "Achievements,Leaderboards,Repeatable,Durations,Image,Name (en-US),Description (en-US),Image (en-US)\r\n"
        let csv = header
            + "1,Quest,duel,ach.duel,Duel,,,No,,,,,,,,,Duel,,\r\n"
            + "2,Activity,duel,ach.duel,Duel,two,,No,,,,,,,,,Duel,,\r\n"
            + "3,Activity,duel,ach.duel,Duel,,,No,,mode=duel,,,,,,,Duel,,\r\n"
            + "4,Activity,duel,ach.duel,Duel,,,perhaps,,,,,,,,,Duel,,\r\n"
            + "5,Game Center Challenge,week,ach.week,Week,,,,,,,,\"best_score, weekly_score\",No,,,Week,,\r\n"
            + "6,Game Center Challenge,week,ach.week,Week,2,,,,,,,best_score,No,,,Week,,\r\n"
            + "7,Activity,duel,ach.duel,Duel,,,No,,\"{\"\"laps\"\":\"\"3\"\",\"\"l\\u0061ps\"\":\"\"5\"\"}\",,,,,,,Duel,,\r\n"
            + "8,Activity,duel,ach.duel,Duel,,,No,,\"{\"\"laps\"\":\"\"3\"\" , }\",,,,,,,Duel,,\r\n"
            + "9,Activity,duel\r\n"
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        _ = try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        try Data(csv.utf8).write(to: folder.appendingPathComponent("activities.csv"))
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--activities", "activities.csv", "--output", "new.yaml"], in: folder)
        #expect(imported.status == 1)
        #expect(imported.stdout == """
            activities.csv:2:3: error: 'Quest' in 'Kind' is neither 'Activity' nor 'Game Center Challenge' [csv-import]
            activities.csv:3:31: error: 'two' in 'Minimum Players' is not a whole number, nor empty [csv-import]
            activities.csv:4:37: error: the properties are a JSON object of texts, as the export writes them ({"laps":"3"}), or an empty cell [csv-import]
            activities.csv:5:33: error: 'perhaps' in 'Party Code' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0) [csv-import]
            activities.csv:6:51: error: a Game Center challenge's row names the one leaderboard it is built on in 'Leaderboards' [csv-import]
            activities.csv:7:44: error: 'Minimum Players' is a column of activity rows; leave it empty on this row [csv-import]
            activities.csv:8:37: error: the properties name 'laps' twice; keep one [csv-import]
            activities.csv:9:37: error: the properties are a JSON object of texts, as the export writes them ({"laps":"3"}), or an empty cell [csv-import]
            activities.csv:10:12: error: this row has 3 cells; the header has 19 [csv-import]
            9 errors, 0 warnings

            """, "\(imported.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.yaml").path))
    }

    @Test("the ID prefix is the longest dotted prefix every ID shares, short enough for each group's id")
    func longestPrefix() async throws {
        let csv = "Position,Local Key,Achievement ID,Reference Name,Type,Threshold / Rule,Point Value,Hidden,Achievable More Than Once,Image,"
            + "Display Name (en-US),Pre-earned Description (en-US),Earned Description (en-US)\r\n"
            + "1,jumps_10,com.example.skyhopper.jumps.0010,Jumps 10,Jumps,>= 10 jumps,10,no,no,jumps_10.png,Hopper,Jump 10 times.,Jump 10 times.\r\n"
            + "2,coins_100,com.example.skyhopper.coins.0100,Coins 100,Coins,>= 100 coins,10,no,no,coins_100.png,Rich,Get 100 coins.,Get 100 coins.\r\n"
        let folder = try CLIRunner.folder(with: csv, named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("\nidPrefix: com.example.skyhopper\n"), "\(catalog)")
        #expect(catalog.contains("    id: com.example.skyhopper.jumps\n"))
        let validate = try await CLIRunner.run(["validate"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)")
    }

    @Test("formula neutralisation is undone; quoted fields with commas, quotes and line breaks read back")
    func quoting() async throws {
        let csv = "Position,Local Key,Achievement ID,Reference Name,Type,Threshold / Rule,Point Value,Hidden,Achievable More Than Once,Image,"
            + "Display Name (en-US),Pre-earned Description (en-US),Earned Description (en-US)\r\n"
            + "1,up_1,ach.up.0001,Up 1,Ups,\">= 1,000 ups\",10,no,no,up_1.png,\"'+1 Up\",\"Say \"\"hi\"\", then\nmore\",\"Say \"\"hi\"\", then\nmore\"\r\n"
        let folder = try CLIRunner.folder(with: csv, named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("    threshold: 1000\n"))
        #expect(catalog.contains("    rule: \">= {threshold} ups\"\n"))
        #expect(catalog.contains("        title: \"+1 Up\"\n        description: \"Say \\\"hi\\\", then\\nmore\"\n"))
    }

    @Test("files that are not the achievements layout are refused with the reason")
    func refusals() async throws {
        let localizations = try await CLIRunner.run(["export", "csv", "--layout", "localizations"])
        let folder = try CLIRunner.folder(with: localizations.stdout, named: "loc.csv")
        let layout = try await CLIRunner.run(["import", "csv", "loc.csv"], in: folder)
        #expect(layout.status == 1)
        #expect(layout.stdout.contains("loc.csv:1:1: error: this is the localizations layout, which has no points or rules; export with `--layout achievements` and import that [csv-import]"))
        try Data("Local Key,Achievement ID\r\n\"open".utf8).write(to: folder.appendingPathComponent("bad.csv"))
        let broken = try await CLIRunner.run(["import", "csv", "bad.csv"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("bad.csv:2:1: error: a quoted field is never closed [csv-import]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.yaml").path))
    }
}

/// The leaderboards sheet's header with one language.
enum LeaderboardCSVHeader {
    static let text = "Position,Kind,Local Key,ID,Reference Name,Score Format,Sort,Submission,Range Start,Range End,Recurrence Start,"
        + "Recurrence Duration,Recurrence Rule,Hidden,Leaderboards,Image,Name (en-US),Description (en-US),Format Override (en-US),Suffix (en-US),"
        + "Singular Suffix (en-US)\r\n"
}
