import Foundation

/// Where the review prompt's state is kept.
public protocol ReviewPromptStore: Sendable {
    /// The state for `appVersion`; a new install's when nothing usable is stored.
    func state(appVersion: String) -> ReviewPromptState
    /// Stores `state` for `appVersion`.
    func save(_ state: ReviewPromptState, appVersion: String)
}

/// The state in `UserDefaults` under the document's keys:
/// `StoreReview.lastPromptDate`, `StoreReview.bestScoreImprovements_<appVersion>`
/// and `StoreReview.hasRatedVersion_<appVersion>`. A missing, corrupt or
/// wrongly typed value is treated as absent, never a crash.
public struct UserDefaultsReviewPromptStore: ReviewPromptStore, @unchecked Sendable {
    // @unchecked: UserDefaults is thread-safe; it is not marked Sendable everywhere.
    /// The suite.
    public let defaults: UserDefaults

    /// The key of the last prompt's date.
    public static let lastPromptDateKey = "StoreReview.lastPromptDate"
    /// The key of the improvement count of `appVersion`.
    public static func improvementsKey(appVersion: String) -> String { "StoreReview.bestScoreImprovements_\(appVersion)" }
    /// The key of whether `appVersion` has prompted.
    public static func promptedKey(appVersion: String) -> String { "StoreReview.hasRatedVersion_\(appVersion)" }

    /// Creates the store over `defaults` (inject a suite to keep tests apart).
    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func state(appVersion: String) -> ReviewPromptState {
        let date = defaults.object(forKey: Self.lastPromptDateKey) as? Date
        let count = (defaults.object(forKey: Self.improvementsKey(appVersion: appVersion)) as? NSNumber).flatMap(Self.count)
        let prompted = (defaults.object(forKey: Self.promptedKey(appVersion: appVersion)) as? NSNumber).flatMap(Self.flag)
        return ReviewPromptState(lastPromptDate: date.flatMap { $0.timeIntervalSinceReferenceDate.isFinite ? $0 : nil },
                                 improvementsThisVersion: count ?? 0, promptedThisVersion: prompted ?? false)
    }

    public func save(_ state: ReviewPromptState, appVersion: String) {
        if let date = state.lastPromptDate { defaults.set(date, forKey: Self.lastPromptDateKey) }
        defaults.set(state.improvementsThisVersion, forKey: Self.improvementsKey(appVersion: appVersion))
        defaults.set(state.promptedThisVersion, forKey: Self.promptedKey(appVersion: appVersion))
    }

    /// A stored count: a whole, non-negative number; anything else is absent.
    private static func count(_ number: NSNumber) -> Int? {
        let value = number.doubleValue
        guard value.isFinite, value >= 0, value == value.rounded() else { return nil }
        return value >= Double(Int.max) ? .max : Int(value)
    }

    /// A stored flag: a boolean (or 0 and 1, as property lists store them); anything else is absent.
    private static func flag(_ number: NSNumber) -> Bool? {
        switch number.doubleValue {
        case 0: false
        case 1: true
        default: nil
        }
    }
}

/// The state in memory, for tests and previews.
public final class InMemoryReviewPromptStore: ReviewPromptStore, @unchecked Sendable {
    // @unchecked: `states` and `lastPromptDate` are read and written only under `lock`.
    private let lock = NSLock()
    private var states: [String: ReviewPromptState] = [:]
    private var lastPromptDate: Date?

    /// Creates an empty store.
    public init() {}

    public func state(appVersion: String) -> ReviewPromptState {
        lock.lock()
        defer { lock.unlock() }
        var state = states[appVersion] ?? ReviewPromptState()
        state.lastPromptDate = lastPromptDate
        return state
    }

    public func save(_ state: ReviewPromptState, appVersion: String) {
        lock.lock()
        defer { lock.unlock() }
        states[appVersion] = state
        if let date = state.lastPromptDate { lastPromptDate = date }
    }
}
