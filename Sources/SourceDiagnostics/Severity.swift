/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable, CaseIterable, Codable {
    /// The input is wrong: the command fails.
    case error
    /// The input is legal but suspicious: the command succeeds unless `--strict`.
    case warning
    /// Information that needs no action.
    case note
}
