import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Testing

/// An achievement without a group: the game reports it itself. It
/// validates, the lock records it without a rule, and a rule given to it
/// later is no change of a released rule.
@Suite("Achievements the game reports itself")
struct ReportedByGameTests {
    static let rule = "    group: best\n    threshold: 20\n"

    func diagnostics(_ text: String, released: ReleasedSet? = nil) -> [String] {
        var checker = CatalogCheck()
        checker.released = released
        return checker.run(text: text, path: "c.yaml").diagnostics.map { "\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)" }
    }

    @Test("an achievement without a group, threshold or input validates")
    func validates() throws {
        let text = FixtureCatalog.replacing(Self.rule, with: "")
        #expect(diagnostics(text) == [])
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        let achievement = try #require(catalog.achievements.first { $0.key.value == "best_20" })
        #expect(!achievement.hasUnlockRule)
        #expect(catalog.group(of: achievement) == nil)
    }

    @Test("a catalog whose game reports every achievement itself needs no groups field: it validates without one")
    func noGroupsField() throws {
        let text = """
            format: 1
            game: Demo
            idPrefix: demo
            languages:
              en: en-US
            achievements:
              - key: first_win
                id: demo.first.win
                referenceName: First Win
                points: 10
                hidden: no
                localizations:
                  en:
                    title: First Win
                    description: Win a race.

            """
        #expect(diagnostics(text) == [])
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        #expect(catalog.groups.isEmpty)
        #expect(catalog.achievements.map(\.hasUnlockRule) == [false])
        // A group named by an achievement still needs its declaration.
        let grouped = text.replacingOccurrences(of: "    points: 10\n", with: "    points: 10\n    group: wins\n")
        #expect(diagnostics(grouped).contains { $0.contains("error unknown-group") }, "\(diagnostics(grouped))")
    }

    @Test("summary counts them on a line of their own, so its lines add up to the totals")
    func summary() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.replacing(Self.rule, with: ""), path: "c.yaml").catalog)
        let summary = CatalogSummary(catalog)
        let last = try #require(summary.groups.last)
        #expect([last.key, last.name, String(last.count), String(last.points)] == ["(no group)", "reported by the game", "1", "20"])
        #expect(summary.groups.map(\.count).reduce(0, +) == catalog.achievements.count)
        #expect(summary.groups.map(\.points).reduce(0, +) == summary.pointsUsed)
    }

    @Test("a threshold or input without a group is refused at its line: nothing would evaluate it")
    func ruleWithoutGroup() {
        let text = FixtureCatalog.replacing(Self.rule, with: "    threshold: 20\n")
        #expect(diagnostics(text) == [
            "\(FixtureCatalog.position(of: "threshold: 20", offset: 11, in: text)) error unlock-rule 'best_20' has no 'group', so its 'threshold' would unlock nothing: add the group it belongs to, or remove the 'threshold'",
        ])
    }

    @Test("the lock records it without a rule; a rule given later is no change, a rule taken away is one")
    func lock() throws {
        let without = FixtureCatalog.replacing(Self.rule, with: "")
        let catalog = try #require(CatalogLoader().load(text: without, path: "c.yaml").catalog)
        let entries = catalog.achievements.compactMap { catalog.releasedEntry(for: $0, released: Located("1.0", at: $0.position)) }
        #expect(entries.count == catalog.achievements.count)
        let text = LockFile.appendText(entries, to: nil)
        #expect(text.contains("  - key: best_20\n    id: ach.best.0020\n    released: \"1.0\"\n"), "\(text)")
        let set = try #require(LockFile.decode([UInt8](text.utf8), path: "c.lock.yaml").set)
        #expect(set.entries.first { $0.key.value == "best_20" }?.ruleDescription == "reported by the game")
        // Released without a rule, then given one: no player earned it under another rule.
        #expect(diagnostics(FixtureCatalog.text, released: set).filter { !$0.contains("released-added") } == [])

        // `lock` then appends its rule, once; from there on the rule is a released one.
        let withRule = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let update = LockUpdate(catalog: withRule, locked: set, existing: text, label: "1.1")
        #expect(update.additions.map(\.key.value) == ["best_20"])
        #expect(update.addedText.hasPrefix("  - key: best_20\n    id: ach.best.0020\n    group: best\n    progress: bestRun\n    metric: score\n    threshold: 20\n    released: \"1.1\"\n"), "\(update.addedText)")
        let relocked = try #require(LockFile.decode([UInt8](update.text.utf8), path: "c.lock.yaml").set)
        #expect(relocked.entries.count == set.entries.count)
        #expect(relocked.entries.first { $0.key.value == "best_20" }?.ruleDescription == "bestRun score >= 20")
        #expect(LockUpdate(catalog: withRule, locked: relocked, existing: update.text, label: "1.2").additions.isEmpty)
        let raised = FixtureCatalog.replacing("    threshold: 20\n", with: "    threshold: 25\n")
        #expect(diagnostics(raised, released: relocked).filter { $0.contains("released-rule-changed") }.count == 1)

        // Released with a rule, then reported by the game: the rule players earned it under is gone.
        let full = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let ruled = LockFile.appendText(full.achievements.compactMap { full.releasedEntry(for: $0, released: Located("1.0", at: $0.position)) }, to: nil)
        let lock = try #require(LockFile.decode([UInt8](ruled.utf8), path: "c.lock.yaml").set)
        let line = try #require(lock.entries.first { $0.key.value == "best_20" }?.id.position.line)
        let found = diagnostics(without, released: lock).filter { $0.contains("released-rule-changed") }
        #expect(found == [
            "\(FixtureCatalog.position(of: "best_20", in: without, onLineContaining: "- key:")) error released-rule-changed the rule of 'ach.best.0020' changed from 'bestRun score >= 20' (released, c.lock.yaml:\(line)) to 'reported by the game'; players already earned it under the old rule: restore it, or explain the change in 'acknowledgedRuleChange'",
        ])
    }
}
