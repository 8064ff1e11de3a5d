import SourceDiagnostics

extension RuleCategory {
    /// The game's own Swift code.
    package static let client = RuleCategory(name: "client", title: "The game's code", rank: 90)
}
