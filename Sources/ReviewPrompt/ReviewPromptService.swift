import Foundation

/// Decides when to show the review prompt and keeps its state: the policy,
/// the store and the presenter together, with the clock and the app version
/// injected so every decision is testable.
@MainActor
public final class ReviewPromptService {
    private let policy: ReviewPromptPolicy
    private let store: any ReviewPromptStore
    private let presenter: any ReviewPromptPresenter
    private let appVersion: String
    private let now: @Sendable () -> Date

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - appVersion: the running version (``currentAppVersion`` in an app).
    ///   - now: the clock.
    public init(policy: ReviewPromptPolicy = ReviewPromptPolicy(), store: any ReviewPromptStore = UserDefaultsReviewPromptStore(),
                presenter: any ReviewPromptPresenter, appVersion: String, now: @escaping @Sendable () -> Date = Date.init) {
        self.policy = policy
        self.store = store
        self.presenter = presenter
        self.appVersion = appVersion
        self.now = now
    }

    /// The app's `CFBundleShortVersionString`, or `unknown`.
    public nonisolated static var currentAppVersion: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "unknown"
    }

    /// The state the policy sees now.
    public var state: ReviewPromptState { store.state(appVersion: appVersion) }

    /// Counts one personal-best improvement and shows the prompt when the
    /// policy allows it; returns whether it asked for the prompt.
    @discardableResult
    public func recordBestScoreImprovementAndRequestIfEligible() -> Bool {
        var state = store.state(appVersion: appVersion)
        state.improvementsThisVersion = state.improvementsThisVersion == .max ? .max : state.improvementsThisVersion + 1
        let date = now()
        let prompts = policy.allowsPrompt(state, now: date)
        if prompts {
            state.lastPromptDate = date
            state.promptedThisVersion = true
        }
        store.save(state, appVersion: appVersion)
        if prompts { presenter.requestReview() }
        return prompts
    }

    /// A player's own request (a "Rate" button that uses the native prompt):
    /// always goes to the presenter, and records the prompt's date. The
    /// recorded date never moves backwards: with the clock set back, the later
    /// stored date is kept, so the next automatic prompt still waits the full
    /// interval from it.
    public func requestReviewManually() {
        var state = store.state(appVersion: appVersion)
        let date = now()
        state.lastPromptDate = state.lastPromptDate.map { max($0, date) } ?? date
        store.save(state, appVersion: appVersion)
        presenter.requestReview()
    }
}

/// The game-over flow of the rating-system document in two calls: mark when a
/// game over improved the personal best, and consume that mark once when the
/// game-over screen appears.
///
/// ```swift
/// if bestScoreImproved { reviewTrigger.bestScoreImproved() }   // lives reached zero
/// .onAppear { reviewTrigger.gameOverScreenAppeared() }           // the game-over screen
/// ```
@MainActor
public final class GameOverReviewTrigger {
    private let service: ReviewPromptService
    private var improvedSinceLastScreen = false

    /// Creates the trigger over `service`.
    public init(service: ReviewPromptService) {
        self.service = service
    }

    /// The run just ended with a new personal best.
    public func bestScoreImproved() {
        improvedSinceLastScreen = true
    }

    /// The game-over screen appeared: counts the improvement once (and prompts
    /// when the policy allows); does nothing when the best did not improve.
    /// Returns whether it asked for the prompt.
    @discardableResult
    public func gameOverScreenAppeared() -> Bool {
        guard improvedSinceLastScreen else { return false }
        improvedSinceLastScreen = false
        return service.recordBestScoreImprovementAndRequestIfEligible()
    }
}
