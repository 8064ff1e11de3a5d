import AchievementsCatalog
import SourceDiagnostics

// The stability rules check the catalog against what was already released
// (`RuleContext.released`: a lock file or an earlier catalog), in the spirit
// of `buf breaking`: released App Store Connect IDs are permanent, so they
// may not vanish, move or change meaning. They are ordinary `CatalogRule`s
// that find nothing without a released set.

extension ReleasedSet {
    /// `catalog.lock.yaml:12`: where an entry was released, for messages.
    func location(of entry: ReleasedAchievement) -> String {
        "\(source):\(entry.id.position.line)"
    }

    /// Where a leaderboard or set was released, for messages.
    func location(of entry: ReleasedResource) -> String {
        "\(source):\(entry.id.position.line)"
    }
}

extension AchievementCatalog {
    /// The catalog's leaderboards and sets as the lock would record them,
    /// with their catalog positions: what the stability rules compare.
    var currentResources: [ReleasedResource] { releasedResources(label: "") }
}
