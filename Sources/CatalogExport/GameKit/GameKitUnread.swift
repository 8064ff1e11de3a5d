import SourceDiagnostics

/// What a bundle holds that `import gamekit` does not bring into the
/// catalog, named so that nothing is dropped without a word: the parts of
/// the kinds the import does not read yet, keys Xcode's format does not
/// have, and texts or images for an ID the file does not define.
extension GameKitImport {
    /// The parts of `resources` that hold achievements, and the keys each of their entries may have.
    static let achievementKeys: Set<String> = ["vendorIdentifier", "referenceName", "points", "showBeforeEarned", "repeatable", "archived", "activityProperties"]
    static let localizationKeys: Set<String> = ["localID", "locale", "name", "beforeEarnedDescription", "afterEarnedDescription"]
    static let imageKeys: Set<String> = ["localID", "url"]

    /// The parts of the other kinds, by the name a user knows them by, in the file's order of kinds.
    static let otherKinds: [(name: String, one: String, keys: [String])] = [
        ("leaderboards", "leaderboard", ["leaderboards", "leaderboardLocalizations", "leaderboardImages"]),
        ("leaderboard sets", "leaderboard set", ["leaderboardSets", "leaderboardSetLocalizations", "leaderboardSetImages", "leaderboardSetMemberships"]),
        ("activities", "activity", ["gameActivities", "gameActivityLocalizations", "gameActivityImages", "gameActivityDefaultImages",
                        "gameActivityFallbackURLs", "gameActivityAssociatedResources"]),
        ("challenges", "challenge", ["challenges", "challengeLocalizations", "challengeImages", "challengeDefaultImages", "challengeLeaderboardRelationships"]),
    ]

    /// Warnings for what the bundle at `root` holds that is not read into a
    /// catalog, each at its place in the file: at most one per kind, and at
    /// most ``DiagnosticLimits/perRule`` for unknown keys and orphans.
    static func unread(_ root: JSONValue, path: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var counted = 0
        func warn(_ message: String, at position: SourcePosition) {
            counted += 1
            guard counted <= DiagnosticLimits.perRule else { return }
            warnings.append(Diagnostic(path: path, position: position, severity: .warning, rule: rule.id, message: message))
        }
        guard case .object(let members)? = root.member("resources")?.content else { return [] }
        let known = Set(["achievements", "achievementLocalizations", "achievementImages"] + otherKinds.flatMap(\.keys))
        for member in members where !known.contains(member.key) {
            warn("unknown key '\(clean(member.key))' under resources: Xcode's format has no such part, so it is not read", at: member.keyPosition)
        }
        for kind in otherKinds {
            let present = members.filter { kind.keys.contains($0.key) && !isEmpty($0.value) }
            guard let first = present.first else { continue }
            let count = members.first { $0.key == kind.keys[0] }?.value.items?.count
            let what = count.map { $0 == 1 ? "1 \(kind.one) is" : "\($0) \(kind.name) are" } ?? "\(kind.name)' texts or images are"
            warn("the bundle's \(what) not imported: `import gamekit` reads only achievements so far, so export will not write them back",
                 at: first.keyPosition)
        }
        var ids: Set<String> = []
        for achievement in root.member("resources")?.member("achievements")?.items ?? [] {
            if case .string(let id)? = achievement.member("vendorIdentifier")?.content { ids.insert(id) }
            unknownKeys(in: achievement, known: achievementKeys, what: "an achievement", warn: warn)
        }
        var localIDs: Set<String> = []
        if case .object(let texts)? = root.member("resources")?.member("achievementLocalizations")?.content {
            for entry in texts {
                if !ids.contains(entry.key) {
                    warn("the texts of '\(clean(entry.key))' are not imported: the bundle defines no achievement with that ID", at: entry.keyPosition)
                }
                for localization in entry.value.items ?? [] {
                    if case .string(let localID)? = localization.member("localID")?.content { localIDs.insert(localID) }
                    unknownKeys(in: localization, known: localizationKeys, what: "a localization", warn: warn)
                }
            }
        }
        if case .object(let images)? = root.member("resources")?.member("achievementImages")?.content {
            for entry in images {
                if !localIDs.contains(entry.key) {
                    warn("the image of '\(clean(entry.key))' is not imported: no achievement localization has that localID", at: entry.keyPosition)
                }
                for image in entry.value.items ?? [] {
                    unknownKeys(in: image, known: imageKeys, what: "an image entry", warn: warn)
                }
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

    /// Whether a part holds nothing: `null`, `[]` or `{}`.
    private static func isEmpty(_ value: JSONValue) -> Bool {
        switch value.content {
        case .null: true
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        default: false
        }
    }
}
