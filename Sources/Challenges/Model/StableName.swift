/// A name persisted as its raw string, never as an ordinal, so stored data
/// survives a catalog that grows or reorders. `Kind` keeps names of different
/// kinds apart: an input name cannot be passed where a challenge ID is due.
public struct StableName<Kind: StableNameKind>: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The name as stored and as written in the catalog.
    public let rawValue: String

    /// Creates a name from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// A kind of ``StableName``.
public protocol StableNameKind: Sendable {}

/// The kind of challenge identifiers.
public enum ChallengeIdentifierKind: StableNameKind {}
/// The kind of metric names.
public enum ChallengeMetricKind: StableNameKind {}
/// The kind of control input names.
public enum ChallengeControlInputKind: StableNameKind {}

/// The stable local identifier of a challenge, such as `run_100`.
public typealias ChallengeIdentifier = StableName<ChallengeIdentifierKind>

/// A quantity the game counts in each completed run, such as `overtakes`.
/// Generated code adds a constant per declared metric (`ChallengeMetric.overtakes`).
public typealias ChallengeMetric = StableName<ChallengeMetricKind>

/// A way of controlling the game that a run can use, such as `tap`.
///
/// An assistive state such as VoiceOver is an input too: it counts as used
/// when observed on at any point of a run. Generated code adds a constant per
/// declared input (`ChallengeControlInput.digitalCrown`).
public typealias ChallengeControlInput = StableName<ChallengeControlInputKind>
