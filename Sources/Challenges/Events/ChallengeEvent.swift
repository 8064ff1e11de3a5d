/// Something the challenge service did that a game may want to show.
public enum ChallengeEvent: Hashable, Sendable {
    /// Progress changed (a run, a backfill, the launch evaluation); carries the new snapshot.
    case progressed(ChallengeProgressSnapshot)
    /// Challenges newly achieved, in catalog order.
    case achieved([ChallengeIdentifier])
    /// Achieved challenges delivered to the reporter and marked reported.
    case reported([ChallengeIdentifier])
    /// A report call carrying these achieved challenges failed or timed out;
    /// they are retried later. (Partial progress that failed to go out is in
    /// ``ChallengeReportOutcome/failedProgress``, not here.)
    case reportFailed([ChallengeIdentifier], reason: String)
    /// The store changed health: a problem appeared, or it recovered.
    case storeHealthChanged(ChallengeStoreHealth)
}

/// Whether progress is being kept, for a game to tell the player when it is not.
public enum ChallengeStoreHealth: Hashable, Sendable {
    /// The last load or save worked.
    case healthy
    /// Progress could not be read or saved; it is kept in memory and saved
    /// again with the next change.
    case failing(reason: String)
    /// Stored data was damaged and recovered (the damaged bytes kept at
    /// `preservedAt`); saving works.
    case recovered(reason: String, preservedAt: String)

    /// Whether progress is not being kept right now.
    public var isFailing: Bool {
        if case .failing = self { return true }
        return false
    }
}
