/// How a challenge unlocks.
public enum ChallengeRule: Hashable, Sendable {
    /// A metric reaches `threshold` in one completed run.
    case bestRun(ChallengeMetric, threshold: Int)
    /// A metric summed over all completed runs reaches `threshold`.
    case cumulative(ChallengeMetric, threshold: Int)
    /// A control input is used at least once in a completed run.
    case controlInput(ChallengeControlInput)
}

/// One challenge: its identifier, how it unlocks, and what it is worth.
public struct ChallengeDefinition: Hashable, Sendable, Identifiable {
    /// The stable local identifier.
    public let id: ChallengeIdentifier
    /// The catalog group it belongs to, such as `runOvertakes`.
    public let group: String
    /// How it unlocks.
    public let rule: ChallengeRule
    /// Game Center points.
    public let points: Int
    /// Whether players see it only once earned.
    public let isHidden: Bool

    /// Creates a definition.
    public init(id: ChallengeIdentifier, group: String, rule: ChallengeRule, points: Int, isHidden: Bool) {
        self.id = id
        self.group = group
        self.rule = rule
        self.points = points
        self.isHidden = isHidden
    }

    /// The threshold to reach, for threshold rules.
    public var threshold: Int? {
        switch rule {
        case .bestRun(_, let threshold), .cumulative(_, let threshold): threshold
        case .controlInput: nil
        }
    }
}
