import AchievementsCatalog
import FileAccess
import SourceDiagnostics

/// The leaderboards, sets, activities and challenges of Xcode's bundle, in
/// the adopted catalog's terms, with the one image each keeps.
extension GameKitImport {
    /// An image a resource keeps in the catalog: the bundle's file, and where the JSON names it.
    struct ImagePick {
        var kind: GameCenterKind
        var id: String
        /// The locale whose own image it is, or `nil` for the resource's image.
        var locale: String?
        var path: String
        var position: SourcePosition
        var url: String
    }

    /// What the kinds beside achievements add to the adopted catalog.
    struct Adopting {
        var leaderboards: [AdoptedCatalog.Leaderboard] = []
        var sets: [AdoptedCatalog.LeaderboardSet] = []
        var activities: [AdoptedCatalog.Activity] = []
        var challenges: [AdoptedCatalog.Challenge] = []
        var retired: [(id: String, reason: String, kind: GameCenterKind)] = []
        var images: [ImagePick] = []
    }

    /// Where each entry of the bundle's parts is, by dictionary, so a lookup never searches a list.
    struct PartsIndex {
        var lists: [String: [JSONValue]] = [:]
        var maps: [String: [String: JSONValue]] = [:]
        var parts: [String: SourcePosition] = [:]

        init(_ root: JSONValue) {
            guard case .object(let members)? = root.member("resources")?.content else { return }
            for member in members {
                parts[member.key] = member.value.position
                if let items = member.value.items { lists[member.key] = items }
                if let values = member.value.members { maps[member.key] = values }
            }
        }

        /// The entry `offset` of the list `part`, or its `key`.
        func entry(_ part: String, _ offset: Int, _ key: String? = nil) -> JSONValue? {
            guard let items = lists[part], offset < items.count else { return nil }
            return key.map { items[offset].member($0) } ?? items[offset]
        }

        /// Where the entry `offset` of the list `part` (or its `key`) starts.
        func position(_ part: String, _ offset: Int, _ key: String? = nil) -> SourcePosition {
            entry(part, offset, key)?.position ?? entry(part, offset)?.position ?? .startOfFile
        }

        /// Where the `offset`th ID associated with `activity` under the kind
        /// word `word` is, in the mixed list of associations.
        func association(_ word: String, activity: String, _ offset: Int) -> SourcePosition {
            let items = lists["gameActivityAssociatedResources"] ?? []
            for (index, item) in items.enumerated() where index + 1 < items.count {
                guard case .string(word) = item.content, let ids = items[index + 1].member(activity)?.items else { continue }
                return offset < ids.count ? ids[offset].position : items[index + 1].position
            }
            return parts["gameActivityAssociatedResources"] ?? .startOfFile
        }

        /// Where the value of `id` in the map `part` starts; with `offset`, its list's item, and with `key`, that item's key.
        func position(_ part: String, id: String, _ offset: Int? = nil, _ key: String? = nil) -> SourcePosition {
            guard let value = maps[part]?[id] else { return .startOfFile }
            guard let offset else { return key.flatMap { value.member($0)?.position } ?? value.position }
            guard let items = value.items, offset < items.count else { return value.position }
            return key.flatMap { items[offset].member($0)?.position } ?? items[offset].position
        }
    }

    /// The most resources of one kind a bundle may list: App Store Connect
    /// holds at most 500 leaderboards per app; ten times that and more.
    static let maxPerKind = ImportLimits.leaderboardRows

    /// Reads every kind beside achievements; errors and warnings go to `report`.
    static func otherKinds(_ parts: GameKitResources.Resources, index: PartsIndex, bundle: String, spelling: inout [String: String],
                           comparedBytes: inout Int, readImage: (String) -> Result<[UInt8], FileBytes.Failure>,
                           report: (Severity, String, SourcePosition) -> Void) -> Adopting {
        var adopting = Adopting()
        let reason = "archived in Xcode's Game Center bundle"
        /// Each locale once per resource, one spelling per locale in the whole bundle.
        func checkLocales(_ id: String, _ locales: [String], part: String) {
            var seen: Set<String> = []
            for (offset, locale) in locales.enumerated() {
                let folded = locale.lowercased()
                if !seen.insert(folded).inserted {
                    report(.error, "'\(clean(id))' has the locale '\(clean(locale))' twice; each locale once", index.position(part, id: id, offset, "locale"))
                } else if let first = spelling[folded], first != locale {
                    report(.error, "the locale '\(clean(locale))' of '\(clean(id))' is spelled '\(clean(first))' elsewhere; one spelling per locale",
                           index.position(part, id: id, offset, "locale"))
                }
                spelling[folded] = spelling[folded] ?? locale
            }
        }
        /// The active entries of a kind's list, each ID once; archived ones go to `retired`.
        func active<Entry>(_ kind: GameCenterKind, _ list: [Entry], part: String, id: (Entry) -> String, archived: (Entry) -> Bool) -> [(offset: Int, entry: Entry)] {
            guard list.count <= maxPerKind else {
                report(.error, "the bundle has \(list.count) \(kind.plural); import reads at most \(maxPerKind)", index.parts[part] ?? .startOfFile)
                return []
            }
            var seen: Set<String> = []
            var kept: [(offset: Int, entry: Entry)] = []
            for (offset, entry) in list.enumerated() {
                guard seen.insert(id(entry)).inserted else {
                    report(.error, "the \(kind.noun) ID '\(clean(id(entry)))' is listed twice; IDs are unique", index.position(part, offset, "vendorIdentifier"))
                    continue
                }
                if archived(entry) {
                    if kind.canArchive { adopting.retired.append((id(entry), reason, kind)) }
                    continue
                }
                kept.append((offset, entry))
            }
            return kept
        }
        func pick(_ kind: GameCenterKind, _ id: String, locales: [(locale: String, url: String, position: SourcePosition)], defaultImage: (url: String, position: SourcePosition)?) {
            adopting.images += picks(kind, id, defaultImage: defaultImage, locales: locales, bundle: bundle, budget: &comparedBytes, readImage: readImage, report: report)
        }
        func localeImages(_ images: [String: [GameKitResources.Image]], part: String, texts: [(localID: String, locale: String)]) -> [(locale: String, url: String, position: SourcePosition)] {
            texts.compactMap { text in
                images[text.localID]?.first.map { (text.locale, $0.url, index.position(part, id: text.localID, 0, "url")) }
            }
        }
        func noTexts(_ kind: GameCenterKind, _ id: String, at position: SourcePosition) {
            report(.warning, "\(kind.noun) '\(clean(id))' has no localization; the catalog needs its texts in every language", position)
        }
        let leaderboardIDs = Set(parts.leaderboards.filter { !$0.archived }.map(\.vendorIdentifier))
        let allLeaderboardIDs = Set(parts.leaderboards.map(\.vendorIdentifier))
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: continue  // read by `catalog(fromBundle:)` itself
            case .leaderboard:
                for (offset, leaderboard) in active(kind, parts.leaderboards, part: "leaderboards", id: \.vendorIdentifier, archived: \.archived) {
                    let id = leaderboard.vendorIdentifier
                    let texts = parts.leaderboardLocalizations[id] ?? []
                    checkLocales(id, texts.map(\.locale), part: "leaderboardLocalizations")
                    if texts.isEmpty { noTexts(kind, id, at: index.position("leaderboards", offset, "vendorIdentifier")) }
                    var range: (String, String)?
                    if let start = leaderboard.scoreRangeStart, let end = leaderboard.scoreRangeEnd { range = (start, end) }
                    else if leaderboard.scoreRangeStart != nil || leaderboard.scoreRangeEnd != nil {
                        report(.warning, "the score range of '\(clean(id))' has one end only; a range needs both, so it is not imported",
                               index.position("leaderboards", offset, leaderboard.scoreRangeStart == nil ? "scoreRangeEnd" : "scoreRangeStart"))
                    }
                    var recurrence: (String, String, String)?
                    if let start = leaderboard.recurrenceStartDate, let duration = leaderboard.recurrenceDuration, let rule = leaderboard.recurrenceRule {
                        recurrence = (start, duration, rule)
                    } else if leaderboard.recurrenceStartDate != nil || leaderboard.recurrenceDuration != nil || leaderboard.recurrenceRule != nil {
                        report(.warning, "the recurrence of '\(clean(id))' lacks a start date, duration or rule; it is imported as a classic leaderboard",
                               index.position("leaderboards", offset))
                    }
                    var adopted = AdoptedCatalog.Leaderboard(
                        id: id, referenceName: leaderboard.referenceName, format: leaderboard.defaultFormatter, sort: leaderboard.scoreSortType,
                        submission: leaderboard.submissionType, range: range, recurrence: recurrence, hidden: leaderboard.visibility == "HIDE_FOR_ALL",
                        texts: texts.map { text in
                            let optional = ["description": text.description, "format": text.formatterOverride, "suffix": text.formatterSuffix,
                                            "suffixSingular": text.formatterSuffixSingular].compactMapValues { $0 }.filter { !$0.value.isEmpty }
                            return .init(locale: text.locale, title: text.name, optional: optional)
                        })
                    adopted.activityProperties = properties(leaderboard.activityProperties, in: index.entry("leaderboards", offset, "activityProperties"))
                    adopting.leaderboards.append(adopted)
                    pick(kind, id, locales: localeImages(parts.leaderboardImages, part: "leaderboardImages", texts: texts.map { ($0.localID, $0.locale) }), defaultImage: nil)
                }
            case .leaderboardSet:
                for (offset, set) in active(kind, parts.leaderboardSets, part: "leaderboardSets", id: \.vendorIdentifier, archived: { _ in false }) {
                    let id = set.vendorIdentifier
                    let texts = parts.leaderboardSetLocalizations[id] ?? []
                    checkLocales(id, texts.map(\.locale), part: "leaderboardSetLocalizations")
                    if texts.isEmpty { noTexts(kind, id, at: index.position("leaderboardSets", offset, "vendorIdentifier")) }
                    let members = parts.leaderboardSetMemberships[id]?.first?.leaderboardLocalIDs ?? []
                    for (position, member) in members.enumerated() where !allLeaderboardIDs.contains(member) {
                        report(.warning, "the set '\(clean(id))' lists '\(clean(member))', which the bundle does not define as a leaderboard; it is left out of the set",
                               index.maps["leaderboardSetMemberships"]?[id]?.items?.first?.member("leaderboardLocalIDs")?.items?[position].position ?? .startOfFile)
                    }
                    adopting.sets.append(AdoptedCatalog.LeaderboardSet(id: id, referenceName: set.referenceName, leaderboardIDs: members.filter { allLeaderboardIDs.contains($0) },
                                                                       texts: texts.map { .init(locale: $0.locale, title: $0.name) }))
                    pick(kind, id, locales: localeImages(parts.leaderboardSetImages, part: "leaderboardSetImages", texts: texts.map { ($0.localID, $0.locale) }), defaultImage: nil)
                }
            case .activity:
                let achievementIDs = Set(parts.achievements.map(\.vendorIdentifier))
                for (offset, activity) in active(kind, parts.gameActivities, part: "gameActivities", id: \.vendorIdentifier, archived: \.archived) {
                    let id = activity.vendorIdentifier
                    let texts = parts.gameActivityLocalizations[id] ?? []
                    checkLocales(id, texts.map(\.locale), part: "gameActivityLocalizations")
                    if texts.isEmpty { noTexts(kind, id, at: index.position("gameActivities", offset, "vendorIdentifier")) }
                    let properties = Self.properties(activity.properties, in: index.entry("gameActivities", offset, "properties"))
                    let associated = (leaderboards: parts.gameActivityAssociatedResources.leaderboards[id] ?? [],
                                      achievements: parts.gameActivityAssociatedResources.achievements[id] ?? [])
                    for (position, unknown) in associated.leaderboards.enumerated() where !allLeaderboardIDs.contains(unknown) {
                        report(.warning, "activity '\(clean(id))' is associated with '\(clean(unknown))', which the bundle does not define as a leaderboard; the association is left out",
                               index.association(GameKitResources.AssociatedResources.leaderboardWord, activity: id, position))
                    }
                    for (position, unknown) in associated.achievements.enumerated() where !achievementIDs.contains(unknown) {
                        report(.warning, "activity '\(clean(id))' is associated with '\(clean(unknown))', which the bundle does not define as an achievement; the association is left out",
                               index.association(GameKitResources.AssociatedResources.achievementWord, activity: id, position))
                    }
                    adopting.activities.append(AdoptedCatalog.Activity(
                        id: id, referenceName: activity.referenceName, minimumPlayers: activity.minimumPlayersCount, maximumPlayers: activity.maximumPlayersCount,
                        partyCode: activity.supportsPartyCode, playStyle: activity.playStyle, properties: properties,
                        fallbackURL: parts.gameActivityFallbackURLs[id], achievementIDs: associated.achievements.filter(achievementIDs.contains),
                        leaderboardIDs: associated.leaderboards.filter(allLeaderboardIDs.contains),
                        texts: texts.map { .init(locale: $0.locale, title: $0.name, description: $0.description) }))
                    pick(kind, id, locales: localeImages(parts.gameActivityImages, part: "gameActivityImages", texts: texts.map { ($0.localID, $0.locale) }),
                         defaultImage: parts.gameActivityDefaultImages[id].map { ($0.url, index.position("gameActivityDefaultImages", id: id, nil, "url")) })
                }
            case .gameCenterChallenge:
                for (offset, challenge) in active(kind, parts.challenges, part: "challenges", id: \.vendorIdentifier, archived: \.archived) {
                    let id = challenge.vendorIdentifier
                    let texts = parts.challengeLocalizations[id] ?? []
                    checkLocales(id, texts.map(\.locale), part: "challengeLocalizations")
                    guard challenge.challengeType == GameKitResources.Challenge.leaderboardType else { continue }  // named by `valueFindings`
                    guard let leaderboard = parts.challengeLeaderboardRelationships[id]?.first?.leaderboardLocalID else {
                        report(.warning, "challenge '\(clean(id))' names no leaderboard (challengeLeaderboardRelationships); a challenge is built on one, so it is not imported",
                               index.position("challenges", offset, "vendorIdentifier"))
                        continue
                    }
                    guard leaderboardIDs.contains(leaderboard) else {
                        // One on an archived leaderboard is named by `valueFindings`, as validate --gamekit names it; its ID
                        // was released with its leaderboard, so it is retired, never to be taken by another resource.
                        if allLeaderboardIDs.contains(leaderboard) {
                            adopting.retired.append((id, "built on a leaderboard archived in Xcode's Game Center bundle", kind))
                        } else {
                            report(.warning, "challenge '\(clean(id))' is built on '\(clean(leaderboard))', no leaderboard of the bundle; it is not imported",
                                   index.position("challengeLeaderboardRelationships", id: id, 0, "leaderboardLocalID"))
                        }
                        continue
                    }
                    if texts.isEmpty { noTexts(kind, id, at: index.position("challenges", offset, "vendorIdentifier")) }
                    adopting.challenges.append(AdoptedCatalog.Challenge(
                        id: id, referenceName: challenge.referenceName, leaderboardID: leaderboard, repeatable: challenge.repeatable,
                        durations: challenge.allowedDurations, texts: texts.map { .init(locale: $0.locale, title: $0.name, description: $0.description) }))
                    pick(kind, id, locales: localeImages(parts.challengeImages, part: "challengeImages", texts: texts.map { ($0.localID, $0.locale) }),
                         defaultImage: parts.challengeDefaultImages[id].map { ($0.url, index.position("challengeDefaultImages", id: id, nil, "url")) })
                }
            }
        }
        return adopting
    }

    /// Properties in the file's order (`object`), which the decoded dictionary does not keep.
    static func properties(_ values: [String: String], in object: JSONValue?) -> [AdoptedCatalog.Property] {
        guard case .object(let members)? = object?.content else { return [] }
        return members.compactMap { member in values[member.key].map { AdoptedCatalog.Property(key: member.key, value: $0) } }
    }

    /// The images a resource keeps: its default image (else its first
    /// locale's) as the resource's, and each locale's whose bytes differ
    /// from it as that locale's own. Files of one size are compared byte for
    /// byte, each read once, while `budget` bytes are left to read; past it,
    /// a locale's image is kept as its own (copied, never dropped unread).
    static func picks(_ kind: GameCenterKind, _ id: String, defaultImage: (url: String, position: SourcePosition)?,
                      locales: [(locale: String, url: String, position: SourcePosition)], bundle: String, budget: inout Int,
                      readImage: (String) -> Result<[UInt8], FileBytes.Failure>, report: (Severity, String, SourcePosition) -> Void) -> [ImagePick] {
        let candidates: [(locale: String?, url: String, position: SourcePosition)] = (defaultImage.map { [(nil, $0.url, $0.position)] } ?? [])
            + locales.map { (Optional($0.locale), $0.url, $0.position) }
        func inside(_ url: String, at position: SourcePosition) -> String? {
            guard let path = insidePath(url, bundle: bundle) else {
                report(.error, "the image '\(clean(url))' of '\(clean(id))' " + (isMissing(url, bundle: bundle) ? "does not exist in the bundle" : "is not a path inside the bundle"),
                       position)
                return nil
            }
            if let links = hardLinks(path) {
                report(.error, "the image '\(clean(url))' of '\(clean(id))' has \(links) hard links; import copies only a file that is the bundle's own, not one shared with a place outside it (copy the file)",
                       position)
                return nil
            }
            return path
        }
        guard let chosen = candidates.first, let chosenPath = inside(chosen.url, at: chosen.position) else { return [] }
        var kept = [ImagePick(kind: kind, id: id, locale: nil, path: chosenPath, position: chosen.position, url: chosen.url)]
        let chosenSize = fileSize(chosenPath)
        var chosenBytes: [UInt8]?
        for candidate in candidates.dropFirst() {
            guard let locale = candidate.locale, let path = inside(candidate.url, at: candidate.position), path != chosenPath else { continue }
            let pick = ImagePick(kind: kind, id: id, locale: locale, path: path, position: candidate.position, url: candidate.url)
            let size = fileSize(path)
            guard size == chosenSize else {
                kept.append(pick)
                continue
            }
            // Each file is read once; past the budget, a locale's image is kept as its own, never taken for the resource's unread.
            if chosenBytes == nil, budget >= chosenSize, case .success(let bytes) = readImage(chosenPath) {
                budget -= chosenSize
                chosenBytes = bytes
            }
            guard let chosenBytes, budget >= size, case .success(let bytes) = readImage(path) else {
                kept.append(pick)
                continue
            }
            budget -= size
            if !FileBytes.same(bytes, chosenBytes) { kept.append(pick) }
        }
        return kept
    }
}
