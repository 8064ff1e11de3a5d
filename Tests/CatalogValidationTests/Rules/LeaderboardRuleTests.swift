import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

@Suite("Leaderboards and sets")
struct LeaderboardRuleTests {
    @Test("the fixture's leaderboards and set decode with their fields")
    func decoded() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        #expect(catalog.leaderboards.map(\.id.value) == ["ach.board.best", "ach.board.weekly"])
        let best = catalog.leaderboards[0], weekly = catalog.leaderboards[1]
        #expect(best.format.value == .integer && best.sort.value == .descending && best.submission.value == .bestScore)
        #expect(best.range.map { [$0.start.value, $0.end.value] } == [0, 1_000_000])
        #expect(best.localization(for: "es")?.suffixSingular?.value == "punto")
        #expect(!best.isRecurring && weekly.isRecurring)
        #expect(weekly.recurrence.map { [$0.start.value, $0.duration.value, $0.rule.value] } == ["2026-01-05T00:00:00Z", "P7D", "FREQ=WEEKLY;INTERVAL=1"])
        #expect(catalog.leaderboardSets.map { $0.leaderboards.map(\.value) } == [["best_score", "weekly_score"]])
    }

    @Test("an unknown score format, sort or submission is refused at its value, with the closest word")
    func choices() {
        let (text, value) = fault("format: INTEGER", "format: INTEGR")
        #expect(check(text) == ["\(value) error schema-type 'format' must be one of \(LeaderboardFormatter.allCases.map(\.rawValue).joined(separator: ", ")), not 'INTEGR'; did you mean 'INTEGER'?"])
        let (sorted, sortValue) = fault("sort: DESC", "sort: DESCENDING")
        #expect(check(sorted) == ["\(sortValue) error schema-type 'sort' must be one of ASC, DESC, not 'DESCENDING'"])
    }

    @Test("a misspelt field is one report, naming the field meant; a field left out is named")
    func shape() {
        let text = FixtureCatalog.replacing("    submission: BEST_SCORE\n    range:", with: "    submisson: BEST_SCORE\n    range:")
        #expect(check(text) == ["\(at("submisson:", in: text)) error schema-unknown-field unknown field 'submisson' in leaderboard 'best_score'; did you mean 'submission'?"])
        let missing = FixtureCatalog.replacing("    submission: BEST_SCORE\n    range:", with: "    range:")
        #expect(check(missing) == ["\(at("  - key: best_score", offset: 4, in: missing)) error schema-missing-field leaderboard 'best_score' is missing the required field 'submission'"])
    }

    @Test("a field under another name people use (App Store Connect's, or a plain word) is one report naming the catalog's field",
          arguments: [("order", "sort"), ("scoreSortType", "sort"), ("sortOrder", "sort"), ("submissionType", "submission"), ("defaultFormatter", "format")])
    func fieldUnderAnotherName(written: String, field: String) throws {
        let line = try #require(["sort": "    sort: DESC\n    submission: BEST_SCORE\n    range:", "submission": "    submission: BEST_SCORE\n    range:",
                                 "format": "    format: INTEGER\n    sort: DESC\n    submission: BEST_SCORE\n    range:"][field])
        let text = FixtureCatalog.replacing(line, with: line.replacingOccurrences(of: "    \(field):", with: "    \(written):"))
        #expect(check(text) == ["\(at("\(written):", in: text)) error schema-unknown-field unknown field '\(written)' in leaderboard 'best_score'; the catalog calls it '\(field)'"])
    }

    @Test("leaderboard-score-range: equal ends and a start above the end are refused")
    func scoreRange() {
        let (text, value) = fault("end: 1000000", "end: -5")
        #expect(check(text) == ["\(value) error leaderboard-score-range the score range of leaderboard 'best_score' starts at 0 and ends at -5; its start must be lower than its end"])
    }

    @Test("leaderboard-recurrence: start, duration and rule each checked", arguments: [
        ("start: 2026-01-05T00:00:00Z", "start: 2026-01-05", "the recurrence start of leaderboard 'weekly_score' is '2026-01-05', not an ISO 8601 date and time from 1970 on, such as 2026-01-05T00:00:00Z"),
        ("start: 2026-01-05T00:00:00Z", "start: 2026-13-05T00:00:00Z", "the recurrence start of leaderboard 'weekly_score' is '2026-13-05T00:00:00Z', not an ISO 8601 date and time from 1970 on, such as 2026-01-05T00:00:00Z"),
        ("duration: P7D", "duration: PT", "the recurrence duration of leaderboard 'weekly_score' is 'PT', not an ISO 8601 duration such as P7D or PT12H"),
        ("duration: P7D", "duration: P1D7W", "the recurrence duration of leaderboard 'weekly_score' is 'P1D7W', not an ISO 8601 duration such as P7D or PT12H"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=FORTNIGHTLY", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=FORTNIGHTLY'; FREQ is one of DAILY, HOURLY, MINUTELY, MONTHLY, SECONDLY, WEEKLY, YEARLY"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: INTERVAL=2", "the recurrence rule of leaderboard 'weekly_score' is 'INTERVAL=2'; it needs FREQ, such as FREQ=WEEKLY"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;INTERVAL=0", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;INTERVAL=0'; INTERVAL is a whole number of at least 1"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;EVERY=2", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;EVERY=2'; 'EVERY' is not an RFC 5545 rule part"),
        ("start: 2026-01-05T00:00:00Z", "start: 2026-02-29T00:00:00Z", "the recurrence start of leaderboard 'weekly_score' is '2026-02-29T00:00:00Z', not an ISO 8601 date and time from 1970 on, such as 2026-01-05T00:00:00Z"),
        ("start: 2026-01-05T00:00:00Z", "start: 2026-04-31T00:00:00Z", "the recurrence start of leaderboard 'weekly_score' is '2026-04-31T00:00:00Z', not an ISO 8601 date and time from 1970 on, such as 2026-01-05T00:00:00Z"),
        ("duration: P7D", "duration: P0D", "the recurrence duration of leaderboard 'weekly_score' is 'P0D', which lasts no time: an occurrence needs a duration such as P7D or PT12H"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z'; COUNT and UNTIL cannot both be given (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;INTERVAL=+1", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;INTERVAL=+1'; INTERVAL is a whole number of at least 1"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: \"FREQ=WEEKLY;BYDAY=MO\\u202E\"", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;BYDAY=MO\\u{202e}'; it holds a character RFC 5545 rules do not use (only ASCII letters, digits and , ; = + - :)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;UNTIL=garbage;BYDAY=XX,YY;BYMONTH=13;WKST=ZZ;BYSETPOS=-9999", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;UNTIL=garbage;BYDAY=XX,YY;BYMONTH=13;WKST=ZZ;BYSETPOS=-9999'; UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;UNTIL=20270230T000000Z", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;UNTIL=20270230T000000Z'; UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;BYDAY=MO,YY", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;BYDAY=MO,YY'; BYDAY is a list of weekdays (SU, MO, TU, WE, TH, FR or SA), each optionally after a week number from 1 to 53 with its sign, such as MO,WE or 1MO,-1FR, and 'YY' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYDAY=54MO", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYDAY=54MO'; BYDAY is a list of weekdays (SU, MO, TU, WE, TH, FR or SA), each optionally after a week number from 1 to 53 with its sign, such as MO,WE or 1MO,-1FR, and '54MO' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=YEARLY;BYMONTH=13", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=YEARLY;BYMONTH=13'; BYMONTH is a list of whole numbers from 1 to 12, and '13' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;WKST=ZZ", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;WKST=ZZ'; WKST is a weekday: SU, MO, TU, WE, TH, FR or SA"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-9999", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-9999'; BYSETPOS is a list of whole numbers from 1 to 366, or from -366 to -1 counting from the end, and '-9999' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYMONTHDAY=0", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYMONTHDAY=0'; BYMONTHDAY is a list of whole numbers from 1 to 31, or from -31 to -1 counting from the end, and '0' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=DAILY;BYHOUR=24", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=DAILY;BYHOUR=24'; BYHOUR is a list of whole numbers from 0 to 23, and '24' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=DAILY;BYMINUTE=,5", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=DAILY;BYMINUTE=,5'; BYMINUTE is a list of whole numbers from 0 to 59, and '' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;BYWEEKNO=1", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;BYWEEKNO=1'; BYWEEKNO is only used with FREQ=YEARLY (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;BYMONTHDAY=1", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;BYMONTHDAY=1'; BYMONTHDAY is not used with FREQ=WEEKLY (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYYEARDAY=100", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYYEARDAY=100'; BYYEARDAY is not used with FREQ=MONTHLY (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;BYDAY=1MO", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;BYDAY=1MO'; BYDAY's week numbers (such as 1MO) are only used with FREQ=MONTHLY or FREQ=YEARLY (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYSETPOS=1", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYSETPOS=1'; BYSETPOS is only used with another BY part, such as BYDAY (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;UNTIL=20271231", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;UNTIL=20271231'; UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;UNTIL=20271231T235959", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;UNTIL=20271231T235959'; UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=WEEKLY;UNTIL=20251231T000000Z", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=WEEKLY;UNTIL=20251231T000000Z'; UNTIL (20251231T000000Z) is before the start (20260105T000000Z): the leaderboard would never recur"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO'; BYDAY's week numbers (such as 1MO) are not used beside BYWEEKNO (RFC 5545)"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=MONTHLY;BYDAY=MO,53MO", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=MONTHLY;BYDAY=MO,53MO'; with FREQ=MONTHLY, BYDAY's week numbers count weeks of a month, from 1 to 5, and '53MO' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: FREQ=YEARLY;BYMONTH=012", "the recurrence rule of leaderboard 'weekly_score' is 'FREQ=YEARLY;BYMONTH=012'; BYMONTH is a list of whole numbers from 1 to 12, and '012' is not one"),
        ("rule: FREQ=WEEKLY;INTERVAL=1", "rule: RRULE:FREQ=WEEKLY", "the recurrence rule of leaderboard 'weekly_score' is 'RRULE:FREQ=WEEKLY'; 'RRULE:FREQ' is not an RFC 5545 rule part: write the rule without its 'RRULE:' prefix"),
    ])
    func recurrence(old: String, new: String, message: String) {
        let (text, value) = fault(old, new)
        #expect(check(text) == ["\(value) error leaderboard-recurrence \(message)"])
    }

    @Test("leaderboard-recurrence: each RFC 5545 part with a value of its kind passes", arguments: [
        "FREQ=DAILY;INTERVAL=1", "FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=MO", "FREQ=MONTHLY;BYDAY=-1FR,5SU", "FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1,-1",
        "FREQ=YEARLY;BYWEEKNO=1,+53;BYDAY=MO", "FREQ=YEARLY;BYYEARDAY=-366,1", "FREQ=MONTHLY;BYMONTHDAY=-31,15", "FREQ=WEEKLY;UNTIL=20271231T235959Z", "FREQ=DAILY;BYHOUR=0,23;BYMINUTE=59;BYSECOND=60", "freq=weekly;byday=mo",
    ])
    func recurrenceAccepted(rule: String) {
        #expect(check(FixtureCatalog.replacing("rule: FREQ=WEEKLY;INTERVAL=1", with: "rule: \(rule)")) == [])
    }

    @Test("a leaderboard's or a set's image stays inside the artwork folder")
    func imagePath() {
        let text = FixtureCatalog.replacing("    sort: DESC\n    submission: BEST_SCORE\n    range:", with: "    sort: DESC\n    image: ../../etc/passwd\n    submission: BEST_SCORE\n    range:")
        #expect(check(text) == ["\(at("image: ../../etc/passwd", offset: 7, in: text)) error image-path image '../../etc/passwd' of 'best_score' climbs out with '..'; images must be inside the artwork folder"])
    }

    @Test("retired-reused: a retired ID counts for its own kind only; an entry without kind is an achievement's")
    func retiredByKind() {
        let leaderboard = FixtureCatalog.replacing("achievements:\n", with: "retired:\n  - id: ach.board.best\n    kind: leaderboard\nachievements:\n")
        let retiredLine = at("id: ach.board.best", in: leaderboard).split(separator: ":")[0]
        #expect(check(leaderboard) == ["\(at("id: ach.board.best", 2, offset: 4, in: leaderboard)) error retired-reused 'ach.board.best' is retired (line \(retiredLine)) and can never be used again; give this leaderboard a new ID"])
        // The same ID retired as an achievement's, or as a set's, is another kind's: the leaderboard may keep it.
        let achievement = FixtureCatalog.replacing("achievements:\n", with: "retired:\n  - id: ach.board.best\nachievements:\n")
        #expect(check(achievement) == [])
        let set = FixtureCatalog.replacing("achievements:\n", with: "retired:\n  - id: ach.board.best\n    kind: leaderboardSet\nachievements:\n")
        #expect(check(set) == [])
    }

    @Test("key-collision: a key that becomes a member of its kind's generated enum is refused at the key, for every kind")
    func keyBecomesMember() {
        let text = FixtureCatalog.replacing("  - key: best_score\n", with: "  - key: is_recurring\n")
            .replacingOccurrences(of: "[best_score, weekly_score]", with: "[is_recurring, weekly_score]")
            .replacingOccurrences(of: "  - key: scores\n", with: "  - key: leaderboards\n")
            .replacingOccurrences(of: "  - key: best_10\n", with: "  - key: raw_value\n")
        #expect(check(text) == [
            "\(at("- key: raw_value", offset: 7, in: text)) error key-collision the achievement key 'raw_value' becomes the Swift case rawValue, which the generated achievement enum already has as a member; rename the key",
            "\(at("- key: is_recurring", offset: 7, in: text)) error key-collision the leaderboard key 'is_recurring' becomes the Swift case isRecurring, which the generated leaderboard enum already has as a member; rename the key",
            "\(at("- key: leaderboards", offset: 7, in: text)) error key-collision the leaderboard set key 'leaderboards' becomes the Swift case leaderboards, which the generated leaderboard set enum already has as a member; rename the key",
        ])
    }

    @Test("a set listing a leaderboard's ID instead of its key is told so, once")
    func setListsAnID() {
        let text = FixtureCatalog.replacing("leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, ach.board.weekly]")
        #expect(check(text) == ["\(at("ach.board.weekly]", in: text)) error leaderboard-set-member leaderboard set 'scores' lists 'ach.board.weekly', which is not a leaderboard key of the catalog; that is the ID of 'weekly_score': a set lists leaderboard keys"])
    }

    @Test("a set listing a misspelt key is told the key meant, once: the leaderboard meant is not also reported as in no set")
    func setListsATypo() {
        let text = FixtureCatalog.replacing("leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, weekly_scor]")
        #expect(check(text) == ["\(at("weekly_scor]", in: text)) error leaderboard-set-member leaderboard set 'scores' lists 'weekly_scor', which is not a leaderboard key of the catalog; did you mean 'weekly_score'?"])
        let unlike = FixtureCatalog.replacing("leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, zzzzzzzz]")
        #expect(check(unlike).map { $0.split(separator: " ")[2] } == ["leaderboard-count", "leaderboard-set-member"])
    }

    @Test("well-formed recurrences pass", arguments: ["2024-02-29T00:00:00.250Z", "2026-01-05T09:30:00+02:00"])
    func recurrenceStarts(start: String) {
        #expect(check(FixtureCatalog.replacing("start: 2026-01-05T00:00:00Z", with: "start: \"\(start)\"")) == [])
        #expect(check(FixtureCatalog.replacing("duration: P7D", with: "duration: P1DT12H")) == [])
    }

    @Test("leaderboard-set-member: a key listed twice, and an empty set")
    func setMembers() {
        let text = FixtureCatalog.replacing("leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, weekly_score, best_score]")
        #expect(check(text) == ["\(at("best_score]", in: text)) error leaderboard-set-member leaderboard set 'scores' lists 'best_score' twice; it is first listed at line \(at("leaderboards: [best_score", offset: 15, in: text).split(separator: ":")[0]), column \(at("leaderboards: [best_score", offset: 15, in: text).split(separator: ":")[1])"])
        let empty = FixtureCatalog.replacing("leaderboards: [best_score, weekly_score]", with: "leaderboards: []")
        #expect(check(empty).contains("\(at("leaderboards: []", in: empty)) error leaderboard-set-member leaderboard set 'scores' lists no leaderboard; App Store Connect shows a set only with its leaderboards"))
    }

    @Test("leaderboard-count: 101 leaderboards without sets is one too many")
    func count() {
        var text = FixtureCatalog.text.components(separatedBy: "leaderboardSets:\n")[0]
        for n in 1...99 {
            text += """
                  - key: extra_\(n)
                    id: ach.board.x\(n)
                    referenceName: Extra \(n)
                    format: INTEGER
                    sort: DESC
                    submission: BEST_SCORE
                    localizations:
                      en: {title: Extra \(n)}
                      es: {title: Extra \(n)}

                """
        }
        #expect(check(text) == ["\(at("id: ach.board.x99", offset: 4, in: text)) error leaderboard-count the catalog has 101 leaderboards; App Store Connect allows at most 100 without leaderboard sets (500 with them), and refuses to create 'ach.board.x99' and every one after it"])
    }

    @Test("identity rules cover leaderboards: the ID prefix, a key's format, a duplicate ID within the kind; an achievement's ID may be reused")
    func identities() {
        let (text, value) = fault("id: ach.board.weekly", "id: ach.board.best")
        #expect(check(text) == ["\(value) error duplicate-id ASC ID 'ach.board.best' is already used at line \(at("id: ach.board.best", offset: 4, in: text).split(separator: ":")[0]), column 9"])
        #expect(check(FixtureCatalog.replacing("id: ach.board.best", with: "id: ach.best.0010")) == [])
        let (prefixed, prefixValue) = fault("id: ach.set.scores", "id: game.set.scores")
        #expect(check(prefixed) == ["\(prefixValue) error id-prefix ASC ID 'game.set.scores' must start with 'ach.'"])
        let (key, keyValue) = fault("  - key: weekly_score", "  - key: Weekly")
        #expect(check(key).contains("\(keyValue) error key-format local key 'Weekly' must start with a lowercase letter and use only a-z, 0-9 and '_'"))
    }

    @Test("text rules cover leaderboards and sets: a missing language, a title too long")
    func texts() {
        let text = FixtureCatalog.replacing("      es:\n        title: Puntuaciones\n", with: "")
        #expect(check(text) == ["\(at("    localizations:", 7, offset: 4, in: text)) error missing-localization leaderboard set 'scores' has no 'es' localization"])
        let long = String(repeating: "x", count: 51)
        let (titled, value) = fault("title: This Week", "title: \(long)")
        #expect(check(titled) == ["\(value) error title-length 'en' title is 51 characters (UTF-16 units); App Store Connect allows at most 50"])
    }
}
