/// How a challenge unlocks: its unlock condition. (Validation rules are the
/// toolkit's; the catalog's rule texts are words for admins.)
public enum UnlockCondition: Hashable, Sendable {
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
    public let condition: UnlockCondition
    /// Game Center points.
    public let points: Int
    /// Whether players see it only once earned.
    public let isHidden: Bool

    /// Creates a definition.
    public init(id: ChallengeIdentifier, group: String, condition: UnlockCondition, points: Int, isHidden: Bool) {
        self.id = id
        self.group = group
        self.condition = condition
        self.points = points
        self.isHidden = isHidden
    }

    /// The threshold to reach, for threshold rules.
    public var threshold: Int? {
        switch condition {
        case .bestRun(_, let threshold), .cumulative(_, let threshold): threshold
        case .controlInput: nil
        }
    }
}

/// The earlier name of ``UnlockCondition``.
@available(*, deprecated, renamed: "UnlockCondition")
public typealias ChallengeRule = UnlockCondition

extension ChallengeDefinition {
    /// Creates a definition (the earlier spelling of ``init(id:group:condition:points:isHidden:)``).
    @available(*, deprecated, renamed: "init(id:group:condition:points:isHidden:)")
    public init(id: ChallengeIdentifier, group: String, rule: UnlockCondition, points: Int, isHidden: Bool) {
        self.init(id: id, group: group, condition: rule, points: points, isHidden: isHidden)
    }

    /// The earlier name of ``condition``.
    @available(*, deprecated, renamed: "condition")
    public var rule: UnlockCondition { condition }
}
