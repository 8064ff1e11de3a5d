/// The JSON file of Xcode's Game Center configuration bundle
/// (`GameCenterResources.gamekit/gameCenterResources.json`, Xcode 26): the
/// achievements part, as public game repositories show it. Keys this model
/// does not name are ignored when read; leaderboards, sets, activities and
/// challenges are not modelled yet.
public struct GameKitResources: Codable, Sendable, Hashable {
    /// The file's format.
    public struct Meta: Codable, Sendable, Hashable {
        /// The format's date, `2024-11-15` in the files seen so far.
        public var version: String

        /// Creates the format's description.
        public init(version: String) { self.version = version }
    }

    /// One achievement.
    public struct Achievement: Codable, Sendable, Hashable {
        /// Activity properties; empty unless the achievement belongs to an activity.
        public var activityProperties: [String: String]
        /// Whether it is archived (the catalog's `retired`).
        public var archived: Bool
        /// Its points.
        public var points: Int
        /// The internal reference name.
        public var referenceName: String
        /// Whether it can be earned more than once.
        public var repeatable: Bool
        /// Whether players see it before earning it (the catalog's `hidden`, inverted).
        public var showBeforeEarned: Bool
        /// The achievement ID.
        public var vendorIdentifier: String

        /// Creates an achievement.
        public init(activityProperties: [String: String], archived: Bool, points: Int, referenceName: String, repeatable: Bool,
                    showBeforeEarned: Bool, vendorIdentifier: String) {
            self.activityProperties = activityProperties
            self.archived = archived
            self.points = points
            self.referenceName = referenceName
            self.repeatable = repeatable
            self.showBeforeEarned = showBeforeEarned
            self.vendorIdentifier = vendorIdentifier
        }
    }

    /// One locale's texts of an achievement.
    public struct Localization: Codable, Sendable, Hashable {
        /// The description once earned.
        public var afterEarnedDescription: String
        /// The description before it is earned.
        public var beforeEarnedDescription: String
        /// App Store Connect's locale code, such as `en-US`.
        public var locale: String
        /// `<vendorIdentifier>-<locale>`, the key of its images.
        public var localID: String
        /// The title.
        public var name: String

        /// Creates a localization.
        public init(afterEarnedDescription: String, beforeEarnedDescription: String, locale: String, localID: String, name: String) {
            self.afterEarnedDescription = afterEarnedDescription
            self.beforeEarnedDescription = beforeEarnedDescription
            self.locale = locale
            self.localID = localID
            self.name = name
        }
    }

    /// An image of one localization, stored in the bundle at `url`.
    public struct Image: Codable, Sendable, Hashable {
        /// The localization's `localID`.
        public var localID: String
        /// The image's path inside the bundle, `<locale>/AchievementImage-<localID>.png`.
        public var url: String

        /// Creates an image entry.
        public init(localID: String, url: String) {
            self.localID = localID
            self.url = url
        }
    }

    /// The achievement resources.
    public struct Resources: Codable, Sendable, Hashable {
        /// Every achievement, in the file's order.
        public var achievements: [Achievement]
        /// Each achievement's localizations, keyed by `vendorIdentifier`.
        public var achievementLocalizations: [String: [Localization]]
        /// Each localization's images, keyed by `localID`.
        public var achievementImages: [String: [Image]]

        /// Creates the resources.
        public init(achievements: [Achievement], achievementLocalizations: [String: [Localization]], achievementImages: [String: [Image]]) {
            self.achievements = achievements
            self.achievementLocalizations = achievementLocalizations
            self.achievementImages = achievementImages
        }
    }

    /// The format's date and version.
    public var meta: Meta
    /// What the bundle configures.
    public var resources: Resources

    /// Creates a file's contents.
    public init(meta: Meta, resources: Resources) {
        self.meta = meta
        self.resources = resources
    }

    /// The format version this toolkit writes.
    public static let formatVersion = "2024-11-15"
    /// The bundle's folder name.
    public static let bundleName = "GameCenterResources.gamekit"
    /// The JSON file's name inside the bundle.
    public static let fileName = "gameCenterResources.json"
    /// A file inside the bundle that marks it as written by `export gamekit`
    /// (JSON has no comments): the export replaces only a bundle that has it.
    public static let markerName = ".achievements-export"

    /// The `localID` of an achievement's localization.
    public static func localID(_ vendorIdentifier: String, _ locale: String) -> String { "\(vendorIdentifier)-\(locale)" }

    /// Where the image of `localID` lives inside the bundle.
    public static func imagePath(locale: String, localID: String, extension fileExtension: String) -> String {
        "\(locale)/AchievementImage-\(localID).\(fileExtension)"
    }
}
