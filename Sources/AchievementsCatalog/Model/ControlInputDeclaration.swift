/// A control input the game records during a run, such as `tap` or `voiceOver`.
package struct ControlInputDeclaration: Sendable, Hashable {
    /// The input's identifier, such as `digitalCrown`.
    package var name: Located<String>
    /// The input's name for people, such as `Digital Crown`.
    package var displayName: Located<String>
    /// The unlock rule as admins read it, such as `Tap used in completed run`.
    package var ruleText: Located<String>

    /// Creates an input declaration.
    package init(name: Located<String>, displayName: Located<String>, rule: Located<String>) {
        self.name = name
        self.displayName = displayName
        self.ruleText = rule
    }
}
