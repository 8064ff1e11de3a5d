import AchievementsCatalog
import FileAccess
import SourceDiagnostics

/// The bundle's JSON for every kind the catalog holds, kind by kind.
extension GameKitExport {
    /// One resource's image as the export copies it: the file in the
    /// artwork folder, where the catalog names it, and whether the resource
    /// must have one (an achievement's, or any `image:` written).
    package struct ImageSource: Sendable, Hashable {
        /// The resource's kind.
        package var kind: GameCenterKind
        /// The resource's ID.
        package var id: String
        /// The catalog language whose own image it is, or `nil` for the resource's image.
        package var language: String? = nil
        /// The file name in the artwork folder.
        package var file: String
        /// Where the catalog names it (its `image:`, else its key).
        package var position: SourcePosition
        /// Whether a missing file is worth a warning.
        package var isRequired: Bool
    }

    /// Every resource's image, kind by kind: an achievement's `KEY.png` or
    /// `image:`; a leaderboard's or set's `image:`, or `KEY.png` when it
    /// exists; an activity's or challenge's `image:` only (they have no
    /// default name); then each language's own `image:`.
    package static func imageSources(_ catalog: AchievementCatalog) -> [ImageSource] {
        var languages = LanguageImageSources()
        catalog.visitLocalizedResources(&languages)
        return resourceImageSources(catalog) + languages.sources
    }

    /// Each language's own image of every localized resource.
    struct LanguageImageSources: LocalizedResourceVisitor {
        var sources: [ImageSource] = []

        mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
            for resource in resources {
                for localization in resource.localizations {
                    guard let image = localization.image else { continue }
                    sources.append(ImageSource(kind: Resource.kind, id: resource.id.value, language: localization.language.value, file: image.value,
                                               position: image.position, isRequired: true))
                }
            }
        }
    }

    /// Every resource's own image, kind by kind.
    static func resourceImageSources(_ catalog: AchievementCatalog) -> [ImageSource] {
        func named(_ kind: GameCenterKind, _ id: Located<String>, _ key: Located<String>, _ image: Located<String>?, defaultName: Bool) -> ImageSource? {
            guard image != nil || defaultName else { return nil }
            return ImageSource(kind: kind, id: id.value, file: image?.value ?? key.value + ".png", position: image?.position ?? key.position, isRequired: image != nil)
        }
        return GameCenterKind.allCases.flatMap { kind -> [ImageSource] in
            switch kind {
            case .achievement:
                catalog.achievements.map { ImageSource(kind: kind, id: $0.id.value, file: $0.imageFile, position: $0.imagePosition, isRequired: true) }
            case .leaderboard: catalog.leaderboards.compactMap { named(kind, $0.id, $0.key, $0.image, defaultName: true) }
            case .leaderboardSet: catalog.leaderboardSets.compactMap { named(kind, $0.id, $0.key, $0.image, defaultName: true) }
            case .activity: catalog.activities.compactMap { named(kind, $0.id, $0.key, $0.image, defaultName: false) }
            case .gameCenterChallenge: catalog.gameCenterChallenges.compactMap { named(kind, $0.id, $0.key, $0.image, defaultName: false) }
            }
        }
    }

    /// The resources of a valid catalog, and the artwork file each image
    /// path of the bundle is copied from. `imageFile` gives the artwork file
    /// of a resource's image by kind, ID and catalog language (`nil`: its
    /// default image), with the extension its bytes call for (`png`, or a
    /// JPEG's `jpg` or `jpeg`), or `nil` when there is none to copy.
    ///
    /// Each locale's path gets that language's image (its own, else the
    /// resource's), and an activity's or challenge's default path the
    /// resource's image. A retired ID is written archived (a set's
    /// not at all: sets have no archived state).
    package static func resources(_ catalog: AchievementCatalog, imageFile: (GameCenterKind, String, String?) -> (file: String, fileExtension: String)?)
        -> (resources: GameKitResources, files: [String: String]) {
        var resources = GameKitResources.Resources(achievements: [], achievementLocalizations: [:], achievementImages: [:])
        var files: [String: String] = [:]
        /// The image of a locale (or, with no locale, the default image) at the path Xcode names it.
        func image(_ kind: GameCenterKind, _ id: String, language: String?, locale: String?) -> [GameKitResources.Image] {
            guard let (file, fileExtension) = imageFile(kind, id, language) else { return [] }
            let localID = locale.map { GameKitResources.localID(id, $0) } ?? id
            let url = locale.map { GameKitResources.imagePath(kind, locale: $0, localID: localID, extension: fileExtension) }
                ?? GameKitResources.defaultImagePath(kind, id: id, extension: fileExtension)
            files[url] = file
            return [GameKitResources.Image(localID: localID, url: url)]
        }
        let leaderboardID = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        let achievementID = Dictionary(catalog.achievements.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        for kind in GameCenterKind.allCases {
            let retired = catalog.retiredIDs(of: kind).map(\.value)
            switch kind {
            case .achievement:
                for achievement in catalog.achievements {
                    let id = achievement.id.value
                    resources.achievements.append(.init(activityProperties: properties(achievement.activityProperties), archived: false, points: achievement.points.value,
                                                        referenceName: achievement.referenceName.value, repeatable: achievement.isRepeatable,
                                                        showBeforeEarned: !achievement.hidden.value, vendorIdentifier: id))
                    var texts: [GameKitResources.Localization] = []
                    for language in catalog.languages {
                        guard let localization = achievement.localization(for: language.code.value) else { continue }
                        let locale = language.ascLocale.value, localID = GameKitResources.localID(id, locale)
                        texts.append(.init(afterEarnedDescription: localization.effectiveEarnedDescription.value,
                                           beforeEarnedDescription: localization.description.value, locale: locale, localID: localID, name: localization.title.value))
                        let located = image(kind, id, language: language.code.value, locale: locale)
                        if !located.isEmpty { resources.achievementImages[localID] = located }
                    }
                    resources.achievementLocalizations[id] = texts
                }
                for id in retired {
                    resources.achievements.append(.init(activityProperties: [:], archived: true, points: 0, referenceName: id, repeatable: false,
                                                        showBeforeEarned: true, vendorIdentifier: id))
                }
            case .leaderboard:
                for leaderboard in catalog.leaderboards {
                    let id = leaderboard.id.value
                    resources.leaderboards.append(.init(
                        activityProperties: properties(leaderboard.activityProperties), archived: false, defaultFormatter: leaderboard.format.value.rawValue,
                        recurrence: leaderboard.recurrence.map { ($0.start.value, $0.duration.value, $0.rule.value) },
                        referenceName: leaderboard.referenceName.value,
                        scoreRange: leaderboard.range.map { (String($0.start.value), String($0.end.value)) },
                        scoreSortType: leaderboard.sort.value.rawValue, submissionType: leaderboard.submission.value.rawValue,
                        vendorIdentifier: id, visibility: leaderboard.hidden?.value == true ? "HIDE_FOR_ALL" : "SHOW_FOR_ALL"))
                    var texts: [GameKitResources.LeaderboardLocalization] = []
                    for language in catalog.languages {
                        guard let localization = leaderboard.localization(for: language.code.value) else { continue }
                        let locale = language.ascLocale.value, localID = GameKitResources.localID(id, locale)
                        texts.append(.init(description: localization.description?.value, formatterOverride: localization.format?.value.rawValue,
                                           formatterSuffix: localization.suffix?.value, formatterSuffixSingular: localization.suffixSingular?.value,
                                           locale: locale, localID: localID, name: localization.title.value))
                        let located = image(kind, id, language: language.code.value, locale: locale)
                        if !located.isEmpty { resources.leaderboardImages[localID] = located }
                    }
                    resources.leaderboardLocalizations[id] = texts
                }
                for id in retired {
                    resources.leaderboards.append(.init(archived: true, defaultFormatter: LeaderboardFormatter.integer.rawValue, recurrence: nil, referenceName: id,
                                                        scoreRange: nil, scoreSortType: ScoreSortOrder.descending.rawValue,
                                                        submissionType: ScoreSubmission.bestScore.rawValue, vendorIdentifier: id, visibility: "SHOW_FOR_ALL"))
                }
            case .leaderboardSet:
                for set in catalog.leaderboardSets {
                    let id = set.id.value
                    resources.leaderboardSets.append(.init(referenceName: set.referenceName.value, vendorIdentifier: id))
                    resources.leaderboardSetLocalizations[id] = named(kind, id, set.localizations.map { ($0.language.value, $0.title.value, nil) },
                                                                      images: &resources.leaderboardSetImages)
                    resources.leaderboardSetMemberships[id] = [.init(leaderboardLocalIDs: set.leaderboards.compactMap { leaderboardID[$0.value] }, localID: id)]
                }
            case .activity:
                for activity in catalog.activities {
                    let id = activity.id.value
                    resources.gameActivities.append(.init(
                        archived: false, maximumPlayersCount: activity.maximumPlayers?.value, minimumPlayersCount: activity.minimumPlayers?.value,
                        playStyle: activity.playStyle?.value.rawValue,
                        properties: properties(activity.properties),
                        referenceName: activity.referenceName.value, supportsPartyCode: activity.partyCode?.value ?? false, vendorIdentifier: id))
                    resources.gameActivityLocalizations[id] = named(kind, id, activity.localizations.map { ($0.language.value, $0.title.value, $0.description?.value) },
                                                                    images: &resources.gameActivityImages)
                    resources.gameActivityDefaultImages[id] = image(kind, id, language: nil, locale: nil).first
                    if let url = activity.fallbackURL?.value { resources.gameActivityFallbackURLs[id] = url }
                    let leaderboards = activity.leaderboards.compactMap { leaderboardID[$0.value] }
                    let achievements = activity.achievements.compactMap { achievementID[$0.value] }
                    if !leaderboards.isEmpty { resources.gameActivityAssociatedResources.leaderboards[id] = leaderboards }
                    if !achievements.isEmpty { resources.gameActivityAssociatedResources.achievements[id] = achievements }
                }
                for id in retired {
                    resources.gameActivities.append(.init(archived: true, maximumPlayersCount: nil, minimumPlayersCount: nil, playStyle: nil, properties: [:],
                                                          referenceName: id, supportsPartyCode: false, vendorIdentifier: id))
                }
            case .gameCenterChallenge:
                for challenge in catalog.gameCenterChallenges {
                    let id = challenge.id.value
                    resources.challenges.append(.init(allowedDurations: challenge.durations.map(\.value.rawValue), archived: false,
                                                      referenceName: challenge.referenceName.value, repeatable: challenge.repeatable?.value ?? false,
                                                      vendorIdentifier: id))
                    resources.challengeLocalizations[id] = named(kind, id, challenge.localizations.map { ($0.language.value, $0.title.value, $0.description?.value) },
                                                                 images: &resources.challengeImages)
                    resources.challengeDefaultImages[id] = image(kind, id, language: nil, locale: nil).first
                    if let leaderboard = leaderboardID[challenge.leaderboard.value] {
                        resources.challengeLeaderboardRelationships[id] = [.init(leaderboardLocalID: leaderboard, localID: id)]
                    }
                }
                for id in retired {
                    resources.challenges.append(.init(allowedDurations: [], archived: true, referenceName: id, repeatable: false, vendorIdentifier: id))
                }
            }
        }
        return (GameKitResources(meta: .init(version: GameKitResources.formatVersion), resources: resources), files)

        /// Properties as the bundle's map (a key twice keeps its first value; `activity-property` reports none twice).
        func properties(_ properties: [ActivityProperty]) -> [String: String] {
            Dictionary(properties.map { ($0.key.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
        }

        /// The texts of a kind with a name (and a description), in the
        /// catalog's language order, and each locale's image into `images`.
        func named(_ kind: GameCenterKind, _ id: String, _ texts: [(language: String, title: String, description: String?)],
                   images: inout [String: [GameKitResources.Image]]) -> [GameKitResources.NamedLocalization] {
            var localizations: [GameKitResources.NamedLocalization] = []
            for language in catalog.languages {
                guard let text = texts.first(where: { $0.language == language.code.value }) else { continue }
                let locale = language.ascLocale.value, localID = GameKitResources.localID(id, locale)
                localizations.append(.init(description: text.description, locale: locale, localID: localID, name: text.title))
                let located = image(kind, id, language: language.code.value, locale: locale)
                if !located.isEmpty { images[localID] = located }
            }
            return localizations
        }
    }
}
