/// The activity and challenge parts of Xcode's bundle, as Xcode writes
/// them. Every field Xcode may leave out or set to `null` reads as unset.
extension GameKitResources {
    /// One activity.
    package struct Activity: Codable, Sendable, Hashable {
        /// Whether it is archived (the catalog's `retired`).
        package var archived: Bool
        /// The most players it takes, when limited.
        package var maximumPlayersCount: Int?
        /// The fewest players it takes, when limited.
        package var minimumPlayersCount: Int?
        /// `ASYNCHRONOUS` or `SYNCHRONOUS`, when set.
        package var playStyle: String?
        /// The game's own properties.
        package var properties: [String: String]
        /// The internal reference name.
        package var referenceName: String
        /// Whether players may join with a party code.
        package var supportsPartyCode: Bool
        /// The activity ID.
        package var vendorIdentifier: String

        /// Creates an activity.
        package init(archived: Bool, maximumPlayersCount: Int?, minimumPlayersCount: Int?, playStyle: String?, properties: [String: String],
                     referenceName: String, supportsPartyCode: Bool, vendorIdentifier: String) {
            self.archived = archived
            self.maximumPlayersCount = maximumPlayersCount
            self.minimumPlayersCount = minimumPlayersCount
            self.playStyle = playStyle
            self.properties = properties
            self.referenceName = referenceName
            self.supportsPartyCode = supportsPartyCode
            self.vendorIdentifier = vendorIdentifier
        }

        /// Reads an activity; flags, counts and properties may be absent or `null`.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            archived = try values.decodeIfPresent(Bool.self, forKey: .archived) ?? false
            maximumPlayersCount = try values.decodeIfPresent(Int.self, forKey: .maximumPlayersCount)
            minimumPlayersCount = try values.decodeIfPresent(Int.self, forKey: .minimumPlayersCount)
            playStyle = try values.decodeIfPresent(String.self, forKey: .playStyle)
            properties = try values.decodeIfPresent([String: String].self, forKey: .properties) ?? [:]
            referenceName = try values.decode(String.self, forKey: .referenceName)
            supportsPartyCode = try values.decodeIfPresent(Bool.self, forKey: .supportsPartyCode) ?? false
            vendorIdentifier = try values.decode(String.self, forKey: .vendorIdentifier)
        }
    }

    /// The activities' associated leaderboards and achievements: Xcode
    /// writes a list of a kind word followed by its map of activity ID to IDs
    /// (`["Leaderboard", {…}, "Achievement", {…}]`).
    package struct AssociatedResources: Codable, Sendable, Hashable {
        /// Each activity's leaderboard IDs, in order.
        package var leaderboards: [String: [String]]
        /// Each activity's achievement IDs, in order.
        package var achievements: [String: [String]]

        /// The kind words of the list.
        static let leaderboardWord = "Leaderboard", achievementWord = "Achievement"

        /// Creates the associations.
        package init(leaderboards: [String: [String]], achievements: [String: [String]]) {
            self.leaderboards = leaderboards
            self.achievements = achievements
        }

        /// Reads the mixed list: each kind word once, each followed by its map;
        /// a refusal names the item it is about.
        package init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            var leaderboards: [String: [String]]?, achievements: [String: [String]]?
            func refuse(_ index: Int, _ reason: String) -> DecodingError {
                .dataCorrupted(.init(codingPath: list.codingPath + [Item(intValue: index)], debugDescription: reason))
            }
            while !list.isAtEnd {
                let index = list.currentIndex
                let word = try list.decode(String.self)
                guard !list.isAtEnd else { throw refuse(index, "'\(word)' is not followed by its map of activity IDs") }
                let map = try list.decode([String: [String]].self)
                switch word {
                case Self.leaderboardWord where leaderboards == nil: leaderboards = map
                case Self.achievementWord where achievements == nil: achievements = map
                case Self.leaderboardWord, Self.achievementWord: throw refuse(index, "'\(word)' is listed twice")
                default: throw refuse(index, "'\(word)' is not 'Leaderboard' or 'Achievement'")
                }
            }
            self.leaderboards = leaderboards ?? [:]
            self.achievements = achievements ?? [:]
        }

        /// An item of the list, by its place.
        struct Item: CodingKey {
            var intValue: Int?
            var stringValue: String { String(intValue ?? 0) }
            init(intValue: Int) { self.intValue = intValue }
            init?(stringValue: String) { nil }
        }

        /// Writes the mixed list: leaderboards, then achievements, as Xcode orders them.
        package func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(Self.leaderboardWord)
            try list.encode(leaderboards)
            try list.encode(Self.achievementWord)
            try list.encode(achievements)
        }
    }

    /// One challenge.
    package struct Challenge: Codable, Sendable, Hashable {
        /// The durations a player may choose (`ONE_DAY`, `THREE_DAYS`, `ONE_WEEK`).
        package var allowedDurations: [String]
        /// Whether it is archived (the catalog's `retired`).
        package var archived: Bool
        /// `LEADERBOARD`, the only type.
        package var challengeType: String
        /// The internal reference name.
        package var referenceName: String
        /// Whether players may try more than once.
        package var repeatable: Bool
        /// The challenge ID.
        package var vendorIdentifier: String

        /// The only challenge type.
        package static let leaderboardType = "LEADERBOARD"

        /// Creates a challenge.
        package init(allowedDurations: [String], archived: Bool, referenceName: String, repeatable: Bool, vendorIdentifier: String) {
            self.allowedDurations = allowedDurations
            self.archived = archived
            challengeType = Self.leaderboardType
            self.referenceName = referenceName
            self.repeatable = repeatable
            self.vendorIdentifier = vendorIdentifier
        }

        /// Reads a challenge; durations and flags may be absent or `null`.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            allowedDurations = try values.decodeIfPresent([String].self, forKey: .allowedDurations) ?? []
            archived = try values.decodeIfPresent(Bool.self, forKey: .archived) ?? false
            challengeType = try values.decodeIfPresent(String.self, forKey: .challengeType) ?? Self.leaderboardType
            referenceName = try values.decode(String.self, forKey: .referenceName)
            repeatable = try values.decodeIfPresent(Bool.self, forKey: .repeatable) ?? false
            vendorIdentifier = try values.decode(String.self, forKey: .vendorIdentifier)
        }
    }

    /// The leaderboard a challenge is built on.
    package struct LeaderboardRelationship: Codable, Sendable, Hashable {
        /// The leaderboard's ID.
        package var leaderboardLocalID: String
        /// The challenge's ID.
        package var localID: String

        /// Creates the relationship.
        package init(leaderboardLocalID: String, localID: String) {
            self.leaderboardLocalID = leaderboardLocalID
            self.localID = localID
        }
    }
}
