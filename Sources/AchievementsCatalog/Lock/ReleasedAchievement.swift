import SourceDiagnostics

/// An achievement as it was released to App Store Connect: its identity and
/// unlock rule, which must never change under players who already earned it.
package struct ReleasedAchievement: Sendable, Hashable {
    /// The local key.
    package var key: Located<String>
    /// The App Store Connect ID.
    package var id: Located<String>
    /// The group key; `nil` for one the game reports itself.
    package var group: Located<String>?
    /// How it unlocks; `nil` with the group.
    package var progress: Located<ProgressKind>?
    /// The metric of a threshold rule.
    package var metric: Located<String>?
    /// The threshold of a threshold rule.
    package var threshold: Located<Int>?
    /// The input of a control-input rule.
    package var input: Located<String>?
    /// When or in which version it was released.
    package var released: Located<String>

    /// Creates a released entry.
    package init(key: Located<String>, id: Located<String>, group: Located<String>?, progress: Located<ProgressKind>?,
                metric: Located<String>?, threshold: Located<Int>?, input: Located<String>?, released: Located<String>) {
        self.key = key
        self.id = id
        self.group = group
        self.progress = progress
        self.metric = metric
        self.threshold = threshold
        self.input = input
        self.released = released
    }

    /// The unlock rule in words, such as `bestRun overtakes >= 100`,
    /// `controlInput tap`, or `reported by the game` for one without.
    package var ruleDescription: String {
        guard let progress else { return "reported by the game" }
        return switch progress.value {
        case .controlInput: "controlInput \(input?.value ?? "?")"
        case .bestRun, .cumulative: "\(progress.value.rawValue) \(metric?.value ?? "?") >= \(threshold?.value ?? 0)"
        }
    }
}

/// What was released, from a lock file or from an earlier catalog: the
/// reference the stability rules compare the catalog with.
package struct ReleasedSet: Sendable, Hashable {
    /// Where the entries come from, for messages: `catalog.lock.yaml` or `catalog.yaml@main`.
    package var source: String
    /// The released achievements.
    package var entries: [ReleasedAchievement]
    /// What the last `asc apply` wrote (empty for a lock without `synced`, or an earlier catalog).
    package var synced: [SyncedEntry]
    /// The released leaderboards and sets.
    package var resources: [ReleasedResource] = []

    /// Creates a set.
    package init(source: String, entries: [ReleasedAchievement], synced: [SyncedEntry] = []) {
        self.source = source
        self.entries = entries
        self.synced = synced
    }

    /// Every achievement of an earlier catalog, taken as released.
    package init(earlier catalog: AchievementCatalog, source: String) {
        self.source = source
        self.entries = catalog.achievements.compactMap { catalog.releasedEntry(for: $0, released: Located(source, at: $0.position)) }
        self.synced = []
        self.resources = catalog.releasedResources(label: source)
    }
}

extension AchievementCatalog {
    /// An achievement's identity and unlock rule as a lock records them; `nil`
    /// when its group is not declared. One without a group is recorded
    /// without a rule: its ID is as permanent as any.
    package func releasedEntry(for achievement: Achievement, released: Located<String>) -> ReleasedAchievement? {
        guard achievement.group != nil else {
            return ReleasedAchievement(key: achievement.key, id: achievement.id, group: nil, progress: nil, metric: nil, threshold: nil, input: nil, released: released)
        }
        guard let group = group(of: achievement) else { return nil }
        let threshold = group.progress.value.usesThreshold
        return ReleasedAchievement(
            key: achievement.key, id: achievement.id, group: achievement.group, progress: group.progress,
            metric: threshold ? group.metric : nil, threshold: threshold ? achievement.threshold : nil,
            input: threshold ? nil : achievement.input, released: released)
    }
}

extension Staged where Value == ReleasedSet {
    /// The released set, when it could be read.
    package var set: ReleasedSet? { value }
}
