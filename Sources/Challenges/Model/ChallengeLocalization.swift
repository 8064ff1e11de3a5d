/// A challenge's texts in one language, as entered in App Store Connect.
public struct ChallengeLocalization: Hashable, Sendable {
    /// The display name.
    public let title: String
    /// The description shown before the challenge is earned.
    public let beforeEarnedDescription: String
    /// The description shown once earned.
    public let afterEarnedDescription: String

    /// Creates the texts.
    public init(title: String, beforeEarnedDescription: String, afterEarnedDescription: String) {
        self.title = title
        self.beforeEarnedDescription = beforeEarnedDescription
        self.afterEarnedDescription = afterEarnedDescription
    }
}
