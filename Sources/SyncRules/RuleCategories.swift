import SourceDiagnostics

extension RuleCategory {
    /// The App Store Connect sync.
    package static let sync = RuleCategory(name: "sync", title: "App Store Connect sync", rank: 120)
}
