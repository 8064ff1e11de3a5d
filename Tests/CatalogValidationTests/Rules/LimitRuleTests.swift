import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

@Suite("App Store Connect's limits: count, points, budget")
struct LimitRuleTests {
    @Test("achievement-count: 101 achievements is one too many")
    func achievementCount() {
        var text = FixtureCatalog.text.replacingOccurrences(of: "points: 20", with: "points: 0")
            .replacingOccurrences(of: "points: 30", with: "points: 0")
            .replacingOccurrences(of: "points: 10", with: "points: 0")
        var extra = ""
        for n in 1...97 {
            extra += """
                  - key: extra_\(n)
                    id: ach.total.x\(n)
                    referenceName: Extra \(n)
                    group: total
                    threshold: \(100 + n)
                    points: 0
                    hidden: no
                    localizations:
                      en: {title: Extra \(n), description: Extra \(n).}
                      es: {title: Extra \(n), description: Extra \(n).}

                """
        }
        text = FixtureCatalog.appendingAchievements(extra, to: text)
        #expect(check(text) == ["\(at("achievements:", offset: 0, in: text)) error achievement-count the catalog has 101 achievements; App Store Connect allows at most 100 per app"])
        let hundred = text.components(separatedBy: "  - key: extra_97")[0] + "leaderboards:\n" + text.components(separatedBy: "\nleaderboards:\n")[1]
        #expect(check(hundred) == [])
    }

    @Test("points-range", arguments: [-1, 101, 1000])
    func pointsRange(points: Int) {
        let (text, value) = fault("points: 5", "points: \(points)")
        var expected = ["\(value) error points-range points must be between 0 and 100, not \(points)"]
        if points == 1000 {
            expected.append("\(value) error points-budget points total 1060 of 1000 (60 over the budget); App Store Connect refuses to create 'ach.control.tap' and every achievement after it")
        }
        #expect(check(text) == expected)
    }

    @Test("points-budget names the first achievement ASC would refuse to create")
    func pointsBudget() {
        var text = FixtureCatalog.text
        for (old, new) in [("points: 10", "points: 100"), ("points: 20", "points: 100"), ("points: 30", "points: 100")] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        var more = ""
        for n in 1...8 {
            more += "  - {key: more_\(n), id: ach.total.m\(n), referenceName: More \(n), group: total, threshold: \(1000 + n), points: 100, hidden: no,\n"
            more += "     localizations: {en: {title: More \(n), description: More.}, es: {title: Más \(n), description: Más.}}}\n"
        }
        text = FixtureCatalog.appendingAchievements(more, to: text)
        // 100 + 100 + 100 + 5 + 100 * 6 = 905; the 7th extra makes 1005.
        let value = FixtureCatalog.position(of: "points: 100", offset: 8, in: text, onLineContaining: "key: more_7")
        #expect(check(text) == ["\(value) error points-budget points total 1105 of 1000 (105 over the budget); App Store Connect refuses to create 'ach.total.m7' and every achievement after it"])
    }

    @Test("1000 points exactly is within the budget")
    func pointsBudgetExact() {
        var text = FixtureCatalog.text
        for (old, new) in [("points: 10", "points: 100"), ("points: 20", "points: 100"), ("points: 30", "points: 100"), ("points: 5", "points: 100")] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        var more = ""
        for n in 1...6 {
            more += "  - {key: more_\(n), id: ach.total.m\(n), referenceName: More \(n), group: total, threshold: \(1000 + n), points: 100, hidden: no,\n"
            more += "     localizations: {en: {title: More \(n), description: More.}, es: {title: Más \(n), description: Más.}}}\n"
        }
        text = FixtureCatalog.appendingAchievements(more, to: text)
        #expect(check(text) == [])
    }
}
