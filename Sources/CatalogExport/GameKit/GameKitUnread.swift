import AchievementsCatalog
import SourceDiagnostics

/// What a bundle holds that `import gamekit` does not bring into the
/// catalog, named so that nothing is dropped without a word: keys Xcode's
/// format does not have, and texts, images or settings for an ID the file
/// does not define.
extension GameKitImport {
    /// The parts of one kind in the bundle: its list, the keys its entries
    /// may have, its texts and their keys, its images, and its other parts
    /// keyed by the resource's ID.
    struct KindParts {
        var kind: GameCenterKind
        var list: String
        var keys: Set<String>
        var localizations: String
        var localizationKeys: Set<String>
        var images: String
        var byID: [String]

        /// The kind with its article, as a message says it: "an achievement".
        var one: String { (kind.noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind.noun }
    }

    /// Every kind's parts, in the order of the kinds.
    static let kindParts: [KindParts] = GameCenterKind.allCases.map { kind in
        switch kind {
        case .achievement:
            KindParts(kind: kind, list: "achievements",
                      keys: ["vendorIdentifier", "referenceName", "points", "showBeforeEarned", "repeatable", "archived", "activityProperties"],
                      localizations: "achievementLocalizations",
                      localizationKeys: ["localID", "locale", "name", "beforeEarnedDescription", "afterEarnedDescription"],
                      images: "achievementImages", byID: [])
        case .leaderboard:
            KindParts(kind: kind, list: "leaderboards",
                      keys: ["vendorIdentifier", "referenceName", "archived", "defaultFormatter", "scoreSortType", "submissionType", "scoreRangeStart",
                             "scoreRangeEnd", "visibility", "activityProperties", "recurrenceStartDate", "recurrenceDuration", "recurrenceRule"],
                      localizations: "leaderboardLocalizations",
                      localizationKeys: ["localID", "locale", "name", "description", "formatterOverride", "formatterSuffix", "formatterSuffixSingular"],
                      images: "leaderboardImages", byID: [])
        case .leaderboardSet:
            KindParts(kind: kind, list: "leaderboardSets", keys: ["vendorIdentifier", "referenceName"],
                      localizations: "leaderboardSetLocalizations", localizationKeys: ["localID", "locale", "name"],
                      images: "leaderboardSetImages", byID: ["leaderboardSetMemberships"])
        case .activity:
            KindParts(kind: kind, list: "gameActivities",
                      keys: ["vendorIdentifier", "referenceName", "archived", "minimumPlayersCount", "maximumPlayersCount", "supportsPartyCode", "properties", "playStyle"],
                      localizations: "gameActivityLocalizations", localizationKeys: ["localID", "locale", "name", "description"],
                      images: "gameActivityImages", byID: ["gameActivityDefaultImages", "gameActivityFallbackURLs"])
        case .gameCenterChallenge:
            KindParts(kind: kind, list: "challenges",
                      keys: ["vendorIdentifier", "referenceName", "archived", "challengeType", "repeatable", "allowedDurations"],
                      localizations: "challengeLocalizations", localizationKeys: ["localID", "locale", "name", "description"],
                      images: "challengeImages", byID: ["challengeDefaultImages", "challengeLeaderboardRelationships"])
        }
    }

    /// Every part of `resources` Xcode's format has.
    static let knownParts: Set<String> = Set(kindParts.flatMap { [$0.list, $0.localizations, $0.images] + $0.byID } + ["gameActivityAssociatedResources"])

    static let imageKeys: Set<String> = ["localID", "url"]

    /// Warnings for what the bundle at `root` holds that is not read into a
    /// catalog, each at its place in the file: at most
    /// ``DiagnosticLimits/perRule``, then one line counting the rest.
    static func unread(_ root: JSONValue, path: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var counted = 0
        func warn(_ message: String, at position: SourcePosition) {
            counted += 1
            guard counted <= DiagnosticLimits.perRule else { return }
            warnings.append(Diagnostic(path: path, position: position, severity: .warning, rule: rule.id, message: message))
        }
        if case .object(let top) = root.content {
            for member in top where member.key != "meta" && member.key != "resources" {
                warn("unknown key '\(clean(member.key))' at the file's top: Xcode's format has only meta and resources, so it is not read", at: member.keyPosition)
            }
        }
        if case .object(let meta)? = root.member("meta")?.content {
            for member in meta where member.key != "version" {
                warn("unknown key '\(clean(member.key))' in meta: Xcode's format has only version there, so it is not read", at: member.keyPosition)
            }
            if case .string(let version)? = root.member("meta")?.member("version")?.content, version != GameKitResources.formatVersion {
                warn("the format version '\(clean(version))' is not the one this tool knows (\(GameKitResources.formatVersion)); the file is read as that one",
                     at: root.member("meta")?.member("version")?.position ?? .startOfFile)
            }
        }
        guard case .object(let members)? = root.member("resources")?.content else { return warnings }
        for member in members where !knownParts.contains(member.key) {
            warn("unknown key '\(clean(member.key))' under resources: Xcode's format has no such part, so it is not read", at: member.keyPosition)
        }
        let parts = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var activityIDs: Set<String> = []
        for kind in kindParts {
            var ids: Set<String> = []
            for entry in parts[kind.list]?.items ?? [] {
                if case .string(let id)? = entry.member("vendorIdentifier")?.content { ids.insert(id) }
                unknownKeys(in: entry, known: kind.keys, what: kind.one, warn: warn)
            }
            if kind.kind == .activity { activityIDs = ids }
            var localIDs: Set<String> = []
            if case .object(let texts)? = parts[kind.localizations]?.content {
                for entry in texts {
                    if !ids.contains(entry.key) {
                        warn("the texts of '\(clean(entry.key))' are not imported: the bundle defines no \(kind.kind.noun) with that ID", at: entry.keyPosition)
                    }
                    for localization in entry.value.items ?? [] {
                        if case .string(let localID)? = localization.member("localID")?.content { localIDs.insert(localID) }
                        unknownKeys(in: localization, known: kind.localizationKeys, what: "a localization", warn: warn)
                    }
                }
            }
            if case .object(let images)? = parts[kind.images]?.content {
                for entry in images {
                    if !localIDs.contains(entry.key) {
                        warn("the image of '\(clean(entry.key))' is not imported: no \(kind.kind.noun) localization has that localID", at: entry.keyPosition)
                    }
                    for image in entry.value.items ?? [] { unknownKeys(in: image, known: imageKeys, what: "an image entry", warn: warn) }
                }
            }
            for part in kind.byID {
                guard case .object(let entries)? = parts[part]?.content else { continue }
                for entry in entries where !ids.contains(entry.key) {
                    warn("the \(part) entry of '\(clean(entry.key))' is not imported: the bundle defines no \(kind.kind.noun) with that ID", at: entry.keyPosition)
                }
            }
        }
        for item in parts["gameActivityAssociatedResources"]?.items ?? [] {
            guard case .object(let entries) = item.content else { continue }
            for entry in entries where !activityIDs.contains(entry.key) {
                warn("the associations of '\(clean(entry.key))' are not imported: the bundle defines no activity with that ID", at: entry.keyPosition)
            }
        }
        if counted > DiagnosticLimits.perRule {
            // Counted into the report's one closing line.
            var note = Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: DiagnosticLimits.truncatedRule.id,
                                  message: "\(counted - DiagnosticLimits.perRule) more parts of the bundle are not imported")
            note.leftOut = counted - DiagnosticLimits.perRule
            warnings.append(note)
        }
        return warnings
    }

    /// Warns of each key of the object `value` that Xcode's format does not give `what`.
    private static func unknownKeys(in value: JSONValue, known: Set<String>, what: String, warn: (String, SourcePosition) -> Void) {
        guard case .object(let members) = value.content else { return }
        for member in members where !known.contains(member.key) {
            warn("unknown key '\(clean(member.key))' in \(what): Xcode's format has no such field, so it is not read", member.keyPosition)
        }
    }
}
