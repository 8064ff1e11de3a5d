import AchievementsCatalog
import CatalogValidation

/// The text of the summary the default command prints.
struct SummaryText {
    var summary: CatalogSummary
    var path: String

    init(_ summary: CatalogSummary, path: String) {
        self.summary = summary
        self.path = path
    }

    var text: String {
        let keyWidth = summary.groups.map(\.key.count).max() ?? 0
        let nameWidth = summary.groups.map(\.name.count).max() ?? 0
        var lines = ["\(summary.game): \(summary.achievementCount) achievements in \(path)"]
        for group in summary.groups {
            let count = String(group.count).leftPadded(to: 4)
            let points = String(group.points).leftPadded(to: 5)
            lines.append("  \(group.key.padded(to: keyWidth))  \(group.name.padded(to: nameWidth))\(count)\(points) points")
        }
        let left = summary.pointsLeft >= 0 ? "\(summary.pointsLeft) left" : "\(-summary.pointsLeft) over"
        lines.append("Points: \(summary.pointsUsed) of \(ASCLimits.maxTotalPoints) used, \(left)")
        if summary.leaderboardCount > 0 || summary.leaderboardSetCount > 0 {
            lines.append("Leaderboards: \(summary.leaderboardCount) (\(summary.recurringCount) recurring) in \(summary.leaderboardSetCount) set\(summary.leaderboardSetCount == 1 ? "" : "s")")
        }
        if summary.activityCount > 0 || summary.gameCenterChallengeCount > 0 {
            lines.append("Activities: \(summary.activityCount); Game Center challenges: \(summary.gameCenterChallengeCount)")
        }
        lines.append("Locales: " + summary.locales.map { "\($0.language) → \($0.ascLocale)" }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
