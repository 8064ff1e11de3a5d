import AchievementsCatalog
import Foundation

/// The catalog text `asc pull` writes for a game adopting the toolkit: what
/// App Store Connect holds (IDs, reference names, points, flags, texts per
/// locale, image file names; leaderboards with every field, and sets with
/// their leaderboards), through ``AdoptedCatalog``.
package enum PulledCatalog {
    /// The catalog's text, and the image file each achievement's first image is saved under.
    package static func text(game: String, appID: String, remote: RemoteState) -> (text: String, images: [(file: String, image: RemoteImage)]) {
        let achievements = remote.resources(.achievements)
        let active = achievements.filter { !$0.archived }
        // An archived leaderboard is listed under `retired`, as an archived achievement is.
        let activeLeaderboards = remote.resources(.leaderboards).filter { !$0.archived }
        let sets = remote.resources(.leaderboardSets)
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
            retired: achievements.filter(\.archived).map { ($0.vendorIdentifier, "archived in App Store Connect", .achievement) }
                + remote.resources(.leaderboards).filter(\.archived).map { ($0.vendorIdentifier, "archived in App Store Connect", .leaderboard) },
            leaderboards: activeLeaderboards.map(Self.leaderboard),
            leaderboardSets: sets.map { set in
                AdoptedCatalog.LeaderboardSet(
                    id: set.vendorIdentifier, referenceName: set.referenceName,
                    leaderboardIDs: set.values["leaderboards"]?.memberIDs ?? [],
                    texts: Self.texts(set))
            })
        var images: [(file: String, image: RemoteImage)] = []
        let resources = active + activeLeaderboards + sets
        let keys = adopted.keys + adopted.leaderboardKeys + adopted.leaderboardSetKeys
        for (resource, key) in zip(resources, keys) {
            let localizations = resource.latestVersion?.localizations ?? []
            if let image = localizations.compactMap(\.image).first(where: { $0.templateURL != nil }) {
                images.append((key + ".png", image))
            }
        }
        return (adopted.text, images)
    }

    /// A leaderboard in the adopted catalog's terms.
    static func leaderboard(_ resource: RemoteResource) -> AdoptedCatalog.Leaderboard {
        func text(_ name: String) -> String? {
            guard case .text(let text)? = resource.values[name], !text.isEmpty else { return nil }
            return text
        }
        let range = text("rangeStart").flatMap { start in text("rangeEnd").map { (start: start, end: $0) } }
        let recurrence = text("recurrenceStart").flatMap { start in
            text("recurrenceDuration").flatMap { duration in text("recurrenceRule").map { (start: start, duration: duration, rule: $0) } }
        }
        return AdoptedCatalog.Leaderboard(
            id: resource.vendorIdentifier, referenceName: resource.referenceName, format: text("format") ?? "", sort: text("sort") ?? "",
            submission: text("submission") ?? "", range: range, recurrence: recurrence, hidden: resource.values["hidden"]?.flag ?? false,
            texts: texts(resource))
    }

    /// A leaderboard's or set's texts per locale.
    static func texts(_ resource: RemoteResource) -> [AdoptedCatalog.LeaderboardTexts] {
        (resource.latestVersion?.localizations ?? []).map { localization in
            AdoptedCatalog.LeaderboardTexts(locale: localization.locale, title: localization.text("title"),
                                            optional: localization.texts.filter { $0.key != "title" })
        }
    }
}
