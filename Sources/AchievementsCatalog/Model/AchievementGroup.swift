/// A family of achievements that share an ID prefix and a way to unlock.
package struct AchievementGroup: Sendable, Hashable {
    /// The group's identifier, such as `runOvertakes`.
    package var key: Located<String>
    /// The group's heading for people, such as `Overtakes in One Run`.
    package var name: Located<String>
    /// The ID prefix of the group's achievements, such as `ach.run.overtakes`.
    package var idPrefix: Located<String>
    /// The type text of the admin matrix, such as `Overtakes per run`.
    package var type: Located<String>
    /// How the group's achievements unlock.
    package var progress: Located<ProgressKind>
    /// The metric a threshold group measures; `nil` for control-input groups.
    package var metric: Located<String>?
    /// The rule text of a threshold group, with `{threshold}` standing for the threshold.
    package var ruleText: Located<String>?

    /// Creates a group.
    package init(
        key: Located<String>,
        name: Located<String>,
        idPrefix: Located<String>,
        type: Located<String>,
        progress: Located<ProgressKind>,
        metric: Located<String>?,
        rule: Located<String>?
    ) {
        self.key = key
        self.name = name
        self.idPrefix = idPrefix
        self.type = type
        self.progress = progress
        self.metric = metric
        self.ruleText = rule
    }
}

/// How the achievements of a group unlock.
package enum ProgressKind: String, Sendable, Hashable, CaseIterable {
    /// A metric reaches the threshold in one completed run.
    case bestRun
    /// A metric summed over all completed runs reaches the threshold.
    case cumulative
    /// A control input is used at least once in a completed run.
    case controlInput

    /// Whether achievements of this kind carry a threshold (otherwise an input).
    package var usesThreshold: Bool { self != .controlInput }
}
