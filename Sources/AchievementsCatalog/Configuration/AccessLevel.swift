/// The access level of generated declarations (`accessLevel` in
/// `achievements.yml`, `--access-level` on the command line).
package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Visible to the game's other modules.
    case `public`
    /// Visible inside the generated code's module only.
    case `internal`
}
