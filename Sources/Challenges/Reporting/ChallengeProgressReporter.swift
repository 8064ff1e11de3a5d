/// Reports achieved challenges to a service such as Game Center.
///
/// The game ships ``NoOpChallengeProgressReporter`` until its achievements
/// exist in App Store Connect, then a Game Center reporter; the first pass
/// with that reporter replays everything achieved so far. A report that
/// throws is retried on the next pass.
public protocol ChallengeProgressReporter: Sendable {
    /// Whether reports reach a real service. Passes with a reporter that does
    /// not deliver are skipped, so nothing is marked reported before it is.
    var deliversReports: Bool { get }

    /// Reports one achieved challenge under its App Store Connect ID.
    func reportAchieved(_ item: ChallengeReportItem) async throws
}

extension ChallengeProgressReporter {
    /// Reporters deliver unless they say otherwise.
    public var deliversReports: Bool { true }
}

/// The reporter to use before achievements exist in App Store Connect: it
/// delivers nothing, so every achievement stays pending for the first real reporter.
public struct NoOpChallengeProgressReporter: ChallengeProgressReporter {
    /// Creates the reporter.
    public init() {}

    /// Always `false`.
    public var deliversReports: Bool { false }

    /// Does nothing.
    public func reportAchieved(_ item: ChallengeReportItem) async throws {}
}
