import SourceDiagnostics

extension RuleID {
    /// The ID of a rule described only for a test, made through a descriptor as every ID is.
    static func described(_ id: String) -> RuleID {
        RuleDescriptor(id: id, category: .report, summary: "a rule of the tests", example: "").id
    }
}
