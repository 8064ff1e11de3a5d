import AchievementsCatalog

/// The numbers an admin wants at a glance: achievements per group, the
/// points budget and the locales.
public struct CatalogSummary: Sendable, Hashable {
    /// One group's count and points.
    public struct GroupLine: Sendable, Hashable {
        /// The group's key.
        public var key: String
        /// The group's heading.
        public var name: String
        /// How many achievements are in it.
        public var count: Int
        /// Their points together.
        public var points: Int
    }

    /// The game's name.
    public var game: String
    /// The number of achievements.
    public var achievementCount: Int
    /// Per group, in declaration order.
    public var groups: [GroupLine]
    /// Points used over the whole catalog.
    public var pointsUsed: Int
    /// Points left of ASC's budget (negative when over).
    public var pointsLeft: Int
    /// The catalog's languages with their ASC locales, in catalog order.
    public var locales: [LanguageLocale]

    /// Summarizes `catalog`.
    public init(_ catalog: AchievementCatalog) {
        game = catalog.game.value
        achievementCount = catalog.achievements.count
        groups = catalog.groups.map { group in
            let members = catalog.achievements.filter { $0.group.value == group.key.value }
            return GroupLine(key: group.key.value, name: group.name.value, count: members.count,
                             points: members.map { max(0, $0.points.value) }.saturatingSum())
        }
        pointsUsed = catalog.totalPoints
        pointsLeft = ASCLimits.maxTotalPoints - pointsUsed
        locales = catalog.languageLocales
    }
}
