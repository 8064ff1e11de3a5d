/// The JSON file of Xcode's Game Center configuration bundle
/// (`GameCenterResources.gamekit/gameCenterResources.json`, Xcode 26): the
/// achievements part, as public game repositories show it.
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

    /// The achievement resources.
    package struct Resources: Codable, Sendable, Hashable {
        /// Every achievement, in the file's order.
        package var achievements: [Achievement]
        /// Each achievement's localizations, keyed by `vendorIdentifier`.
        package var achievementLocalizations: [String: [Localization]]
        /// Each localization's images, keyed by `localID`.
        package var achievementImages: [String: [Image]]

        /// Creates the resources.
        package init(achievements: [Achievement], achievementLocalizations: [String: [Localization]], achievementImages: [String: [Image]]) {
            self.achievements = achievements
            self.achievementLocalizations = achievementLocalizations
            self.achievementImages = achievementImages
        }

        /// Reads the resources; each part may be absent or `null`: a bundle
        /// of leaderboards only, or of one activity, has no achievements.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            achievements = try values.decodeIfPresent([Achievement].self, forKey: .achievements) ?? []
            achievementLocalizations = try values.decodeIfPresent([String: [Localization]].self, forKey: .achievementLocalizations) ?? [:]
            achievementImages = try values.decodeIfPresent([String: [Image]].self, forKey: .achievementImages) ?? [:]
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

    /// Where the image of `localID` lives inside the bundle.
    package static func imagePath(locale: String, localID: String, extension fileExtension: String) -> String {
        "\(locale)/AchievementImage-\(localID).\(fileExtension)"
    }
}
