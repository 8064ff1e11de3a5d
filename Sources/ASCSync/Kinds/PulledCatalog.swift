import AchievementsCatalog

/// The catalog text `asc pull` writes for a game adopting the toolkit: what
/// App Store Connect holds (IDs, reference names, points, flags, texts per
/// locale, image file names), through ``AdoptedCatalog``.
package enum PulledCatalog {
    /// The catalog's text, and the image file each achievement's first image is saved under.
    package static func text(game: String, appID: String, remote: RemoteState) -> (text: String, images: [(file: String, image: RemoteImage)]) {
        let achievements = remote.resources(.achievements)
        let active = achievements.filter { !$0.archived }
        let adopted = AdoptedCatalog(
            game: game,
            header: [
                "\(game): Game Center achievements, pulled from App Store Connect by `achievements asc pull`.",
                "App Store Connect does not know the groups and unlock rules: give each",
                "achievement its group (and threshold or input), declare the groups,",
                "metrics and inputs, and run `achievements validate` until it is clean.",
            ],
            appID: appID,
            entries: active.map { achievement in
                AdoptedCatalog.Entry(
                    id: achievement.vendorIdentifier, referenceName: achievement.referenceName, points: achievement.values["points"]?.number ?? 0,
                    hidden: achievement.values["hidden"]?.flag ?? false, repeatable: achievement.values["repeatable"]?.flag ?? false,
                    texts: (achievement.latestVersion?.localizations ?? []).map {
                        AdoptedCatalog.Texts(locale: $0.locale, title: $0.text("title"), before: $0.text("description"), after: $0.text("earnedDescription"))
                    })
            },
            retired: achievements.filter(\.archived).map { ($0.vendorIdentifier, "archived in App Store Connect") })
        var images: [(file: String, image: RemoteImage)] = []
        for (achievement, key) in zip(active, adopted.keys) {
            let localizations = achievement.latestVersion?.localizations ?? []
            if let image = localizations.compactMap(\.image).first(where: { $0.templateURL != nil }) {
                images.append((key + ".png", image))
            }
        }
        return (adopted.text, images)
    }
}
