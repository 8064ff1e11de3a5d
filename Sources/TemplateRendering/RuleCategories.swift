import SourceDiagnostics

extension RuleCategory {
    /// Templates and generation.
    package static let generation = RuleCategory(name: "generation", title: "Templates and generation", rank: 100)
}
