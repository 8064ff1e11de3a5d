import Foundation

/// When the game asks StoreKit for its review prompt: after repeated positive
/// gameplay signals, once per app version, and never sooner than a long
/// interval after the last prompt (RetroRacing's rating-system document).
public struct ReviewPromptPolicy: Hashable, Sendable {
    /// Personal-best improvements in the current app version before a prompt (3).
    public var requiredImprovements: Int
    /// The least time between two prompts (90 days).
    public var minimumInterval: TimeInterval

    /// Creates a policy; the defaults are the document's.
    public init(requiredImprovements: Int = 3, minimumInterval: TimeInterval = 90 * 24 * 60 * 60) {
        self.requiredImprovements = requiredImprovements
        self.minimumInterval = minimumInterval
    }

    /// Whether `state` allows a prompt at `now`: enough improvements in this
    /// version, no prompt yet in this version, and the interval since the
    /// last prompt has passed. A clock that went backwards (`now` before the
    /// last prompt) is not yet eligible.
    public func allowsPrompt(_ state: ReviewPromptState, now: Date) -> Bool {
        guard state.improvementsThisVersion >= requiredImprovements, !state.promptedThisVersion else { return false }
        guard let last = state.lastPromptDate else { return true }
        return now.timeIntervalSince(last) >= minimumInterval
    }
}

/// What the policy decides from: kept per app version, except the last prompt's date.
public struct ReviewPromptState: Hashable, Sendable {
    /// When the prompt was last requested, in any version.
    public var lastPromptDate: Date?
    /// Personal-best improvements in the current app version.
    public var improvementsThisVersion: Int
    /// Whether the current app version has prompted already.
    public var promptedThisVersion: Bool

    /// Creates a state; the default is a new install's.
    public init(lastPromptDate: Date? = nil, improvementsThisVersion: Int = 0, promptedThisVersion: Bool = false) {
        self.lastPromptDate = lastPromptDate
        self.improvementsThisVersion = improvementsThisVersion
        self.promptedThisVersion = promptedThisVersion
    }
}
