import AchievementsCatalog

extension AchievementCatalog {
    /// The rules' own copy of ``AchievementCatalog/visitLocalizedResources(_:)``:
    /// the same kinds in the same order (a test holds the two together).
    ///
    /// Compiled in this module, each rule's walk is specialized for its rule
    /// and each kind, and reads the resources in place. Through the model's
    /// function every rule ran generic code that copied each resource and
    /// each localization it looked at: 6 % of validation's instructions at
    /// 10,000 achievements. Marking that function `@inlinable` did not help:
    /// with Swift 6.3, a release build did not specialize a `package`
    /// generic function in another module, `@inlinable` or not (checked with
    /// a package of two modules, where the same function, `public` and
    /// `@inlinable`, was specialized). Its types are `package`, so it cannot
    /// be made `public`.
    func visitKinds<Visitor: LocalizedResourceVisitor>(_ visitor: inout Visitor) {
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
