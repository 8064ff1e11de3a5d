import AchievementsCatalog

/// The numbers an admin wants at a glance: achievements per group, the
/// points budget and the locales.
package struct CatalogSummary: Sendable, Hashable {
    /// One group's count and points.
    package struct GroupLine: Sendable, Hashable {
        /// The group's key.
        package var key: String
        /// The group's heading.
        package var name: String
        /// How many achievements are in it.
        package var count: Int
        /// Their points together.
        package var points: Int
    }

    /// The game's name.
    package var game: String
    /// The number of achievements.
    package var achievementCount: Int
    /// Per group, in declaration order.
    package var groups: [GroupLine]
    /// Points used over the whole catalog.
    package var pointsUsed: Int
    /// Points left of ASC's budget (negative when over).
    package var pointsLeft: Int
    /// The catalog's languages with their ASC locales, in catalog order.
    package var locales: [LanguageLocale]
    /// The number of leaderboards, and of those that recur.
    package var leaderboardCount = 0, recurringCount = 0
    /// The number of leaderboard sets.
    package var leaderboardSetCount = 0
    /// The number of activities.
    package var activityCount = 0
    /// The number of Game Center challenges.
    package var gameCenterChallengeCount = 0

    /// Summarizes `catalog`.
    package init(_ catalog: AchievementCatalog) {
        game = catalog.game.value
        achievementCount = catalog.achievements.count
        groups = catalog.groups.map { group in
            let members = catalog.achievements.filter { $0.group?.value == group.key.value }
            return GroupLine(key: group.key.value, name: group.name.value, count: members.count,
                             points: members.map { max(0, $0.points.value) }.saturatingSum())
        }
        // Those without a group are counted on a line of their own, so the lines add up to the totals.
        let reported = catalog.achievements.filter { !$0.hasUnlockRule }
        if !reported.isEmpty {
            groups.append(GroupLine(key: "(no group)", name: "reported by the game", count: reported.count,
                                    points: reported.map { max(0, $0.points.value) }.saturatingSum()))
        }
        pointsUsed = catalog.totalPoints
        pointsLeft = ASCLimits.maxTotalPoints - pointsUsed
        locales = catalog.languageLocales
        leaderboardCount = catalog.leaderboards.count
        recurringCount = catalog.leaderboards.filter(\.isRecurring).count
        leaderboardSetCount = catalog.leaderboardSets.count
        activityCount = catalog.activities.count
        gameCenterChallengeCount = catalog.gameCenterChallenges.count
    }
}
