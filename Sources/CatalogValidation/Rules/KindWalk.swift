import AchievementsCatalog

extension AchievementCatalog {
    /// Shows `visitor` each kind's localized resources, kinds in
    /// `GameCenterKind`'s order and each kind's in file order: the list a new
    /// kind joins for every text rule, and the exports, to cover it.
    ///
    /// It lives here, beside the rules, rather than with the model: compiled
    /// in this module, each rule's walk is specialized for its rule and each
    /// kind. From the model's module every rule ran generic code that copied
    /// each resource and each localization it looked at: 6 % of validation's
    /// instructions at 10,000 achievements. With Swift 6.3 a release build
    /// did not specialize a `package` generic function of another module,
    /// `@inlinable` or not (checked with a package of two modules, where the
    /// same function, `public` and `@inlinable`, was specialized), and the
    /// model's types are `package`.
    package func visitLocalizedResources<Visitor: LocalizedResourceVisitor>(_ visitor: inout Visitor) {
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: visitor.visit(achievements)
            case .leaderboard: visitor.visit(leaderboards)
            case .leaderboardSet: visitor.visit(leaderboardSets)
            case .activity: visitor.visit(activities)
            case .gameCenterChallenge: visitor.visit(gameCenterChallenges)
            }
        }
    }
}
