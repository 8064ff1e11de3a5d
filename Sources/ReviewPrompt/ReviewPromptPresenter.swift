/// Shows the platform's review prompt.
public protocol ReviewPromptPresenter: Sendable {
    /// Asks the system to show its review prompt (the system may decline).
    @MainActor func requestReview()
}

/// The presenter where there is no native review prompt (tvOS, Linux): does nothing.
public struct NoOpReviewPromptPresenter: ReviewPromptPresenter {
    /// Creates the presenter.
    public init() {}

    /// Does nothing.
    @MainActor public func requestReview() {}
}

#if canImport(StoreKit) && (os(iOS) || os(macOS) || os(visionOS))
import StoreKit
#if canImport(UIKit)
import UIKit
#endif

/// StoreKit's review prompt (`AppStore.requestReview(in:)` in the active
/// window scene on iOS and visionOS, `SKStoreReviewController` on macOS).
/// Not compiled here: the toolkit is built on Linux, where StoreKit does not exist.
public struct StoreKitReviewPromptPresenter: ReviewPromptPresenter {
    /// Creates the presenter.
    public init() {}

    @MainActor public func requestReview() {
        #if canImport(UIKit)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        if let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first {
            AppStore.requestReview(in: scene)
        }
        #else
        SKStoreReviewController.requestReview()
        #endif
    }
}
#endif
