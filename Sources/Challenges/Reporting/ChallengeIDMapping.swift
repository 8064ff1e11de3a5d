/// Maps local challenge identifiers to App Store Connect achievement IDs.
///
/// Generated code implements it with an exhaustive `switch` over the catalog.
public protocol ChallengeIDMapping: Sendable {
    /// The App Store Connect ID of `id`; `nil` for an identifier the catalog does not have.
    func ascAchievementID(for id: ChallengeIdentifier) -> String?
}

/// A mapping from a dictionary, for tests and hand-written catalogs.
public struct DictionaryChallengeIDMapping: ChallengeIDMapping {
    /// The pairs.
    public let pairs: [ChallengeIdentifier: String]

    /// Creates a mapping from pairs.
    public init(_ pairs: [ChallengeIdentifier: String]) {
        self.pairs = pairs
    }

    public func ascAchievementID(for id: ChallengeIdentifier) -> String? { pairs[id] }
}
