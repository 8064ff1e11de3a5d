import AchievementsCatalog
import SourceDiagnostics

/// The leaderboards, sets, activities and challenges of Xcode's bundle as
/// catalog models whose every value points into the JSON file, so
/// `validate --gamekit` reports every kind's rules at the file's line and
/// column. A resource's key is its ID, as the bundle has no keys.
extension GameKitCatalog {
    /// What the kinds beside achievements add to the checked catalog, and
    /// each resource's images (its default image first, then each locale's).
    struct OtherKinds {
        var leaderboards: [Leaderboard] = []
        var sets: [LeaderboardSet] = []
        var activities: [Activity] = []
        var challenges: [GameCenterChallenge] = []
        var images: [GameKitResourceKey: [Located<String>]] = [:]
        var locales: [(code: String, position: SourcePosition)] = []
    }

    /// Reads the active resources of every kind beside achievements; what
    /// cannot be read as the catalog's model goes to `problem`.
    static func otherKinds(_ parts: GameKitResources.Resources, index: GameKitImport.PartsIndex, problem: (String, SourcePosition) -> Void) -> OtherKinds {
        var kinds = OtherKinds()
        var seenLocales: Set<String> = []
        let archivedLeaderboards = Set(parts.leaderboards.filter(\.archived).map(\.vendorIdentifier))
        let archivedAchievements = Set(parts.achievements.filter(\.archived).map(\.vendorIdentifier))
        func located(_ value: String, _ part: String, _ offset: Int, _ key: String) -> Located<String> {
            Located(value, at: index.position(part, offset, key))
        }
        /// A localization's language, its texts' positions, and the locale kept for the catalog's languages.
        func language(_ part: String, _ id: String, _ offset: Int, _ locale: String) -> Located<String> {
            let position = index.position(part, id: id, offset, "locale")
            if seenLocales.insert(locale).inserted { kinds.locales.append((locale, position)) }
            return Located(locale, at: position)
        }
        func optionalText(_ value: String?, _ part: String, _ id: String, _ offset: Int, _ key: String) -> Located<String>? {
            guard let value, !value.isEmpty else { return nil }
            return Located(value, at: index.position(part, id: id, offset, key))
        }
        /// Each locale's image url of a resource, at its place in the file.
        func localeImages(_ images: [String: [GameKitResources.Image]], part: String, localIDs: [String]) -> [Located<String>] {
            localIDs.compactMap { localID in images[localID]?.first.map { Located($0.url, at: index.position(part, id: localID, 0, "url")) } }
        }
        /// The active entries of a kind's list, each ID once (a repeated one
        /// said so); none when the list is longer than import reads.
        func checked<Entry>(_ kind: GameCenterKind, _ list: [Entry], _ part: String, id: (Entry) -> String, archived: (Entry) -> Bool) -> [(offset: Int, element: Entry)] {
            guard list.count <= GameKitImport.maxPerKind else {
                problem("the bundle has \(list.count) \(kind.plural); a bundle holds at most \(GameKitImport.maxPerKind), as import reads them", index.parts[part] ?? .startOfFile)
                return []
            }
            var first: [String: Int] = [:]
            return list.enumerated().filter { offset, entry in
                if let earlier = first[id(entry)] {
                    problem("the \(kind.noun) ID '\(clean(id(entry)))' is listed twice (first as \(kind.noun) \(earlier + 1)); IDs are unique, archived ones included",
                            index.position(part, offset, "vendorIdentifier"))
                    return false
                }
                first[id(entry)] = offset
                return !archived(entry)
            }
        }
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: continue  // read by `catalog(bundle:)` itself
            case .leaderboard:
                for (offset, entry) in checked(kind, parts.leaderboards, "leaderboards", id: \.vendorIdentifier, archived: \.archived) {
                    let part = "leaderboards", id = located(entry.vendorIdentifier, part, offset, "vendorIdentifier")
                    func choice<Value: RawRepresentable & CaseIterable>(_ raw: String, _ key: String, as _: Value.Type) -> Located<Value>? where Value.RawValue == String {
                        // A value no catalog holds is refused by `valueFindings`; the leaderboard stays (with the first value
                        // in its place), so what names it is not reported again as naming nothing.
                        guard let value = Value(rawValue: raw) ?? Value.allCases.first else { return nil }
                        return Located(value, at: index.position(part, offset, key))
                    }
                    guard let format = choice(entry.defaultFormatter, "defaultFormatter", as: LeaderboardFormatter.self),
                          let sort = choice(entry.scoreSortType, "scoreSortType", as: ScoreSortOrder.self),
                          let submission = choice(entry.submissionType, "submissionType", as: ScoreSubmission.self) else { continue }
                    var range: ScoreRange?
                    if let start = entry.scoreRangeStart, let end = entry.scoreRangeEnd {
                        if let low = Int(start), let high = Int(end) {
                            range = ScoreRange(start: Located(low, at: index.position(part, offset, "scoreRangeStart")),
                                               end: Located(high, at: index.position(part, offset, "scoreRangeEnd")))
                        }
                    }
                    var recurrence: LeaderboardRecurrence?
                    if let start = entry.recurrenceStartDate, let duration = entry.recurrenceDuration, let rule = entry.recurrenceRule {
                        recurrence = LeaderboardRecurrence(start: located(start, part, offset, "recurrenceStartDate"),
                                                           duration: located(duration, part, offset, "recurrenceDuration"),
                                                           rule: located(rule, part, offset, "recurrenceRule"), position: index.position(part, offset, "recurrenceStartDate"))
                    }
                    let texts = parts.leaderboardLocalizations[id.value] ?? []
                    let textPart = "leaderboardLocalizations"
                    let localizations = texts.enumerated().map { item, text in
                        LeaderboardLocalization(
                            language: language(textPart, id.value, item, text.locale), title: Located(text.name, at: index.position(textPart, id: id.value, item, "name")),
                            description: optionalText(text.description, textPart, id.value, item, "description"),
                            format: text.formatterOverride.flatMap { raw in LeaderboardFormatter(rawValue: raw).map { Located($0, at: index.position(textPart, id: id.value, item, "formatterOverride")) } },
                            suffix: optionalText(text.formatterSuffix, textPart, id.value, item, "formatterSuffix"),
                            suffixSingular: optionalText(text.formatterSuffixSingular, textPart, id.value, item, "formatterSuffixSingular"))
                    }
                    var leaderboard = Leaderboard(
                        position: index.position(part, offset), key: id, id: id, referenceName: located(entry.referenceName, part, offset, "referenceName"),
                        format: format, sort: sort, submission: submission, range: range, recurrence: recurrence,
                        hidden: Located(entry.visibility == "HIDE_FOR_ALL", at: index.position(part, offset, "visibility")), image: nil,
                        localizations: localizations, localizationsPosition: index.maps[textPart]?[id.value]?.position ?? id.position)
                    leaderboard.activityProperties = properties(in: index.entry(part, offset, "activityProperties"))
                    kinds.leaderboards.append(leaderboard)
                    kinds.images[GameKitResourceKey(kind: kind, id: id.value)] = localeImages(parts.leaderboardImages, part: "leaderboardImages", localIDs: texts.map(\.localID))
                }
            case .leaderboardSet:
                for (offset, entry) in checked(kind, parts.leaderboardSets, "leaderboardSets", id: \.vendorIdentifier, archived: { _ in false }) {
                    let part = "leaderboardSets", id = located(entry.vendorIdentifier, part, offset, "vendorIdentifier")
                    let texts = parts.leaderboardSetLocalizations[id.value] ?? []
                    let textPart = "leaderboardSetLocalizations"
                    let members = index.maps["leaderboardSetMemberships"]?[id.value]?.items?.first?.member("leaderboardLocalIDs")
                    // An archived leaderboard is named by `valueFindings`, and left out here as import leaves it out.
                    let leaderboards = (parts.leaderboardSetMemberships[id.value]?.first?.leaderboardLocalIDs ?? []).enumerated().compactMap { item, member in
                        archivedLeaderboards.contains(member) ? nil : Located(member, at: members?.items.flatMap { item < $0.count ? $0[item].position : nil } ?? id.position)
                    }
                    kinds.sets.append(LeaderboardSet(
                        position: index.position(part, offset), key: id, id: id, referenceName: located(entry.referenceName, part, offset, "referenceName"),
                        leaderboards: leaderboards, leaderboardsPosition: members?.position ?? id.position, image: nil,
                        localizations: texts.enumerated().map { item, text in
                            LeaderboardSetLocalization(language: language(textPart, id.value, item, text.locale),
                                                       title: Located(text.name, at: index.position(textPart, id: id.value, item, "name")))
                        },
                        localizationsPosition: index.maps[textPart]?[id.value]?.position ?? id.position))
                    kinds.images[GameKitResourceKey(kind: kind, id: id.value)] = localeImages(parts.leaderboardSetImages, part: "leaderboardSetImages", localIDs: texts.map(\.localID))
                }
            case .activity:
                for (offset, entry) in checked(kind, parts.gameActivities, "gameActivities", id: \.vendorIdentifier, archived: \.archived) {
                    let part = "gameActivities", id = located(entry.vendorIdentifier, part, offset, "vendorIdentifier")
                    let texts = parts.gameActivityLocalizations[id.value] ?? []
                    let textPart = "gameActivityLocalizations"
                    var activity = Activity(
                        position: index.position(part, offset), key: id, id: id, referenceName: located(entry.referenceName, part, offset, "referenceName"),
                        localizations: texts.enumerated().map { item, text in
                            TitledTexts(language: language(textPart, id.value, item, text.locale), title: Located(text.name, at: index.position(textPart, id: id.value, item, "name")),
                                        description: optionalText(text.description, textPart, id.value, item, "description"))
                        },
                        localizationsPosition: index.maps[textPart]?[id.value]?.position ?? id.position)
                    activity.minimumPlayers = entry.minimumPlayersCount.map { Located($0, at: index.position(part, offset, "minimumPlayersCount")) }
                    activity.maximumPlayers = entry.maximumPlayersCount.map { Located($0, at: index.position(part, offset, "maximumPlayersCount")) }
                    activity.partyCode = Located(entry.supportsPartyCode, at: index.position(part, offset, "supportsPartyCode"))
                    if let object = index.entry(part, offset, "properties") {
                        activity.properties = properties(in: object)
                        activity.propertiesPosition = object.position
                    }
                    activity.fallbackURL = parts.gameActivityFallbackURLs[id.value].map { Located($0, at: index.position("gameActivityFallbackURLs", id: id.value)) }
                    let associated = parts.gameActivityAssociatedResources
                    activity.leaderboards = (associated.leaderboards[id.value] ?? []).enumerated().compactMap { item, other in
                        archivedLeaderboards.contains(other) ? nil
                            : Located(other, at: index.association(GameKitResources.AssociatedResources.leaderboardWord, activity: id.value, item))
                    }
                    activity.achievements = (associated.achievements[id.value] ?? []).enumerated().compactMap { item, other in
                        archivedAchievements.contains(other) ? nil
                            : Located(other, at: index.association(GameKitResources.AssociatedResources.achievementWord, activity: id.value, item))
                    }
                    kinds.activities.append(activity)
                    let defaultImage = parts.gameActivityDefaultImages[id.value].map { Located($0.url, at: index.position("gameActivityDefaultImages", id: id.value, nil, "url")) }
                    kinds.images[GameKitResourceKey(kind: kind, id: id.value)] = (defaultImage.map { [$0] } ?? [])
                        + localeImages(parts.gameActivityImages, part: "gameActivityImages", localIDs: texts.map(\.localID))
                }
            case .gameCenterChallenge:
                for (offset, entry) in checked(kind, parts.challenges, "challenges", id: \.vendorIdentifier, archived: \.archived) {
                    let part = "challenges", id = located(entry.vendorIdentifier, part, offset, "vendorIdentifier")
                    guard entry.challengeType == GameKitResources.Challenge.leaderboardType else { continue }  // named by `valueFindings`
                    let texts = parts.challengeLocalizations[id.value] ?? []
                    let textPart = "challengeLocalizations"
                    let leaderboard = parts.challengeLeaderboardRelationships[id.value]?.first.map {
                        Located($0.leaderboardLocalID, at: index.position("challengeLeaderboardRelationships", id: id.value, 0, "leaderboardLocalID"))
                    }
                    // One on an archived leaderboard is named by `valueFindings` and not checked, as import leaves it out.
                    if let leaderboard, archivedLeaderboards.contains(leaderboard.value) { continue }
                    guard let leaderboard else {
                        problem("challenge '\(clean(id.value))' names no leaderboard (challengeLeaderboardRelationships); a challenge is built on one", id.position)
                        continue
                    }
                    var challenge = GameCenterChallenge(
                        position: index.position(part, offset), key: id, id: id, referenceName: located(entry.referenceName, part, offset, "referenceName"),
                        leaderboard: leaderboard,
                        localizations: texts.enumerated().map { item, text in
                            TitledTexts(language: language(textPart, id.value, item, text.locale), title: Located(text.name, at: index.position(textPart, id: id.value, item, "name")),
                                        description: optionalText(text.description, textPart, id.value, item, "description"))
                        },
                        localizationsPosition: index.maps[textPart]?[id.value]?.position ?? id.position)
                    challenge.repeatable = Located(entry.repeatable, at: index.position(part, offset, "repeatable"))
                    let durations = index.entry(part, offset, "allowedDurations")?.items ?? []
                    challenge.durations = entry.allowedDurations.enumerated().compactMap { item, raw in
                        let position = item < durations.count ? durations[item].position : id.position
                        return ChallengeDuration(rawValue: raw).map { Located($0, at: position) }
                    }
                    kinds.challenges.append(challenge)
                    let defaultImage = parts.challengeDefaultImages[id.value].map { Located($0.url, at: index.position("challengeDefaultImages", id: id.value, nil, "url")) }
                    kinds.images[GameKitResourceKey(kind: kind, id: id.value)] = (defaultImage.map { [$0] } ?? [])
                        + localeImages(parts.challengeImages, part: "challengeImages", localIDs: texts.map(\.localID))
                }
            }
        }
        return kinds
    }
}
