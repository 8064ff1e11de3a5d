import AchievementsCatalog
import SourceDiagnostics

/// What `import gamekit` and `validate --gamekit` say alike of the values
/// and links of the kinds beside achievements: values no catalog can hold
/// (refused), and links to archived or repeated resources (named), each at
/// its place in the JSON.
extension GameKitImport {
    /// One finding: an error refuses the bundle, a warning names what is left out.
    struct Finding {
        var severity: Severity
        var message: String
        var position: SourcePosition
    }

    /// The findings of the active resources of every kind beside achievements.
    static func valueFindings(_ parts: GameKitResources.Resources, index: PartsIndex) -> [Finding] {
        var findings: [Finding] = []
        func error(_ message: String, _ position: SourcePosition) { findings.append(Finding(severity: .error, message: message, position: position)) }
        func warning(_ message: String, _ position: SourcePosition) { findings.append(Finding(severity: .warning, message: message, position: position)) }
        func choice<Value: RawRepresentable & CaseIterable>(_ raw: String, _ key: String, of id: String, as _: Value.Type, at position: SourcePosition)
            where Value.RawValue == String {
            guard Value(rawValue: raw) == nil else { return }
            error("\(key) '\(clean(raw))' of '\(clean(id))' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))", position)
        }
        let archivedLeaderboards = Set(parts.leaderboards.filter(\.archived).map(\.vendorIdentifier))
        let archivedAchievements = Set(parts.achievements.filter(\.archived).map(\.vendorIdentifier))
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: continue  // achievements' values are read by Xcode's format itself
            case .leaderboard:
                for (offset, entry) in parts.leaderboards.enumerated() where !entry.archived {
                    let id = entry.vendorIdentifier, part = "leaderboards"
                    choice(entry.defaultFormatter, "defaultFormatter", of: id, as: LeaderboardFormatter.self, at: index.position(part, offset, "defaultFormatter"))
                    choice(entry.scoreSortType, "scoreSortType", of: id, as: ScoreSortOrder.self, at: index.position(part, offset, "scoreSortType"))
                    choice(entry.submissionType, "submissionType", of: id, as: ScoreSubmission.self, at: index.position(part, offset, "submissionType"))
                    if !["SHOW_FOR_ALL", "HIDE_FOR_ALL"].contains(entry.visibility) {
                        error("visibility '\(clean(entry.visibility))' of '\(clean(id))' is not one of SHOW_FOR_ALL, HIDE_FOR_ALL", index.position(part, offset, "visibility"))
                    }
                    for (key, value) in [("scoreRangeStart", entry.scoreRangeStart), ("scoreRangeEnd", entry.scoreRangeEnd)] {
                        if let value, Int(value) == nil {
                            error("\(key) '\(clean(value))' of '\(clean(id))' is not a whole number a 64-bit score holds", index.position(part, offset, key))
                        }
                    }
                    for (item, text) in (parts.leaderboardLocalizations[id] ?? []).enumerated() {
                        guard let raw = text.formatterOverride, !raw.isEmpty else { continue }
                        choice(raw, "formatterOverride", of: id, as: LeaderboardFormatter.self,
                               at: index.position("leaderboardLocalizations", id: id, item, "formatterOverride"))
                    }
                }
            case .leaderboardSet:
                for set in parts.leaderboardSets {
                    let list = index.maps["leaderboardSetMemberships"]?[set.vendorIdentifier]?.items
                    for (item, member) in (parts.leaderboardSetMemberships[set.vendorIdentifier]?.first?.leaderboardLocalIDs ?? []).enumerated()
                    where archivedLeaderboards.contains(member) {
                        let position = list?.first?.member("leaderboardLocalIDs")?.items.flatMap { item < $0.count ? $0[item].position : nil } ?? .startOfFile
                        warning("the set '\(clean(set.vendorIdentifier))' lists '\(clean(member))', an archived leaderboard; it is left out of the set", position)
                    }
                    if let extra = list, extra.count > 1 {
                        warning("the set '\(clean(set.vendorIdentifier))' has \(extra.count) membership lists; only the first is read", extra[1].position)
                    }
                }
            case .activity:
                for (offset, entry) in parts.gameActivities.enumerated() where !entry.archived {
                    let id = entry.vendorIdentifier
                    if let raw = entry.playStyle {
                        choice(raw, "playStyle", of: id, as: ActivityPlayStyle.self, at: index.position("gameActivities", offset, "playStyle"))
                    }
                    let associated = parts.gameActivityAssociatedResources
                    for (item, other) in (associated.leaderboards[id] ?? []).enumerated() where archivedLeaderboards.contains(other) {
                        warning("activity '\(clean(id))' is associated with '\(clean(other))', an archived leaderboard; the association is left out",
                                index.association(GameKitResources.AssociatedResources.leaderboardWord, activity: id, item))
                    }
                    for (item, other) in (associated.achievements[id] ?? []).enumerated() where archivedAchievements.contains(other) {
                        warning("activity '\(clean(id))' is associated with '\(clean(other))', an archived achievement; the association is left out",
                                index.association(GameKitResources.AssociatedResources.achievementWord, activity: id, item))
                    }
                }
            case .gameCenterChallenge:
                for (offset, entry) in parts.challenges.enumerated() where !entry.archived {
                    let id = entry.vendorIdentifier, durations = index.entry("challenges", offset, "allowedDurations")?.items ?? []
                    guard entry.challengeType == GameKitResources.Challenge.leaderboardType else {
                        warning("challenge '\(clean(id))' is of type '\(clean(entry.challengeType))'; the catalog holds leaderboard challenges only, so it is not imported",
                                index.position("challenges", offset, "challengeType"))
                        continue
                    }
                    for (item, raw) in entry.allowedDurations.enumerated() {
                        choice(raw, "allowedDurations", of: id, as: ChallengeDuration.self,
                               at: item < durations.count ? durations[item].position : index.position("challenges", offset, "allowedDurations"))
                    }
                    if let leaderboard = parts.challengeLeaderboardRelationships[id]?.first?.leaderboardLocalID, archivedLeaderboards.contains(leaderboard) {
                        warning("challenge '\(clean(id))' is built on '\(clean(leaderboard))', an archived leaderboard; it is not imported, and import lists its ID under retired",
                                index.position("challengeLeaderboardRelationships", id: id, 0, "leaderboardLocalID"))
                    }
                    if let relationships = index.maps["challengeLeaderboardRelationships"]?[id]?.items, relationships.count > 1 {
                        warning("challenge '\(clean(id))' names \(relationships.count) leaderboards; a challenge is built on one, so only the first is read",
                                relationships[1].position)
                    }
                }
            }
        }
        return findings
    }
}
