import AchievementsCatalog
import Foundation
import SourceDiagnostics

/// The catalog text `asc pull` writes for a game adopting the toolkit: what
/// App Store Connect holds (IDs, reference names, points, flags, texts per
/// locale, image file names; leaderboards with every field, and sets with
/// their leaderboards), through ``AdoptedCatalog``.
package enum PulledCatalog {
    /// One locale's image of a pulled resource, to download.
    package struct Image: Sendable {
        /// The resource's kind.
        package var kind: GameCenterKind
        /// Its place in its kind's list of the adopted catalog.
        package var index: Int
        /// Its key in the catalog.
        package var key: String
        /// Its ID.
        package var id: String
        /// The locale the image is App Store Connect's for; `nil` for the
        /// version's default image (an activity's, a challenge's).
        package var locale: String?
        /// The image.
        package var image: RemoteImage

        /// Creates an image to download.
        package init(kind: GameCenterKind, index: Int, key: String, id: String, locale: String?, image: RemoteImage) {
            self.kind = kind
            self.index = index
            self.key = key
            self.id = id
            self.locale = locale
            self.image = image
        }
    }

    /// The catalog App Store Connect's state adopts, and every locale's image
    /// of each resource in the catalog's order (the version's default image
    /// first where there is one, then the first locale's).
    package static func adopted(game: String, appID: String, remote: RemoteState) -> (catalog: AdoptedCatalog, images: [Image]) {
        // Each kind's part of the adopted catalog; an archived resource is listed under `retired`.
        var active: [RemoteResource] = [], activeLeaderboards: [RemoteResource] = [], sets: [RemoteResource] = []
        var activities: [RemoteResource] = [], challenges: [RemoteResource] = []
        var retired: [(id: String, reason: String, kind: GameCenterKind)] = []
        for kind in GameCenterKind.allCases {
            let held = remote.resources(ResourceKind.of(kind))
            switch kind {
            case .achievement: active = held.filter { !$0.archived }
            case .leaderboard: activeLeaderboards = held.filter { !$0.archived }
            case .leaderboardSet: sets = held // sets have no archived state
            case .activity: activities = held.filter { !$0.archived }
            case .gameCenterChallenge: challenges = held.filter { !$0.archived }
            }
            retired += held.filter(\.archived).map { ($0.vendorIdentifier, "archived in App Store Connect", kind) }
        }
        var adopted = AdoptedCatalog(
            game: game,
            header: [
                "\(game): Game Center achievements, pulled from App Store Connect by `achievements asc pull`.",
                "App Store Connect does not know how each achievement is earned, so none has a",
                "group: the game reports each one itself. To let the runtime unlock one, declare",
                "its group (with metrics or inputs) and give the achievement `group:` and a",
                "threshold or input; `achievements generate` lists those the game reports.",
            ],
            appID: appID,
            entries: active.map { achievement in
                var entry = AdoptedCatalog.Entry(
                    id: achievement.vendorIdentifier, referenceName: achievement.referenceName, points: achievement.values[.points]?.number ?? 0,
                    hidden: achievement.values[.hidden]?.flag ?? false, repeatable: achievement.values[.repeatable]?.flag ?? false,
                    texts: (achievement.latestVersion?.localizations ?? []).map {
                        AdoptedCatalog.Texts(locale: $0.locale, title: $0.text(.title), before: $0.text(.description),
                            after: $0.text(.earnedDescription))
                    })
                entry.activityProperties = Self.properties(achievement)
                return entry
            },
            retired: retired,
            leaderboards: activeLeaderboards.map(Self.leaderboard),
            leaderboardSets: sets.map { set in
                AdoptedCatalog.LeaderboardSet(
                    id: set.vendorIdentifier, referenceName: set.referenceName,
                    leaderboardIDs: set.values[.leaderboards]?.memberIDs ?? [],
                    texts: Self.texts(set))
            })
        adopted.defaultLeaderboardID = remote.defaultLeaderboard
        adopted.challengesEnabled = remote.challengesEnabled
        adopted.activities = activities.map(Self.activity)
        adopted.challenges = challenges.map(Self.challenge)
        var images: [Image] = []
        let keys = adopted.allKeys
        for (kind, resources, keys) in [(GameCenterKind.achievement, active, keys.achievements), (.leaderboard, activeLeaderboards,
            keys.leaderboards),
                                        (.leaderboardSet, sets, keys.sets), (.activity, activities, keys.activities),
                                        (.gameCenterChallenge, challenges, keys.challenges)] {
            for (index, (resource, key)) in zip(resources, keys).enumerated() {
                if let image = resource.latestVersion?.defaultImage, image.templateURL != nil {
                    images.append(Image(kind: kind, index: index, key: key, id: resource.vendorIdentifier, locale: nil, image: image))
                }
                for localization in resource.latestVersion?.localizations ?? [] {
                    guard let image = localization.image, image.templateURL != nil else { continue }
                    images.append(Image(kind: kind, index: index, key: key, id: resource.vendorIdentifier, locale: localization.locale, image: image))
                }
            }
        }
        return (adopted, images)
    }

    /// What the catalog's `text` could not say as App Store Connect holds
    /// it (a leaderboard visibility this tool does not know), each with the
    /// catalog line it concerns.
    package static func notes(text: String, remote: RemoteState) -> [(line: Int, message: String)] {
        remote.resources(.leaderboards).filter { !$0.archived }.compactMap { leaderboard -> (line: Int, message: String)? in
            guard case .text(let visibility)? = leaderboard.values[.hidden] else { return nil }
            let shown = TerminalText.escaped(String(visibility.prefix(ToolLimits.quotedCharacters)))
            return (Self.line(of: "id: \(leaderboard.vendorIdentifier)", in: text),
                    "App Store Connect gives leaderboard '\(TerminalText.escaped(leaderboard.vendorIdentifier))' the visibility '\(shown)', which Apple's document does not name (SHOW_FOR_ALL, HIDE_FOR_ALL); the catalog says `hidden: no`, which the next apply writes as SHOW_FOR_ALL: check the leaderboard in App Store Connect and set `hidden` to match")
        }
    }

    /// The 1-based line of the first line of `text` that ends with `content` (1 when none does).
    static func line(of content: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasSuffix(content) } ?? 0) + 1
    }

    /// Why `bytes`, downloaded for an image saved as a `.png` (or `.jpg`)
    /// file, cannot be saved: `nil` when they start with that format's
    /// signature. App Store Connect was asked for that format (`{f}`);
    /// anything else (the other format, an HTML error page) is named, not
    /// saved under the name.
    package static func imageProblem(_ bytes: [UInt8], format: String = "png") -> String? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        if bytes.starts(with: format == "jpg" ? jpeg : png) { return nil }
        if bytes.isEmpty { return "the answer is empty" }
        if format == "jpg", bytes.starts(with: png) { return "the answer is a PNG file, where a JPEG was asked for" }
        if format != "jpg", bytes.starts(with: jpeg) { return "the answer is a JPEG file, where a PNG was asked for" }
        let start = bytes.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
        return "the answer is not a PNG file (it starts with \(start))"
    }

    /// A leaderboard in the adopted catalog's terms.
    static func leaderboard(_ resource: RemoteResource) -> AdoptedCatalog.Leaderboard {
        func text(_ name: FieldKey) -> String? {
            guard case .text(let text)? = resource.values[name], !text.isEmpty else { return nil }
            return text
        }
        let range = text(.rangeStart).flatMap { start in text(.rangeEnd).map { (start: start, end: $0) } }
        let recurrence = text(.recurrenceStart).flatMap { start in
            text(.recurrenceDuration).flatMap { duration in text(.recurrenceRule).map { (start: start, duration: duration, rule: $0) } }
        }
        var leaderboard = AdoptedCatalog.Leaderboard(
            id: resource.vendorIdentifier, referenceName: resource.referenceName, format: text(.format) ?? "", sort: text(.sort) ?? "",
            submission: text(.submission) ?? "", range: range, recurrence: recurrence, hidden: resource.values[.hidden]?.flag ?? false,
            texts: texts(resource))
        leaderboard.activityProperties = properties(resource)
        return leaderboard
    }

    /// An activity in the adopted catalog's terms; its achievements and leaderboards by ID, sorted.
    static func activity(_ resource: RemoteResource) -> AdoptedCatalog.Activity {
        func text(_ name: FieldKey) -> String? {
            guard case .text(let text)? = resource.values[name], !text.isEmpty else { return nil }
            return text
        }
        func number(_ name: FieldKey) -> Int? {
            if case .number(let number)? = resource.values[name] { number } else { nil }
        }
        return AdoptedCatalog.Activity(
            id: resource.vendorIdentifier, referenceName: resource.referenceName, minimumPlayers: number(.minimumPlayers),
            maximumPlayers: number(.maximumPlayers), partyCode: resource.values[.partyCode]?.flag ?? false, playStyle: text(.playStyle),
            properties: (resource.values[.properties]?.propertiesMap ?? [:]).sorted { $0.key < $1.key }.map { AdoptedCatalog.Property(key: $0.key,
                value: $0.value) },
            fallbackURL: text(.fallbackURL), achievementIDs: resource.values[.achievements]?.memberIDs ?? [],
            leaderboardIDs: resource.values[.leaderboards]?.memberIDs ?? [], texts: namedTexts(resource))
    }

    /// A Game Center challenge in the adopted catalog's terms (App Store
    /// Connect's API holds no durations: none are written).
    static func challenge(_ resource: RemoteResource) -> AdoptedCatalog.Challenge {
        AdoptedCatalog.Challenge(id: resource.vendorIdentifier, referenceName: resource.referenceName,
                                 leaderboardID: resource.values[.leaderboard]?.text ?? "", repeatable: resource.values[.repeatable]?.flag ?? false,
                                 durations: [], texts: namedTexts(resource))
    }

    /// An activity's or challenge's name and description per locale.
    static func namedTexts(_ resource: RemoteResource) -> [AdoptedCatalog.NamedTexts] {
        (resource.latestVersion?.localizations ?? []).map { localization in
            AdoptedCatalog.NamedTexts(locale: localization.locale, title: localization.text(.title),
                                      description: localization.texts[.description].flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    /// A resource's activity properties, by key (App Store Connect's map keeps no order).
    static func properties(_ resource: RemoteResource) -> [AdoptedCatalog.Property] {
        (resource.values[.activityProperties]?.propertiesMap ?? [:]).sorted { $0.key < $1.key }.map { AdoptedCatalog.Property(key: $0.key,
            value: $0.value) }
    }

    /// A leaderboard's or set's texts per locale.
    static func texts(_ resource: RemoteResource) -> [AdoptedCatalog.LeaderboardTexts] {
        (resource.latestVersion?.localizations ?? []).map { localization in
            AdoptedCatalog.LeaderboardTexts(locale: localization.locale, title: localization.text(.title),
                                            optional: Dictionary(
                                                uniqueKeysWithValues: localization.texts.filter { $0.key != .title }.map { ($0.key.name, $0.value) }))
        }
    }
}
