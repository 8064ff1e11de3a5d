import AchievementsCatalog

extension AchievementCatalog {
    /// The rules' own copy of ``AchievementCatalog/visitLocalizedResources(_:)``:
    /// the same kinds in the same order (a test holds the two together).
    ///
    /// Compiled in this module, each rule's walk is specialized for its rule
    /// and each kind, and reads the resources in place. The model's function
    /// is `package`, and the compiler does not specialize a `package` generic
    /// across modules even when it is `@inlinable` (a `public` one it does),
    /// so through it every rule ran generic code that copied each resource
    /// and each localization it looked at: 6 % of validation's instructions
    /// at 10,000 achievements.
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
