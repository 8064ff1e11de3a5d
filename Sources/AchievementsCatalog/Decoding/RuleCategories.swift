import SourceDiagnostics

extension RuleCategory {
    /// The catalog's shape: fields, types, schema.
    package static let shape = RuleCategory(name: "shape", title: "The catalog's shape", rank: 20)
    /// App Store Connect's limits (the count of languages is checked while decoding).
    package static let limits = RuleCategory(name: "limits", title: "App Store Connect's limits", rank: 40)
}
