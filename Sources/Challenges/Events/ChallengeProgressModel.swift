import Observation

/// A main-actor model of challenge progress that a SwiftUI view binds to
/// without polling: it follows the service's events and refreshes itself.
///
/// ```swift
/// @State private var model = ChallengeProgressModel(service: challenges)
/// var body: some View {
///     List(model.progress) { ChallengeRow(progress: $0) }
///         .task { await model.follow() }
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ChallengeProgressModel {
    /// Progress toward every challenge, in catalog order.
    public private(set) var progress: [ChallengeProgress] = []
    /// The points of every achieved challenge.
    public private(set) var totalPoints = 0
    /// The challenges achieved since the model started following, newest last.
    public private(set) var recentlyAchieved: [ChallengeIdentifier] = []
    /// Whether progress is being kept; show a notice when it is failing.
    public private(set) var storeHealth: ChallengeStoreHealth = .healthy
    /// The last report failure's reason, cleared by the next success.
    public private(set) var lastReportFailure: String?

    @ObservationIgnored private let service: any ChallengeProgressService

    /// Creates a model of `service`; call ``follow()`` to keep it current.
    public init(service: any ChallengeProgressService) {
        self.service = service
    }

    /// Reads the service's state now.
    public func refresh() async {
        progress = await service.allProgress()
        totalPoints = await service.totalPoints()
        storeHealth = await service.storeHealth()
    }

    /// Refreshes, then follows the service's events until the calling task
    /// is cancelled (a view's `.task` does that when the view goes away).
    public func follow() async {
        let events = service.events()
        await refresh()
        for await event in events {
            switch event {
            case .progressed:
                await refresh()
            case .achieved(let ids):
                recentlyAchieved += ids
            case .reported:
                lastReportFailure = nil
            case .reportFailed(_, let reason):
                lastReportFailure = reason
            case .storeHealthChanged(let health):
                storeHealth = health
            }
        }
    }
}
