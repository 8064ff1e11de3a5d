/// Reports achieved challenges to a service such as Game Center.
///
/// The game ships ``NoOpChallengeProgressReporter`` until its achievements
/// exist in App Store Connect, then a Game Center reporter; the first pass
/// with that reporter replays everything achieved so far. The service hands
/// the reporter batches of at most ``maximumBatchSize`` items, one call at a
/// time; a call that throws or does not return within the service's timeout
/// counts as failed for its whole batch, which is retried later.
public protocol ChallengeProgressReporter: Sendable {
    /// Whether reports can reach the service now (for Game Center: the local
    /// player is signed in). Passes are skipped while it is `false`, so
    /// nothing is marked reported before it is.
    var deliversReports: Bool { get }

    /// Whether the reporter wants partial progress of threshold challenges
    /// (items whose ``ChallengeReportItem/percentComplete`` is below 100).
    var reportsPartialProgress: Bool { get }

    /// The largest batch ``report(_:)`` takes.
    var maximumBatchSize: Int { get }

    /// Who reports go to now, when the service has players (Game Center: the
    /// signed-in player's `teamPlayerID`); `nil` for one unnamed recipient.
    /// The service keeps what was reported per player, so when another
    /// player signs in on the device they are sent what they lack.
    var playerID: String? { get }

    /// Reports `items` under their App Store Connect IDs; returns only when
    /// every item was delivered (or the service already had it).
    func report(_ items: [ChallengeReportItem]) async throws

    /// Tells the service when ``deliversReports`` changes (for Game Center:
    /// the player signs in), so pending reports go out at once.
    func availabilityUpdates() -> AsyncStream<Bool>
}

extension ChallengeProgressReporter {
    /// Reporters deliver unless they say otherwise.
    public var deliversReports: Bool { true }

    /// Only achieved challenges, unless the reporter says otherwise.
    public var reportsPartialProgress: Bool { false }

    /// One item a call, unless the reporter says otherwise.
    public var maximumBatchSize: Int { 1 }

    /// One unnamed recipient, unless the reporter says otherwise.
    public var playerID: String? { nil }

    /// No updates: the stream ends at once.
    public func availabilityUpdates() -> AsyncStream<Bool> {
        AsyncStream { $0.finish() }
    }
}

/// The reporter to use before achievements exist in App Store Connect: it
/// delivers nothing, so every achievement stays pending for the first real reporter.
public struct NoOpChallengeProgressReporter: ChallengeProgressReporter {
    /// Creates the reporter.
    public init() {}

    /// Always `false`.
    public var deliversReports: Bool { false }

    /// Does nothing.
    public func report(_ items: [ChallengeReportItem]) async throws {}
}
