import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Testing

/// The lock of the fixture as `achievements lock --release 1.0` writes it.
private func fixtureLock() throws -> (text: String, set: ReleasedSet) {
    let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
    let entries = catalog.achievements.compactMap { catalog.releasedEntry(for: $0, released: Located("1.0", at: $0.position)) }
    let text = LockFile.appendText(entries, resources: catalog.releasedResources(label: "1.0"), to: nil)
    let set = try #require(LockFile.decode([UInt8](text.utf8), path: "c.lock.yaml").set)
    return (text, set)
}

/// Every diagnostic of checking `text` against the fixture's lock.
private func checkAgainstLock(_ text: String) throws -> [String] {
    var checker = CatalogCheck()
    checker.released = try fixtureLock().set
    return checker.run(text: text, path: "c.yaml").diagnostics.map {
        "\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)"
    }
}

private func lockLine(of id: String) throws -> Int {
    let set = try fixtureLock().set
    return try #require(set.entries.first { $0.id.value == id }?.id.position.line ?? set.resources.first { $0.id.value == id }?.id.position.line)
}

@Suite("Stability against released IDs")
struct StabilityTests {
    @Test("the lock is written deterministically and reads back")
    func lockRoundTrip() throws {
        let (text, set) = try fixtureLock()
        #expect(text.hasPrefix(LockFile.header))
        #expect(text.hasSuffix("""
              - key: control_tap
                id: ach.control.tap
                group: control
                progress: controlInput
                input: tap
                released: "1.0"
              - kind: leaderboard
                key: best_score
                id: ach.board.best
                sort: DESC
                released: "1.0"
              - kind: leaderboard
                key: weekly_score
                id: ach.board.weekly
                sort: DESC
                released: "1.0"
              - kind: leaderboardSet
                key: scores
                id: ach.set.scores
                released: "1.0"

            """))
        #expect(set.resources.map { "\($0.kind) \($0.key.value) \($0.id.value) \($0.sort?.value ?? "-")" }
                == ["leaderboard best_score ach.board.best DESC", "leaderboard weekly_score ach.board.weekly DESC", "leaderboardSet scores ach.set.scores -"])
        #expect(set.entries.map(\.ruleDescription) == ["bestRun score >= 10", "bestRun score >= 20", "cumulative score >= 100", "controlInput tap"])
        #expect(try fixtureLock().text == text)
    }

    @Test("appending never rewrites what is there")
    func appendOnly() throws {
        let (text, set) = try fixtureLock()
        let extra = ReleasedAchievement(key: Located("new_one", at: .startOfFile), id: Located("ach.best.9999", at: .startOfFile),
                                        group: Located("best", at: .startOfFile), progress: Located(.bestRun, at: .startOfFile),
                                        metric: Located("score", at: .startOfFile), threshold: Located(9999, at: .startOfFile), input: nil,
                                        released: Located("2026-11-21", at: .startOfFile))
        let edited = text.replacingOccurrences(of: "# Achievements released", with: "# Hand-written note kept.\n# Achievements released")
        let appended = LockFile.appendText([extra], to: edited)
        #expect(appended.hasPrefix(edited))
        #expect(LockFile.decode([UInt8](appended.utf8), path: "l").set?.entries.count == set.entries.count + 1)
    }

    @Test("leaderboards and sets: removed, a key under a new ID, an ID under a new key, a new sort order; a retired one may go")
    func leaderboards() throws {
        let removedText = FixtureCatalog.text.components(separatedBy: "leaderboardSets:\n")[0]
        #expect(try checkAgainstLock(removedText) == [
            "1:1 error released-removed leaderboard set 'ach.set.scores' (key 'scores') was released (c.lock.yaml:\(try lockLine(of: "ach.set.scores"))) and is no longer in the catalog; App Store Connect IDs are permanent: restore it, or list it under 'retired' with kind: leaderboardSet",
        ])
        // Retired as its own kind only: an entry without `kind` is an achievement's.
        let asAchievement = removedText.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.set.scores\nachievements:\n")
        #expect(try checkAgainstLock(asAchievement).count == 1)
        let retired = removedText.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.set.scores\n    kind: leaderboardSet\nachievements:\n")
        #expect(try checkAgainstLock(retired) == [])
        let (moved, movedAt) = fault("id: ach.board.weekly", "id: ach.board.week")
        #expect(try checkAgainstLock(moved).contains(
            "\(movedAt) error released-id-changed leaderboard key 'weekly_score' was released as 'ach.board.weekly' (c.lock.yaml:\(try lockLine(of: "ach.board.weekly"))) and now maps to 'ach.board.week'; App Store Connect IDs cannot be edited: restore 'ach.board.weekly', or retire it and give the new ID a new key"))
        let (rekeyed, rekeyedAt) = fault("  - key: best_score", "  - key: top_score")
        #expect(try checkAgainstLock(rekeyed).contains(
            "\(rekeyedAt) error released-key-changed leaderboard 'ach.board.best' was released under the local key 'best_score' (c.lock.yaml:\(try lockLine(of: "ach.board.best"))) and is now under 'top_score'; the game's code and stored best scores use 'best_score': keep that key"))
    }

    @Test("an unchanged catalog passes")
    func unchanged() throws {
        #expect(try checkAgainstLock(FixtureCatalog.text) == [])
    }

    @Test("released-removed: a released ID gone from the catalog, unless retired")
    func removed() throws {
        let full = FixtureCatalog.text
        let block = try #require(full.range(of: "  - key: control_tap")).lowerBound..<(try #require(full.range(of: "leaderboards:\n")).lowerBound)
        let text = full.replacingCharacters(in: block, with: "")
            .replacingOccurrences(of: "inputs:\n  tap:\n    name: Tap\n    rule: Tap used in completed run\n", with: "")
        let line = try lockLine(of: "ach.control.tap")
        #expect(try checkAgainstLock(text) == [
            "\(FixtureCatalog.position(of: "achievements:", in: text)) error released-removed 'ach.control.tap' (key 'control_tap') was released (c.lock.yaml:\(line)) and is no longer in the catalog; App Store Connect IDs are permanent: restore it, or list it under 'retired'",
        ])
        let retired = text.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.control.tap\n    reason: Tap is now the default control\nachievements:\n")
        #expect(try checkAgainstLock(retired) == [])
    }

    @Test("retired-reused: a retired ID used by an achievement")
    func retiredReused() throws {
        let text = FixtureCatalog.text.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.best.0020\nachievements:\n")
        #expect(try checkAgainstLock(text) == [
            "\(FixtureCatalog.position(of: "id: ach.best.0020", occurrence: 2, offset: 4, in: text)) error retired-reused 'ach.best.0020' is retired (line \(FixtureCatalog.position(of: "- id: ach.best.0020", in: text).split(separator: ":")[0])) and can never be used again; give this achievement a new ID",
        ])
    }

    @Test("released-id-changed: a released key now maps to another ID")
    func idChanged() throws {
        let (text, position) = FixtureCatalog.replacingWithPosition("id: ach.best.0020", with: "id: ach.best.0021", offset: 4)
        let line = try lockLine(of: "ach.best.0020")
        #expect(try checkAgainstLock(text) == [
            "\(FixtureCatalog.position(of: "achievements:", in: text)) error released-removed 'ach.best.0020' (key 'best_20') was released (c.lock.yaml:\(line)) and is no longer in the catalog; App Store Connect IDs are permanent: restore it, or list it under 'retired'",
            "\(position) error released-id-changed local key 'best_20' was released as 'ach.best.0020' (c.lock.yaml:\(line)) and now maps to 'ach.best.0021'; App Store Connect IDs cannot be edited: restore 'ach.best.0020', or retire it and give the new ID a new key",
            "\(position) note released-added 'ach.best.0021' is new since c.lock.yaml; run `achievements lock` once it is entered in App Store Connect",
        ])
    }

    @Test("released-key-changed: a released ID under a new key")
    func keyChanged() throws {
        let (text, position) = FixtureCatalog.replacingWithPosition("key: total_100", with: "key: total_hundred", offset: 5)
        #expect(try checkAgainstLock(text) == [
            "\(position) error released-key-changed 'ach.total.0100' was released under the local key 'total_100' (c.lock.yaml:\(try lockLine(of: "ach.total.0100"))) and is now under 'total_hundred'; players' progress is stored under 'total_100': keep that key",
        ])
    }

    @Test("released-rule-changed: a threshold or an input changed, unless acknowledged")
    func ruleChanged() throws {
        let (text, position) = FixtureCatalog.replacingWithPosition("threshold: 100", with: "threshold: 150", offset: 11)
        #expect(try checkAgainstLock(text) == [
            "\(position) error released-rule-changed the rule of 'ach.total.0100' changed from 'cumulative score >= 100' (released, c.lock.yaml:\(try lockLine(of: "ach.total.0100"))) to 'cumulative score >= 150'; players already earned it under the old rule: restore it, or explain the change in 'acknowledgedRuleChange'",
        ])
        let acknowledged = text.replacingOccurrences(of: "threshold: 150\n", with: "threshold: 150\n    acknowledgedRuleChange: Raised in 1.1; earned ones stay earned\n")
        #expect(try checkAgainstLock(acknowledged) == [])
    }

    @Test("released-rule-changed: moving to a group of another kind changes the rule")
    func kindChanged() throws {
        let text = FixtureCatalog.replacing("group: best\n    threshold: 20", with: "group: total\n    threshold: 20")
        let lines = try checkAgainstLock(text)
        let id = FixtureCatalog.position(of: "id: ach.best.0020", offset: 4, in: text)
        #expect(lines.contains("\(id) error id-group ASC ID 'ach.best.0020' is in group 'total', so it must be 'ach.total.' followed by a name"))
        #expect(lines.contains { $0.contains("released-rule-changed the rule of 'ach.best.0020' changed from 'bestRun score >= 20'") && $0.contains("to 'cumulative score >= 20'") })
    }

    @Test("released-added: new achievements are notes, not problems")
    func added() throws {
        let text = FixtureCatalog.appendingAchievements("""
              - key: best_30
                id: ach.best.0030
                referenceName: Best 30
                group: best
                threshold: 30
                points: 1
                hidden: no
                localizations:
                  en: {title: Thirty, description: Score 30 in a run.}
                  es: {title: Treinta, description: Marca 30 en una partida.}

            """)
        #expect(try checkAgainstLock(text) == [
            "\(FixtureCatalog.position(of: "id: ach.best.0030", offset: 4, in: text)) note released-added 'ach.best.0030' is new since c.lock.yaml; run `achievements lock` once it is entered in App Store Connect",
        ])
    }

    @Test("a damaged lock is a diagnostic with its position")
    func damagedLock() {
        let decoded = LockFile.decode([UInt8]("format: 1\nreleased:\n  - key: a\n    id: ach.a\n    progres: bestRun\n".utf8), path: "l.yaml")
        #expect(decoded.set == nil)
        #expect(decoded.diagnostics.map { "\($0.position) \($0.rule) \($0.message)" } == [
            "3:5 schema-missing-field a lock entry is missing the required field 'released'",
            "5:5 schema-unknown-field unknown field 'progres' in a lock entry; did you mean 'progress'?",
        ])
        // A rule is a group and a progress, both or neither (an achievement the game reports has neither).
        let half = LockFile.decode([UInt8]("format: 1\nreleased:\n  - key: a\n    id: ach.a\n    group: g\n    released: \"1.0\"\n".utf8), path: "l.yaml")
        #expect(half.set == nil)
        #expect(half.diagnostics.map { "\($0.position) \($0.rule) \($0.message)" } == [
            "3:5 schema-missing-field a lock entry is missing the required field 'progress'",
        ])
        let none = LockFile.decode([UInt8]("format: 1\nreleased:\n  - key: a\n    id: ach.a\n    released: \"1.0\"\n".utf8), path: "l.yaml")
        #expect(none.diagnostics.isEmpty)
        #expect(none.set?.entries.map(\.ruleDescription) == ["reported by the game"])
    }

    @Test("YAML scalars in the lock are quoted when a reader could misread them", arguments: [
        ("run_100", "run_100"), ("ach.run.0100", "ach.run.0100"), ("no", "\"no\""), ("1.0", "\"1.0\""), ("2026-11-21", "\"2026-11-21\""),
        ("a b", "\"a b\""), ("say \"x\"", "\"say \\\"x\\\"\""), ("", "\"\""),
    ])
    func scalarQuoting(text: String, written: String) {
        #expect(YAMLScalarText.quoted(text) == written)
    }
}
