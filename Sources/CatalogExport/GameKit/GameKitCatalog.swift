import AchievementsCatalog
import CatalogValidation
import FileAccess
import SourceDiagnostics

/// Xcode's Game Center bundle read as a catalog whose every value points
/// into `gameCenterResources.json`, so App Store Connect's rules report at
/// the JSON file's line and column: a team that stays in Xcode still gets
/// the checks (`achievements validate --gamekit`).
package enum GameKitCatalog {
    /// The rules that apply to a bundle: App Store Connect's limits, the
    /// texts and the images; not the catalog's own (keys, groups, unlock rules).
    package static let ruleIDs: Set<RuleID> = Set([
        IDFormatRule.descriptor, IDLengthRule.descriptor, DuplicateIDRule.descriptor, DuplicateReferenceNameRule.descriptor,
        DuplicateTitleRule.descriptor, AchievementCountRule.descriptor, PointsRangeRule.descriptor, PointsBudgetRule.descriptor,
        ReferenceNameRule.descriptor, TitleLengthRule.descriptor, DescriptionLengthRule.descriptor, MissingLocalizationRule.descriptor,
        ASCLocaleRule.descriptor, WhitespaceRule.descriptor, InvisibleCharactersRule.descriptor,
        LeaderboardCountRule.descriptor, LeaderboardScoreRangeRule.descriptor, LeaderboardRecurrenceRule.descriptor, LeaderboardSetMemberRule.descriptor,
        ActivityPlayersRule.descriptor, ActivityPropertyRule.descriptor, ActivityFallbackURLRule.descriptor, ActivityAssociationRule.descriptor,
        ChallengeLeaderboardRule.descriptor, ChallengeHiddenLeaderboardRule.descriptor, ChallengeDurationsRule.descriptor,
    ].map(\.id))

    /// Every diagnostic of the bundle at `bundle`: how it reads (strictly
    /// as JSON in Xcode's format, as `import gamekit` reads it), then the
    /// rules of ``ruleIDs`` and the image checks of every locale's image.
    package static func validate(bundle: String) -> [Diagnostic] {
        let read = catalog(bundle: bundle)
        guard let (catalog, images) = read.value else { return read.diagnostics }
        let validator = CatalogValidator(rules: CatalogValidator.builtInRules.filter { ruleIDs.contains($0.id) })
        // Every locale's image is checked, each at its `url` in the file: the
        // catalog is checked once per image position with that position's images.
        var artwork: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for index in 0..<(images.values.map(\.count).max() ?? 0) {
            func image(_ kind: GameCenterKind, _ id: String) -> Located<String>? {
                guard let urls = images[GameKitResourceKey(kind: kind, id: id)], index < urls.count else { return nil }
                return urls[index]
            }
            var variant = catalog
            for kind in GameCenterKind.allCases {
                switch kind {
                case .achievement:
                    variant.achievements = catalog.achievements.compactMap { item in image(kind, item.id.value).map { var copy = item; copy.image = $0; return copy } }
                case .leaderboard:
                    variant.leaderboards = catalog.leaderboards.compactMap { item in image(kind, item.id.value).map { var copy = item; copy.image = $0; return copy } }
                case .leaderboardSet:
                    variant.leaderboardSets = catalog.leaderboardSets.compactMap { item in image(kind, item.id.value).map { var copy = item; copy.image = $0; return copy } }
                case .activity:
                    variant.activities = catalog.activities.compactMap { item in image(kind, item.id.value).map { var copy = item; copy.image = $0; return copy } }
                case .gameCenterChallenge:
                    variant.gameCenterChallenges = catalog.gameCenterChallenges.compactMap { item in image(kind, item.id.value).map { var copy = item; copy.image = $0; return copy } }
                }
            }
            for diagnostic in ArtworkCheck().check(variant) where seen.insert(diagnostic).inserted { artwork.append(diagnostic) }
        }
        for achievement in catalog.achievements where images[GameKitResourceKey(kind: .achievement, id: achievement.id.value)] == nil {
            artwork.append(Diagnostic(path: catalog.path, position: achievement.id.position, severity: .error, rule: ArtworkCheck.Rule.missing.id,
                                      message: "'\(achievement.id.value)' has no image; App Store Connect needs one per locale before review"))
        }
        return (read.diagnostics + validator.validate(catalog) + artwork).sortedByPosition()
    }

    /// The bundle as a catalog: languages from the locales it uses, each
    /// active achievement with its texts, and each locale's image that is a
    /// file inside the bundle (keyed by achievement ID, in locale order).
    package static func catalog(bundle: String) -> Staged<(AchievementCatalog, images: [GameKitResourceKey: [Located<String>]])> {
        let path = FilePath.join(bundle, GameKitResources.fileName)
        var diagnostics: [Diagnostic] = []
        func problem(_ message: String, at position: SourcePosition = .startOfFile) {
            diagnostics.append(Diagnostic(path: path, position: position, severity: .error, rule: GameKitImport.rule.id, message: message))
        }
        let bytes: [UInt8]
        let read = GameKitImport.readJSON(bundle: bundle)
        guard let readBytes = read.value else { return .failed(read.diagnostics) }
        bytes = readBytes
        // Strictly JSON in Xcode's format, as import reads it, each value with its line and column.
        let resources: GameKitResources
        let index: PositionIndex
        let parts: GameKitImport.PartsIndex
        switch GameKitImport.decode(bytes) {
        case .success(let decoded):
            (resources, index, parts) = (decoded.resources, PositionIndex(decoded.root), GameKitImport.PartsIndex(decoded.root))
            diagnostics += GameKitImport.unread(decoded.root, path: path)
        case .failure(let unreadable):
            return .failed([Diagnostic(path: path, position: unreadable.position, severity: .error, rule: unreadable.rule, message: unreadable.reason)])
        }
        let all = resources.resources.achievements
        guard all.count <= ImportLimits.rows else {
            problem("the bundle has \(all.count) achievements; a catalog holds at most \(ImportLimits.rows) (App Store Connect allows \(ASCLimits.maxAchievements) per app)")
            return .failed(diagnostics)
        }
        var firstIndex: [String: Int] = [:]
        for (offset, achievement) in all.enumerated() {
            if let earlier = firstIndex[achievement.vendorIdentifier] {
                problem("the achievement ID '\(clean(achievement.vendorIdentifier))' is listed twice (first as achievement \(earlier + 1)); IDs are unique, archived ones included",
                        at: index.achievement(offset, "vendorIdentifier"))
            } else {
                firstIndex[achievement.vendorIdentifier] = offset
            }
        }
        /// The file an image's url names, or `nil` (said so) when it is not a
        /// regular file inside the bundle: only such a file is read, as import reads it.
        func readable(_ url: Located<String>, of id: String) -> String? {
            guard let path = GameKitImport.insidePath(url.value, bundle: bundle) else {
                problem("the image '\(clean(url.value))' of '\(clean(id))' "
                        + (GameKitImport.isMissing(url.value, bundle: bundle) ? "does not exist in the bundle" : "is not a file inside the bundle (no '..', no absolute path, no link)"),
                        at: url.position)
                return nil
            }
            if let links = GameKitImport.hardLinks(path) {
                problem("the image '\(clean(url.value))' of '\(clean(id))' has \(links) hard links; only a file that is the bundle's own is read, not one shared with a place outside it",
                        at: url.position)
                return nil
            }
            return path
        }
        var locales: [(code: String, position: SourcePosition)] = []
        var achievements: [Achievement] = []
        var imagesOf: [GameKitResourceKey: [Located<String>]] = [:]
        // What import copies (each achievement's first image) within its limit, as import counts it.
        var importedBytes = 0
        // A repeated ID is reported above and checked once, at its first entry (its texts are keyed by ID, so they are the same).
        for (offset, achievement) in all.enumerated() where !achievement.archived && firstIndex[achievement.vendorIdentifier] == offset {
            let id = Located(achievement.vendorIdentifier, at: index.achievement(offset, "vendorIdentifier"))
            var texts: [AchievementLocalization] = []
            var image: Located<String>?
            var seenLocales: Set<String> = []
            for (position, entry) in (resources.resources.achievementLocalizations[id.value] ?? []).enumerated() {
                func at(_ key: String) -> SourcePosition { index.localization(id.value, position, key) }
                let locale = Located(entry.locale, at: at("locale"))
                guard seenLocales.insert(entry.locale.lowercased()).inserted else {
                    problem("'\(clean(id.value))' has the locale '\(clean(entry.locale))' twice; each locale once", at: locale.position)
                    continue
                }
                if !locales.contains(where: { $0.code == locale.value }) { locales.append((locale.value, locale.position)) }
                texts.append(AchievementLocalization(
                    language: locale, title: Located(entry.name, at: at("name")),
                    description: Located(entry.beforeEarnedDescription, at: at("beforeEarnedDescription")),
                    earnedDescription: entry.afterEarnedDescription == entry.beforeEarnedDescription ? nil
                        : Located(entry.afterEarnedDescription, at: at("afterEarnedDescription"))))
                guard let url = resources.resources.achievementImages[entry.localID]?.first?.url else { continue }
                let located = Located(url, at: index.image(entry.localID))
                guard let path = readable(located, of: id.value) else { continue }
                if image == nil { importedBytes += GameKitImport.fileSize(path) }
                image = image ?? located
                imagesOf[GameKitResourceKey(kind: .achievement, id: id.value), default: []].append(located)
            }
            var checked = Achievement(
                position: index.achievement(offset, nil), key: id, id: id,
                referenceName: Located(achievement.referenceName, at: index.achievement(offset, "referenceName")),
                group: Located("", at: id.position), threshold: nil, input: nil, type: nil,
                points: Located(achievement.points, at: index.achievement(offset, "points")),
                hidden: Located(!achievement.showBeforeEarned, at: index.achievement(offset, "showBeforeEarned")),
                repeatable: Located(achievement.repeatable, at: index.achievement(offset, "repeatable")), image: image,
                // With no localizations in the file, a missing one is named at the achievement's ID, not at 1:1.
                localizations: texts, localizationsPosition: index.hasLocalizations(id.value) ? index.localizations(id.value) : id.position)
            checked.activityProperties = Self.properties(in: parts.entry("achievements", offset, "activityProperties"))
            achievements.append(checked)
        }
        for finding in GameKitImport.valueFindings(resources.resources, index: parts) {
            diagnostics.append(Diagnostic(path: path, position: finding.position, severity: finding.severity, rule: GameKitImport.rule.id, message: finding.message))
        }
        let others = otherKinds(resources.resources, index: parts) { problem($0, at: $1) }
        for (key, urls) in others.images {
            let kept = urls.filter { readable($0, of: key.id) != nil }
            if let first = kept.first { importedBytes += GameKitImport.fileSize(GameKitImport.insidePath(first.value, bundle: bundle) ?? "") }
            if !kept.isEmpty { imagesOf[key] = kept }
        }
        for locale in others.locales where !locales.contains(where: { $0.code == locale.code }) { locales.append(locale) }
        if importedBytes > ImportLimits.imageBytes {
            problem("the bundle's images add up to more than \(ImportLimits.imageBytes) bytes; import copies at most that much")
        }
        // A locale App Store Connect does not know is reported once, where it
        // first appears, and is no language the others must have.
        for locale in locales where !ASCLimits.localeCodes.contains(locale.code) {
            diagnostics.append(Diagnostic(path: path, position: locale.position, severity: .error, rule: ASCLocaleRule.descriptor.id,
                                          message: "'\(clean(locale.code))' is not an App Store Connect locale code\(ASCLocaleRule.suggestion(for: locale.code))"))
        }
        let languages = locales.filter { ASCLimits.localeCodes.contains($0.code) }
        let start = SourcePosition(line: 1, column: 1)
        var catalog = AchievementCatalog(
            path: path, format: Located(1, at: start), game: Located("", at: start), idPrefix: Located("", at: start),
            languages: languages.map { CatalogLanguage(code: Located($0.code, at: $0.position), ascLocale: Located($0.code, at: $0.position)) },
            languagesPosition: start, metrics: [], inputs: [], inputsPosition: start, groups: [],
            achievements: achievements, achievementsPosition: index.achievementsList, artworkFolder: Located("", at: start))
        catalog.idStyle = Located(.asc, at: start)
        catalog.leaderboards = others.leaderboards
        catalog.leaderboardSets = others.sets
        catalog.activities = others.activities
        catalog.gameCenterChallenges = others.challenges
        return Staged((catalog, imagesOf), diagnostics: diagnostics)
    }

    static func clean(_ text: String) -> String { GameKitImport.clean(text) }

    /// The properties of a JSON object, each key and value at its place in the file.
    static func properties(in object: JSONValue?) -> [ActivityProperty] {
        guard case .object(let members)? = object?.content else { return [] }
        return members.compactMap { member in
            guard case .string(let value) = member.value.content else { return nil }
            return ActivityProperty(key: Located(member.key, at: member.keyPosition), value: Located(value, at: member.value.position))
        }
    }
}

/// Where each value of the bundle's JSON is, from the positions the JSON
/// reader keeps, held in dictionaries so a lookup never searches a list.
struct PositionIndex {
    var achievements: [JSONValue] = []
    var localizations: [String: JSONValue] = [:]
    var images: [String: JSONValue] = [:]
    var achievementsList = SourcePosition(line: 1, column: 1)

    init(_ root: JSONValue) {
        guard let resources = root.member("resources") else { return }
        if let list = resources.member("achievements") {
            achievementsList = list.position
            achievements = list.items ?? []
        }
        localizations = resources.member("achievementLocalizations")?.members ?? [:]
        images = resources.member("achievementImages")?.members ?? [:]
    }

    static let start = SourcePosition(line: 1, column: 1)

    func achievement(_ offset: Int, _ key: String?) -> SourcePosition {
        guard offset < achievements.count else { return Self.start }
        let node = achievements[offset]
        return key.flatMap { node.member($0)?.position } ?? node.position
    }

    func localizations(_ id: String) -> SourcePosition { localizations[id]?.position ?? Self.start }

    func hasLocalizations(_ id: String) -> Bool { localizations[id] != nil }

    func localization(_ id: String, _ offset: Int, _ key: String) -> SourcePosition {
        guard let items = localizations[id]?.items, offset < items.count else { return Self.start }
        return items[offset].member(key)?.position ?? items[offset].position
    }

    func image(_ localID: String) -> SourcePosition {
        guard let first = images[localID]?.items?.first else { return Self.start }
        return first.member("url")?.position ?? first.position
    }
}
