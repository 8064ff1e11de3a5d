import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Foundation
import SourceDiagnostics
import Testing

/// The fixture with its activity and challenge, with the first `old` replaced by `new`.
private func kinds(_ old: String = "", _ new: String = "") -> String {
    old.isEmpty ? FixtureCatalog.withKinds : FixtureCatalog.withKinds.editing(old, to: new)
}

@Suite("Activities and Game Center challenges")
struct ActivityRuleTests {
    @Test("the activity and the challenge decode with every field")
    func decoded() throws {
        let catalog = try #require(CatalogLoader().load(text: kinds(), path: "c.yaml").catalog)
        let duel = try #require(catalog.activities.first)
        #expect(duel.id.value == "ach.activity.duel" && duel.referenceName.value == "Duel")
        #expect(duel.minimumPlayers?.value == 2 && duel.maximumPlayers?.value == 4 && duel.partyCode?.value == true && duel.playStyle == nil)
        #expect(duel.properties.map { [$0.key.value, $0.value.value] } == [["mode", "duel"]])
        #expect(duel.fallbackURL?.value == "https://example.com/duel")
        #expect(duel.achievements.map(\.value) == ["best_10"] && duel.leaderboards.map(\.value) == ["best_score"])
        #expect(duel.localization(for: "es")?.title.value == "Duelo")
        let challenge = try #require(catalog.gameCenterChallenges.first)
        #expect(challenge.leaderboard.value == "best_score" && challenge.repeatable?.value == true)
        #expect(challenge.durations.map(\.value) == [.oneDay, .oneWeek])
        #expect(challenge.localization(for: "en")?.description?.value == "Score more than a friend.")
        #expect(catalog.ids(of: .activity).map(\.value) == ["ach.activity.duel"])
        #expect(catalog.ids(of: .gameCenterChallenge).map(\.value) == ["ach.challenge.best"])
    }

    @Test("a wrong word, a number that is not one, and an unknown field are refused at their place")
    func decoding() {
        let style = kinds("partyCode: yes", "partyCode: yes\n    playStyle: TOGETHER")
        #expect(check(style) == ["\(at("playStyle: TOGETHER", offset: 11, in: style)) error schema-type 'playStyle' must be one of ASYNCHRONOUS, SYNCHRONOUS, not 'TOGETHER'"])
        let duration = kinds("durations: [ONE_DAY, ONE_WEEK]", "durations: [ONE_DAY, ONE_WEK]")
        #expect(check(duration) == ["\(at("ONE_WEK", offset: 0, in: duration)) error schema-type 'durations' must be one of ONE_DAY, THREE_DAYS, ONE_WEEK, not 'ONE_WEK'; did you mean 'ONE_WEEK'?"])
        let players = kinds("minimumPlayers: 2", "minimumPlayers: two")
        #expect(check(players).first?.hasPrefix("\(at("minimumPlayers: two", offset: 16, in: players)) error schema-type 'minimumPlayers' must be") == true)
        let alias = kinds("partyCode: yes", "supportsPartyCode: yes")
        #expect(check(alias) == ["\(at("supportsPartyCode", in: alias)) error schema-unknown-field unknown field 'supportsPartyCode' in activity 'duel'; the catalog calls it 'partyCode'"])
    }

    @Test("players: at least one, the minimum not above the maximum")
    func players() {
        let zero = kinds("maximumPlayers: 4", "maximumPlayers: 0")
        #expect(check(zero) == [
            "\(at("maximumPlayers: 0", offset: 16, in: zero)) error activity-players activity 'duel' has maximumPlayers 0; an activity takes at least 1 player",
        ])
        let reversed = kinds("minimumPlayers: 2", "minimumPlayers: 5")
        #expect(check(reversed) == [
            "\(at("minimumPlayers: 5", offset: 16, in: reversed)) error activity-players activity 'duel' takes at least 5 players but at most 4; raise maximumPlayers or lower minimumPlayers",
        ])
    }

    @Test("properties: keys and values not empty, bounded in length and number")
    func properties() {
        let long = String(repeating: "k", count: 65)
        let text = kinds("mode: duel", "mode: duel\n      \(long): x\n      blank: \" \"")
        #expect(check(text) == [
            "\(at(long, in: text)) error activity-property property key '\(long)' of activity 'duel' is 65 characters; at most 64",
            "\(at("blank: \" \"", offset: 7, in: text)) error activity-property property 'blank' of activity 'duel' is empty; give it a value, or leave the property out",
        ])
        let hidden = kinds("mode: duel", "mode: \"du\\u202Eel\"\n      \"a\\u0301\\u0301\": x")
        #expect(check(hidden) == [
            "\(at("mode: \"du", offset: 6, in: hidden)) error activity-property property 'mode' of activity 'duel' contains U+202E (a bidirectional control); remove it",
        ])
        let many = (1...51).map { "      p\($0): v" }.joined(separator: "\n")
        let crowded = kinds("      mode: duel", many)
        #expect(check(crowded) == ["\(at("p51: v", in: crowded)) error activity-property activity 'duel' has 51 properties; at most 50"])
    }

    @Test("the fallback URL is an absolute http or https address, each problem named", arguments: [
        ("ftp://example.com/duel", "it does not start with http:// or https://"), ("/duel", "it does not start with http:// or https://"),
        ("https://", "it has no host"), ("https://exa mple.com", "it holds a space or control character: percent-encode it"),
        ("https://:80/x", "it has no host"), ("https://.", "its host '.' is not a host name (letters, digits and inner dashes between dots)"),
        ("https://a..b/", "its host 'a..b' is not a host name (letters, digits and inner dashes between dots)"),
        ("https://-a.com/", "its host '-a.com' is not a host name (letters, digits and inner dashes between dots)"),
        ("https://example.com:99999/", "its port '99999' is not 1 to 65535"), ("https://example.com:0/a", "its port '0' is not 1 to 65535"),
        ("https://exämple.com", "it holds characters outside ASCII: percent-encode them, and write a non-ASCII host in its xn-- form"),
        ("https://example.com/\u{202E}", "it holds characters outside ASCII: percent-encode them, and write a non-ASCII host in its xn-- form"),
        ("https://example.com\\@evil.com/", "'\\' is not allowed in a URL: percent-encode it"),
        ("https://example.com/a\"b", "'\"' is not allowed in a URL: percent-encode it"),
        ("https://example.com/#frag<>", "'<' is not allowed in a URL: percent-encode it"),
        ("https://example.com/%zz", "'%' starts no percent-escape (% and two hex digits)"),
        ("https://example.com/%4", "'%' starts no percent-escape (% and two hex digits)"),
        ("https://user@example.com/a", "it names a user or password before '@'; a public link carries none"),
        ("https://user:pass@[::1]:99999/", "it names a user or password before '@'; a public link carries none"),
        ("https://[::1]:8080/x", nil), ("HTTPS://example.com/duel?x=1&y=%20", nil), ("http://example.com", nil), ("https://example.com./a", nil),
        ("https://example.com/a@b", nil),
    ] as [(String, String?)])
    func fallbackURL(url: String, problem: String?) {
        let text = kinds("fallbackURL: https://example.com/duel", "fallbackURL: \"\(url.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"")
        let expected = problem.map { ["\(at("fallbackURL:", offset: 13, in: text)) error activity-fallback-url fallbackURL \(DiagnosticLimits.quote(url)) of activity 'duel' is not an absolute http or https address (\($0)); write it as https://HOST/PATH"] } ?? []
        #expect(check(text) == expected)
    }

    @Test("associations name keys once; an ID written for a key, or a typo, is told the key")
    func associations() {
        let text = kinds("achievements: [best_10]", "achievements: [best_10, ach.best.0020, best_10, nothing_like_it]")
        func at(_ word: String, _ occurrence: Int = 1) -> String {
            FixtureCatalog.position(of: word, occurrence: occurrence, in: text, onLineContaining: "nothing_like_it")
        }
        let first = at("best_10").split(separator: ":")
        #expect(check(text) == [
            "\(at("ach.best.0020")) error activity-association activity 'duel' lists 'ach.best.0020', which is not an achievement key of the catalog; that is the ID of 'best_20': write the achievement's key",
            "\(at("best_10, nothing")) error activity-association activity 'duel' lists 'best_10' twice; it is first listed at line \(first[0]), column \(first[1])",
            "\(at("nothing_like_it")) error activity-association activity 'duel' lists 'nothing_like_it', which is not an achievement key of the catalog",
        ])
        let board = kinds("leaderboards: [best_score]", "leaderboards: [weekly_scor]")
        #expect(check(board) == ["\(FixtureCatalog.position(of: "weekly_scor", in: board, onLineContaining: "leaderboards: [weekly_scor]")) error activity-association activity 'duel' lists 'weekly_scor', which is not a leaderboard key of the catalog; did you mean 'weekly_score'?"])
    }

    @Test("more than 50 associations of a kind is a warning at the 51st: App Store Connect's API reads 50 back")
    func manyAssociations() {
        let keys = (1...51).map { "k\($0)" }
        let text = kinds("achievements: [best_10]", "achievements: [\(keys.joined(separator: ", "))]")
        let at = FixtureCatalog.position(of: "k51", in: text, onLineContaining: "k51]")
        #expect(check(text).filter { $0.contains(" warning ") } == [
            "\(at) warning activity-association activity 'duel' lists 51 achievements; App Store Connect's API reads at most 50 back, so `asc plan` stops on it: keep 50 or fewer",
        ])
        let fifty = kinds("achievements: [best_10]", "achievements: [\(keys.dropLast().joined(separator: ", "))]")
        #expect(!check(fifty).contains { $0.contains(" warning ") })
    }

    @Test("an achievement or leaderboard is in one activity at most, as App Store Connect links it")
    func oneActivityEach() {
        let second = """
              - key: sprint
                id: ach.activity.sprint
                referenceName: Sprint
                achievements: [best_10]
                leaderboards: [best_score]
                localizations:
                  en:
                    title: Sprint
                  es:
                    title: Sprint
            gameCenterChallenges:

            """
        let text = kinds("gameCenterChallenges:\n", second)
        #expect(check(text) == [
            "\(FixtureCatalog.position(of: "achievements: [best_10]", occurrence: 2, offset: 15, in: text)) error activity-association activity 'sprint' lists achievement 'best_10', which activity 'duel' lists too; App Store Connect links an achievement to one activity at most",
            "\(FixtureCatalog.position(of: "leaderboards: [best_score]", occurrence: 2, offset: 15, in: text)) error activity-association activity 'sprint' lists leaderboard 'best_score', which activity 'duel' lists too; App Store Connect links a leaderboard to one activity at most",
        ])
    }

    @Test("a challenge's leaderboard is a key; one written as its ID is told the key; a hidden one is a note")
    func challengeLeaderboard() {
        let id = kinds("leaderboard: best_score", "leaderboard: ach.board.best")
        #expect(check(id) == ["\(at("leaderboard: ach.board.best", offset: 13, in: id)) error challenge-leaderboard Game Center challenge 'best_week' is built on 'ach.board.best', which is not a leaderboard key of the catalog; that is the ID of 'best_score': write the leaderboard's key"])
        let set = kinds("leaderboard: best_score", "leaderboard: scores")
        #expect(check(set) == ["\(at("leaderboard: scores", offset: 13, in: set)) error challenge-leaderboard Game Center challenge 'best_week' is built on 'scores', which is not a leaderboard key of the catalog; 'scores' is a leaderboard set: a challenge is built on one leaderboard"])
        let hidden = kinds("      end: 1000000\n", "      end: 1000000\n    hidden: yes\n")
        #expect(check(hidden) == ["\(at("leaderboard: best_score", offset: 13, in: hidden)) note challenge-hidden-leaderboard Game Center challenge 'best_week' is built on the hidden leaderboard 'best_score': players see the challenge but not the leaderboard, as for a game with its own leaderboard service"])
    }

    @Test("the shared identity and text rules cover both kinds")
    func sharedRules() {
        let longID = "ach.activity." + String(repeating: "d", count: 90)
        let idText = kinds("id: ach.activity.duel", "id: \(longID)")
        #expect(check(idText) == ["\(at("id: \(longID)", offset: 4, in: idText)) error id-length ASC ID is 103 bytes long; App Store Connect allows at most 100"])
        let long = String(repeating: "t", count: 51)
        let title = kinds("title: Duel", "title: \(long)")
        #expect(check(title).contains { $0.hasPrefix("\(at("title: \(long)", offset: 7, in: title)) error title-length") })
        let missing = kinds("      es:\n        title: Duelo\n        description: Compite con un amigo.\n", "")
        #expect(check(missing).contains { $0.contains("missing-localization") && $0.contains("'duel'") })
    }

    @Test("a property key that becomes a member of the generated Property enum, or another key's identifier, is refused")
    func propertyKeyCollision() {
        let text = kinds("mode: duel", "mode: duel\n      raw_value: x\n      Mode: y")
        #expect(check(text) == [
            "\(at("raw_value", in: text)) error key-collision the activity property key 'raw_value' becomes the Swift case rawValue, which the generated Property enum already has as a member; rename the key",
            "\(at("Mode: y", in: text)) error key-collision activity property keys 'Mode' and 'mode' both become the Swift identifier mode in the generated code; rename one",
        ])
    }

    @Test("the lock records a challenge's leaderboard, and a released challenge keeps it")
    func lockKeepsLeaderboard() throws {
        let catalog = try #require(CatalogLoader().load(text: kinds(), path: "c.yaml").catalog)
        let lock = LockUpdate(catalog: catalog, locked: nil, existing: nil, label: "1.0").text
        #expect(lock.contains("  - kind: gameCenterChallenge\n    key: best_week\n    id: ach.challenge.best\n    leaderboard: ach.board.best\n    released: \"1.0\"\n"))
        #expect(lock.contains("  - kind: activity\n    key: duel\n    id: ach.activity.duel\n    released: \"1.0\"\n"))
        let released = try #require(LockFile.decode(Array(lock.utf8), path: "c.lock.yaml").value)
        #expect(released.resources.first { $0.kind == .gameCenterChallenge }?.leaderboard?.value == "ach.board.best")
        var check = CatalogCheck()
        check.released = released
        let moved = kinds("leaderboard: best_score", "leaderboard: weekly_score")
        let removed = kinds().editing("activities:\n  - key: duel", to: "activities:\n  - key: duel_old")
        #expect(check.run(text: moved, path: "c.yaml").diagnostics.map(\.rule.rawValue) == ["released-challenge-leaderboard"])
        #expect(check.run(text: removed, path: "c.yaml").diagnostics.map(\.rule.rawValue) == ["released-key-changed"])
        // A hand-written lock: a challenge without its leaderboard, or a leaderboard on another kind, is refused at its entry.
        let bare = lock.replacingOccurrences(of: "    leaderboard: ach.board.best\n", with: "")
        #expect(LockFile.decode(Array(bare.utf8), path: "c.lock.yaml").diagnostics.map(\.message)
                == ["a released gameCenterChallenge entry is missing 'leaderboard' (the ID of the leaderboard it was released on)"])
        let misplaced = bare.replacingOccurrences(of: "    id: ach.activity.duel\n", with: "    id: ach.activity.duel\n    leaderboard: ach.board.best\n")
        #expect(LockFile.decode(Array(misplaced.utf8), path: "c.lock.yaml").diagnostics.map(\.message).contains(
            "'leaderboard' belongs only to a gameCenterChallenge entry; this one is kind: activity"))
    }
}
