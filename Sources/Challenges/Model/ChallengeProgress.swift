/// How far a player is along one challenge, for a progress UI.
public struct ChallengeProgress: Hashable, Sendable, Identifiable {
    /// The challenge.
    public let id: ChallengeIdentifier
    /// The current value, capped at the goal.
    public let current: Int
    /// The value to reach (1 for a control-input challenge).
    public let goal: Int
    /// Whether the challenge is achieved (achievements are permanent, so this
    /// can be true while `current` is below a goal that has since been raised).
    public let isAchieved: Bool

    /// Creates a progress value.
    public init(id: ChallengeIdentifier, current: Int, goal: Int, isAchieved: Bool) {
        self.id = id
        self.current = current
        self.goal = goal
        self.isAchieved = isAchieved
    }

    /// Progress from 0 to 1; 1 whenever achieved.
    public var fraction: Double {
        if isAchieved { return 1 }
        guard goal > 0 else { return 0 }
        return min(1, max(0, Double(current) / Double(goal)))
    }
}
