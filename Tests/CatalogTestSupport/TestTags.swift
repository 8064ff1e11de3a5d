import Foundation
import Testing

/// What a test needs beyond its own process. Each suite that needs one
/// carries its tag (for Xcode's test navigator and reports) and
/// `.unlessSkipped(…)`, so `ACHIEVEMENTS_SKIP_TESTS=process,simulator,compiler
/// swift test` runs only the tests that stay in process.
extension Tag {
    /// Runs a program: the tool, git, Python or a helper.
    @Tag public static var process: Self
    /// Starts the App Store Connect simulator on a loopback port.
    @Tag public static var simulator: Self
    /// Runs the Swift compiler on generated or sample code.
    @Tag public static var compiler: Self
}

/// The needs a run leaves out, as `ACHIEVEMENTS_SKIP_TESTS` names them.
public enum TestNeed: String, Sendable, CaseIterable {
    case process, simulator, compiler

    /// The needs named in `ACHIEVEMENTS_SKIP_TESTS` (comma-separated).
    public static var skipped: Set<TestNeed> {
        let named = ProcessInfo.processInfo.environment["ACHIEVEMENTS_SKIP_TESTS"] ?? ""
        return Set(named.split(separator: ",").compactMap { TestNeed(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) })
    }
}

extension Trait where Self == ConditionTrait {
    /// Leaves the test out when `ACHIEVEMENTS_SKIP_TESTS` names one of `needs`.
    public static func unlessSkipped(_ needs: TestNeed...) -> Self {
        .disabled("ACHIEVEMENTS_SKIP_TESTS leaves out tests that need \(needs.map(\.rawValue).joined(separator: " or "))") {
            !TestNeed.skipped.isDisjoint(with: needs)
        }
    }
}
