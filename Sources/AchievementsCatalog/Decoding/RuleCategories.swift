import SourceDiagnostics

extension RuleCategory {
    /// The catalog's shape: fields, types, schema.
    package static let shape = RuleCategory(name: "shape", title: "The catalog's shape", rank: 20)
}
