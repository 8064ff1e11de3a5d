import AchievementsCatalog
import CatalogValidation
import FileAccess

/// The JSON file of Xcode's Game Center configuration bundle
/// (`GameCenterResources.gamekit/gameCenterResources.json`, Xcode 26): every
/// kind, as Apple's sample and public game repositories show it.
///
/// Reading follows what Xcode writes: any part of `resources` may be absent,
/// and a flag or list that is absent or `null` takes its unset value. Keys
/// this model does not name are not read here; `GameKitImport.unread(_:)`
/// names them, and the parts of the kinds not modelled yet.
package struct GameKitResources: Codable, Sendable, Hashable {
    /// The file's format.
    package struct Meta: Codable, Sendable, Hashable {
        /// The format's date, `2024-11-15` in the files seen so far.
        package var version: String

        /// Creates the format's description.
        package init(version: String) { self.version = version }
    }

    /// One achievement.
    package struct Achievement: Codable, Sendable, Hashable {
        /// Activity properties; empty unless the achievement belongs to an activity.
        package var activityProperties: [String: String]
        /// Whether it is archived (the catalog's `retired`).
        package var archived: Bool
        /// Its points.
        package var points: Int
        /// The internal reference name.
        package var referenceName: String
        /// Whether it can be earned more than once.
        package var repeatable: Bool
        /// Whether players see it before earning it (the catalog's `hidden`, inverted).
        package var showBeforeEarned: Bool
        /// The achievement ID.
        package var vendorIdentifier: String

        /// Creates an achievement.
        package init(activityProperties: [String: String], archived: Bool, points: Int, referenceName: String, repeatable: Bool,
                    showBeforeEarned: Bool, vendorIdentifier: String) {
            self.activityProperties = activityProperties
            self.archived = archived
            self.points = points
            self.referenceName = referenceName
            self.repeatable = repeatable
            self.showBeforeEarned = showBeforeEarned
            self.vendorIdentifier = vendorIdentifier
        }

        /// Reads an achievement; `activityProperties`, `archived` and
        /// `repeatable` may be absent or `null` (no properties, not archived,
        /// not repeatable), as Xcode leaves them.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            activityProperties = try values.decodeIfPresent([String: String].self, forKey: .activityProperties) ?? [:]
            archived = try values.decodeIfPresent(Bool.self, forKey: .archived) ?? false
            points = try values.decode(Int.self, forKey: .points)
            referenceName = try values.decode(String.self, forKey: .referenceName)
            repeatable = try values.decodeIfPresent(Bool.self, forKey: .repeatable) ?? false
            showBeforeEarned = try values.decode(Bool.self, forKey: .showBeforeEarned)
            vendorIdentifier = try values.decode(String.self, forKey: .vendorIdentifier)
        }
    }

    /// One locale's texts of an achievement.
    package struct Localization: Codable, Sendable, Hashable {
        /// The description once earned.
        package var afterEarnedDescription: String
        /// The description before it is earned.
        package var beforeEarnedDescription: String
        /// App Store Connect's locale code, such as `en-US`.
        package var locale: String
        /// `<vendorIdentifier>-<locale>`, the key of its images.
        package var localID: String
        /// The title.
        package var name: String

        /// Creates a localization.
        package init(afterEarnedDescription: String, beforeEarnedDescription: String, locale: String, localID: String, name: String) {
            self.afterEarnedDescription = afterEarnedDescription
            self.beforeEarnedDescription = beforeEarnedDescription
            self.locale = locale
            self.localID = localID
            self.name = name
        }
    }

    /// An image of one localization, stored in the bundle at `url`.
    package struct Image: Codable, Sendable, Hashable {
        /// The localization's `localID`.
        package var localID: String
        /// The image's path inside the bundle, `<locale>/AchievementImage-<localID>.png`.
        package var url: String

        /// Creates an image entry.
        package init(localID: String, url: String) {
            self.localID = localID
            self.url = url
        }
    }

    /// Everything the bundle configures, part by part as the file names them.
    package struct Resources: Codable, Sendable, Hashable {
        /// Every achievement, in the file's order.
        package var achievements: [Achievement]
        /// Each achievement's localizations, keyed by `vendorIdentifier`.
        package var achievementLocalizations: [String: [Localization]]
        /// Each localization's images, keyed by `localID`.
        package var achievementImages: [String: [Image]]
        /// Every leaderboard, in the file's order.
        package var leaderboards: [Leaderboard] = []
        /// Each leaderboard's localizations, keyed by ID.
        package var leaderboardLocalizations: [String: [LeaderboardLocalization]] = [:]
        /// Each leaderboard localization's images, keyed by `localID`.
        package var leaderboardImages: [String: [Image]] = [:]
        /// Every leaderboard set, in the file's order.
        package var leaderboardSets: [LeaderboardSet] = []
        /// Each set's names, keyed by ID.
        package var leaderboardSetLocalizations: [String: [NamedLocalization]] = [:]
        /// Each set localization's images, keyed by `localID`.
        package var leaderboardSetImages: [String: [Image]] = [:]
        /// Each set's leaderboards, keyed by set ID.
        package var leaderboardSetMemberships: [String: [Membership]] = [:]
        /// Every activity, in the file's order.
        package var gameActivities: [Activity] = []
        /// Each activity's texts, keyed by ID.
        package var gameActivityLocalizations: [String: [NamedLocalization]] = [:]
        /// Each activity localization's images, keyed by `localID`.
        package var gameActivityImages: [String: [Image]] = [:]
        /// Each activity's default image (one object, not a list), keyed by ID.
        package var gameActivityDefaultImages: [String: Image] = [:]
        /// Each activity's fallback URL, keyed by ID.
        package var gameActivityFallbackURLs: [String: String] = [:]
        /// The activities' associated leaderboards and achievements.
        package var gameActivityAssociatedResources = AssociatedResources(leaderboards: [:], achievements: [:])
        /// Every challenge, in the file's order.
        package var challenges: [Challenge] = []
        /// Each challenge's texts, keyed by ID.
        package var challengeLocalizations: [String: [NamedLocalization]] = [:]
        /// Each challenge localization's images, keyed by `localID`.
        package var challengeImages: [String: [Image]] = [:]
        /// Each challenge's default image, keyed by ID.
        package var challengeDefaultImages: [String: Image] = [:]
        /// Each challenge's leaderboard, keyed by challenge ID.
        package var challengeLeaderboardRelationships: [String: [LeaderboardRelationship]] = [:]

        /// The file's parts.
        enum CodingKeys: String, CodingKey {
            case achievements, achievementLocalizations, achievementImages
            case leaderboards, leaderboardLocalizations, leaderboardImages
            case leaderboardSets, leaderboardSetLocalizations, leaderboardSetImages, leaderboardSetMemberships
            case gameActivities, gameActivityLocalizations, gameActivityImages, gameActivityDefaultImages, gameActivityFallbackURLs, gameActivityAssociatedResources
            case challenges, challengeLocalizations, challengeImages, challengeDefaultImages, challengeLeaderboardRelationships
        }

        /// Creates the resources with achievements; the other kinds are set part by part.
        package init(achievements: [Achievement], achievementLocalizations: [String: [Localization]], achievementImages: [String: [Image]]) {
            self.achievements = achievements
            self.achievementLocalizations = achievementLocalizations
            self.achievementImages = achievementImages
        }

        /// Reads the resources; each part may be absent or `null`: a bundle
        /// of leaderboards only, or of one activity, has no achievements.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            func part<Value: Decodable>(_ key: CodingKeys, _ empty: Value) throws -> Value {
                try values.decodeIfPresent(Value.self, forKey: key) ?? empty
            }
            achievements = try part(.achievements, [])
            achievementLocalizations = try part(.achievementLocalizations, [:])
            achievementImages = try part(.achievementImages, [:])
            leaderboards = try part(.leaderboards, [])
            leaderboardLocalizations = try part(.leaderboardLocalizations, [:])
            leaderboardImages = try part(.leaderboardImages, [:])
            leaderboardSets = try part(.leaderboardSets, [])
            leaderboardSetLocalizations = try part(.leaderboardSetLocalizations, [:])
            leaderboardSetImages = try part(.leaderboardSetImages, [:])
            leaderboardSetMemberships = try part(.leaderboardSetMemberships, [:])
            gameActivities = try part(.gameActivities, [])
            gameActivityLocalizations = try part(.gameActivityLocalizations, [:])
            gameActivityImages = try part(.gameActivityImages, [:])
            gameActivityDefaultImages = try part(.gameActivityDefaultImages, [:])
            gameActivityFallbackURLs = try part(.gameActivityFallbackURLs, [:])
            gameActivityAssociatedResources = try part(.gameActivityAssociatedResources, AssociatedResources(leaderboards: [:], achievements: [:]))
            challenges = try part(.challenges, [])
            challengeLocalizations = try part(.challengeLocalizations, [:])
            challengeImages = try part(.challengeImages, [:])
            challengeDefaultImages = try part(.challengeDefaultImages, [:])
            challengeLeaderboardRelationships = try part(.challengeLeaderboardRelationships, [:])
        }

        /// Writes the achievement parts always (as Xcode does), and each
        /// other kind's parts only when the bundle has one of that kind.
        package func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(achievements, forKey: .achievements)
            try values.encode(achievementLocalizations, forKey: .achievementLocalizations)
            try values.encode(achievementImages, forKey: .achievementImages)
            if !leaderboards.isEmpty {
                try values.encode(leaderboards, forKey: .leaderboards)
                try values.encode(leaderboardLocalizations, forKey: .leaderboardLocalizations)
                try values.encode(leaderboardImages, forKey: .leaderboardImages)
            }
            if !leaderboardSets.isEmpty {
                try values.encode(leaderboardSets, forKey: .leaderboardSets)
                try values.encode(leaderboardSetLocalizations, forKey: .leaderboardSetLocalizations)
                try values.encode(leaderboardSetImages, forKey: .leaderboardSetImages)
                try values.encode(leaderboardSetMemberships, forKey: .leaderboardSetMemberships)
            }
            if !gameActivities.isEmpty {
                try values.encode(gameActivities, forKey: .gameActivities)
                try values.encode(gameActivityLocalizations, forKey: .gameActivityLocalizations)
                try values.encode(gameActivityImages, forKey: .gameActivityImages)
                try values.encode(gameActivityDefaultImages, forKey: .gameActivityDefaultImages)
                try values.encode(gameActivityFallbackURLs, forKey: .gameActivityFallbackURLs)
                try values.encode(gameActivityAssociatedResources, forKey: .gameActivityAssociatedResources)
            }
            if !challenges.isEmpty {
                try values.encode(challenges, forKey: .challenges)
                try values.encode(challengeLocalizations, forKey: .challengeLocalizations)
                try values.encode(challengeImages, forKey: .challengeImages)
                try values.encode(challengeDefaultImages, forKey: .challengeDefaultImages)
                try values.encode(challengeLeaderboardRelationships, forKey: .challengeLeaderboardRelationships)
            }
        }
    }

    /// The format's date and version.
    package var meta: Meta
    /// What the bundle configures.
    package var resources: Resources

    /// Creates a file's contents.
    package init(meta: Meta, resources: Resources) {
        self.meta = meta
        self.resources = resources
    }

    /// The format version this toolkit writes.
    package static let formatVersion = "2024-11-15"
    /// The bundle's folder name.
    package static let bundleName = "GameCenterResources.gamekit"
    /// The JSON file's name inside the bundle.
    package static let fileName = "gameCenterResources.json"
    /// A file inside the bundle that marks it as written by `export gamekit`
    /// (JSON has no comments): the export replaces only a bundle that has it.
    package static let markerName = ".achievements-export"

    /// The `localID` of an achievement's localization.
    package static func localID(_ vendorIdentifier: String, _ locale: String) -> String { "\(vendorIdentifier)-\(locale)" }

    /// The extension an image's copy gets, in the bundle on export and in the
    /// artwork folder on import: what its bytes are (`png`, or for a JPEG the
    /// file's own `jpg` or `jpeg`, else `jpg`), not what its file is named, so
    /// the copy's name says what the file holds.
    package static func imageExtension(of format: ImageHeader.Format, named file: String) -> String {
        switch format {
        case .png: return "png"
        case .jpeg:
            let named = FilePath.lastComponent(of: file).split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() }
            return named == "jpeg" ? "jpeg" : "jpg"
        }
    }

    /// Where a locale's image of a resource of `kind` lives inside the
    /// bundle: `<locale>/<Prefix>-<localID>.<ext>`, as Xcode names it.
    package static func imagePath(_ kind: GameCenterKind, locale: String, localID: String, extension fileExtension: String) -> String {
        "\(locale)/\(imagePrefix(kind))-\(localID).\(fileExtension)"
    }

    /// Where the default image of an activity or challenge lives: at the bundle's top, `<Prefix>-<ID>.<ext>`.
    package static func defaultImagePath(_ kind: GameCenterKind, id: String, extension fileExtension: String) -> String {
        "\(imagePrefix(kind))-\(id).\(fileExtension)"
    }

    /// The start of the file names of a kind's images.
    package static func imagePrefix(_ kind: GameCenterKind) -> String {
        switch kind {
        case .achievement: "AchievementImage"
        case .leaderboard: "LeaderboardImage"
        case .leaderboardSet: "LeaderboardSetImage"
        case .activity: "GameActivityImage"
        case .gameCenterChallenge: "ChallengeImage"
        }
    }
}

/// A resource of the bundle, by kind and ID (each kind's IDs are its own).
package struct GameKitResourceKey: Hashable, Sendable {
    /// The resource's kind.
    package var kind: GameCenterKind
    /// Its ID.
    package var id: String

    /// Names a resource.
    package init(kind: GameCenterKind, id: String) {
        self.kind = kind
        self.id = id
    }
}
