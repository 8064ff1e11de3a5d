import CatalogTestSupport
import Foundation
import ReviewPrompt
import Testing

/// A presenter that counts requests.
final class CountingPresenter: ReviewPromptPresenter, @unchecked Sendable {
    // @unchecked: `count` is touched only on the main actor.
    private(set) var count = 0
    @MainActor func requestReview() { count += 1 }
}

/// A clock the test moves.
final class TestClock: @unchecked Sendable {
    // @unchecked: `date` is touched only on the main actor in these tests.
    var date = Date(timeIntervalSinceReferenceDate: 800_000_000)
    func advance(days: Double) { date += days * 24 * 60 * 60 }
}

/// A value some other code left under one of the keys.
enum StoredValue: Sendable {
    case text(String), number(Double), bytes(Data)
    var object: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .bytes(let data): data
        }
    }
}

/// A defaults suite of its own, removed at the end.
private func suite() throws -> (UserDefaults, String) {
    let name = "review-\(UUID().uuidString)"
    return (try #require(UserDefaults(suiteName: name)), name)
}

@MainActor
@Suite("The review prompt (the rating-system document's test plan)")
struct ReviewPromptTests {
    private func service(_ defaults: UserDefaults, _ presenter: CountingPresenter, _ clock: TestClock, version: String = "1.0") -> ReviewPromptService {
        ReviewPromptService(store: UserDefaultsReviewPromptStore(defaults: defaults), presenter: presenter, appVersion: version,
                            now: { clock.date })
    }

    @Test("two improvements do not prompt; the third prompts once; more in the same version do not prompt again")
    func thirdImprovementPromptsOnce() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        let reviews = service(defaults, presenter, clock)
        #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible())
        #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible())
        #expect(presenter.count == 0)
        #expect(reviews.recordBestScoreImprovementAndRequestIfEligible())
        #expect(presenter.count == 1)
        clock.advance(days: 400)
        for _ in 0..<5 { #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible()) }
        #expect(presenter.count == 1)
    }

    @Test("a new app version counts afresh but still waits 90 days since the last prompt")
    func newVersionRespectsInterval() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        let first = service(defaults, presenter, clock)
        for _ in 0..<3 { first.recordBestScoreImprovementAndRequestIfEligible() }
        #expect(presenter.count == 1)
        clock.advance(days: 30)
        let update = service(defaults, presenter, clock, version: "1.1")
        #expect(update.state.improvementsThisVersion == 0)
        for _ in 0..<3 { #expect(!update.recordBestScoreImprovementAndRequestIfEligible()) } // 30 days: too soon
        clock.advance(days: 59.9)
        #expect(!update.recordBestScoreImprovementAndRequestIfEligible())
        clock.advance(days: 0.2) // 90.1 days since the last prompt
        #expect(update.recordBestScoreImprovementAndRequestIfEligible())
        #expect(presenter.count == 2)
    }

    @Test("a manual request goes to the presenter and records the date, which the 90 days then count from")
    func manualRequest() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        let reviews = service(defaults, presenter, clock)
        reviews.requestReviewManually()
        #expect(presenter.count == 1)
        #expect(defaults.object(forKey: "StoreReview.lastPromptDate") as? Date == clock.date)
        #expect(!reviews.state.promptedThisVersion)
        clock.advance(days: 10)
        for _ in 0..<3 { reviews.recordBestScoreImprovementAndRequestIfEligible() }
        #expect(presenter.count == 1) // within 90 days of the manual prompt
    }

    @Test("a manual request with the clock set back keeps the later date; the next automatic prompt still waits 90 days from it")
    func manualRequestWithClockSetBack() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        let reviews = service(defaults, presenter, clock)
        reviews.requestReviewManually()
        let prompted = clock.date
        clock.advance(days: -400) // the player sets the clock back a year
        reviews.requestReviewManually()
        #expect(presenter.count == 2) // a manual request always goes to the presenter
        #expect(defaults.object(forKey: "StoreReview.lastPromptDate") as? Date == prompted)
        // Still before the kept date: the clock went backwards, so not yet eligible.
        for _ in 0..<3 { #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible()) }
        clock.advance(days: 400 + 10) // the clock is right again, 10 days after the prompt
        #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible())
        clock.advance(days: 80) // 90 days after the prompt
        #expect(reviews.recordBestScoreImprovementAndRequestIfEligible())
        #expect(presenter.count == 3)
        #expect(defaults.object(forKey: "StoreReview.lastPromptDate") as? Date == clock.date)
    }

    @Test("the state survives a new instance, under exactly the document's keys")
    func persistence() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        for _ in 0..<2 { service(defaults, presenter, clock, version: "2.0").recordBestScoreImprovementAndRequestIfEligible() }
        #expect(defaults.integer(forKey: "StoreReview.bestScoreImprovements_2.0") == 2)
        #expect(service(defaults, presenter, clock, version: "2.0").recordBestScoreImprovementAndRequestIfEligible())
        #expect(defaults.bool(forKey: "StoreReview.hasRatedVersion_2.0"))
        #expect(defaults.object(forKey: "StoreReview.lastPromptDate") as? Date == clock.date)
        #expect(service(defaults, presenter, clock, version: "2.0").state
                == ReviewPromptState(lastPromptDate: clock.date, improvementsThisVersion: 3, promptedThisVersion: true))
    }

    @Test("corrupt or wrongly typed stored values are treated as absent, never a crash", arguments: [
        ("StoreReview.lastPromptDate", StoredValue.text("yesterday")), ("StoreReview.lastPromptDate", .number(12)),
        ("StoreReview.bestScoreImprovements_1.0", .text("three")), ("StoreReview.bestScoreImprovements_1.0", .number(-4)),
        ("StoreReview.bestScoreImprovements_1.0", .number(2.5)), ("StoreReview.bestScoreImprovements_1.0", .number(.infinity)),
        ("StoreReview.hasRatedVersion_1.0", .text("yes")), ("StoreReview.hasRatedVersion_1.0", .number(7)),
        ("StoreReview.hasRatedVersion_1.0", .bytes(Data([1, 2]))),
    ])
    func corruptValues(key: String, value: StoredValue) throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        defaults.set(value.object, forKey: key)
        let presenter = CountingPresenter(), clock = TestClock()
        let reviews = service(defaults, presenter, clock)
        #expect(reviews.state == ReviewPromptState())
        for _ in 0..<3 { reviews.recordBestScoreImprovementAndRequestIfEligible() }
        #expect(presenter.count == 1)
    }

    @Test("a huge stored count saturates instead of trapping")
    func hugeCount() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        defaults.set(Int.max, forKey: "StoreReview.bestScoreImprovements_1.0")
        defaults.set(true, forKey: "StoreReview.hasRatedVersion_1.0")
        let reviews = service(defaults, CountingPresenter(), TestClock())
        #expect(!reviews.recordBestScoreImprovementAndRequestIfEligible())
        #expect(reviews.state.improvementsThisVersion == .max)
    }

    @Test("the game-over flow: the one-shot mark is consumed once, when the game-over screen appears")
    func gameOverFlow() throws {
        let (defaults, name) = try suite()
        defer { defaults.removePersistentDomain(forName: name) }
        let presenter = CountingPresenter(), clock = TestClock()
        let reviewTrigger = GameOverReviewTrigger(service: service(defaults, presenter, clock))
        for run in 1...4 {
            // docs example begins
            reviewTrigger.bestScoreImproved()       // lives reached zero and the best score improved
            reviewTrigger.gameOverScreenAppeared()  // the game-over screen appears
            // docs example ends
            reviewTrigger.gameOverScreenAppeared()  // shown again (rotation, a second flow): nothing more counted
            #expect(presenter.count == (run >= 3 ? 1 : 0))
        }
        #expect(defaults.integer(forKey: "StoreReview.bestScoreImprovements_1.0") == 4)
        #expect(!reviewTrigger.gameOverScreenAppeared())
    }

    @Test("the policy's rules one by one")
    func policy() {
        let policy = ReviewPromptPolicy()
        let now = Date(timeIntervalSinceReferenceDate: 1_000_000_000)
        #expect(policy.allowsPrompt(ReviewPromptState(improvementsThisVersion: 3), now: now))
        #expect(!policy.allowsPrompt(ReviewPromptState(improvementsThisVersion: 2), now: now))
        #expect(!policy.allowsPrompt(ReviewPromptState(improvementsThisVersion: 3, promptedThisVersion: true), now: now))
        #expect(!policy.allowsPrompt(ReviewPromptState(lastPromptDate: now - 89 * 86_400, improvementsThisVersion: 3), now: now))
        #expect(policy.allowsPrompt(ReviewPromptState(lastPromptDate: now - 90 * 86_400, improvementsThisVersion: 3), now: now))
        #expect(!policy.allowsPrompt(ReviewPromptState(lastPromptDate: now + 86_400, improvementsThisVersion: 3), now: now))
    }
}

@Suite("The review-prompt page's lines")
struct ReviewPromptPageTests {
    @Test("docs/review-prompt.md shows exactly the two lines the game-over test runs")
    func readmeMatchesTest() throws {
        #expect(try DocsExample.isShown(markedIn: #filePath, on: "docs/review-prompt.md"))
    }
}
