import AchievementsCatalog
import SourceDiagnostics
import SyncRules

/// Compares the catalog's desired state with what App Store Connect holds and
/// what the lock says the last apply wrote, and makes the plan: pure, so every
/// decision is tested without a server.
package struct SyncPlanner: Sendable {
    /// App Store Connect's points limit per app.
    package var pointsBudget: Int
    /// Whether a retired achievement that never went live is deleted
    /// (`--prune-drafts`) instead of archived.
    package var pruneDrafts: Bool

    /// Creates a planner.
    package init(pointsBudget: Int = ASCLimits.maxTotalPoints, pruneDrafts: Bool = false) {
        self.pointsBudget = pointsBudget
        self.pruneDrafts = pruneDrafts
    }

    /// The plan that takes `remote` to `desired`. `lock` gives the released
    /// IDs (to name a rename) and the `synced` fingerprints (to name drift).
    package func plan(desired: DesiredState, remote: RemoteState, lock: ReleasedSet?) -> SyncPlan {
        var steps: [(phase: Int, step: SyncStep)] = []
        var diagnostics: [Diagnostic] = []
        var refusals: [Diagnostic] = []
        var blocked: [BlockedAchievement] = []
        let path = desired.catalogPath
        let desiredIDs = Set(desired.achievements.map(\.id.value))
        let retiredIDs = Set(desired.retired.map(\.value))
        let unmanaged = remote.achievements.filter { !desiredIDs.contains($0.vendorIdentifier) && !retiredIDs.contains($0.vendorIdentifier) }

        if remote.detailID == nil, !desired.achievements.isEmpty {
            steps.append((0, SyncStep(achievementID: "", action: .createDetail, path: path, position: desired.achievementsPosition)))
        }
        diagnostics += groupIDMismatches(desired, remote: remote)
        for achievement in desired.achievements {
            if let existing = remote.achievement(achievement.id.value) {
                let update = planUpdate(achievement, existing: existing, lock: lock, path: path)
                steps += update.steps
                refusals += update.refusals
                blocked += update.blocked
                diagnostics += update.warnings
            } else if let renamed = renamedFrom(achievement, remote: remote, unmanaged: unmanaged, lock: lock) {
                diagnostics.append(Diagnostic(
                    path: path, position: achievement.id.position, severity: .error, rule: SyncRule.idImmutable.id,
                    message: "'\(achievement.id.value)' would replace '\(renamed)', which App Store Connect holds; IDs cannot change there: keep the old ID, or list it under 'retired' and add the new achievement separately"))
            } else {
                steps.append((4, SyncStep(achievementID: achievement.id.value, action: .createAchievement(achievement),
                                          changes: creationChanges(achievement), path: path, position: achievement.id.position)))
                steps += achievement.localizations.flatMap { localization in
                    localizationSteps(achievement, localization, remote: nil, newVersion: true, lock: lock, path: path)
                }
            }
        }
        var retiredDrafts: [String] = []
        for retired in desired.retired {
            guard let existing = remote.achievement(retired.value) else { continue }
            if existing.isDraft {
                // Never submitted: App Store Connect deletes drafts, and only
                // on request does the sync delete anything.
                retiredDrafts.append(retired.value)
                if pruneDrafts {
                    steps.append((1, SyncStep(achievementID: retired.value, action: .deleteDraft(resourceID: existing.resourceID),
                                              changes: [FieldChange(field: "achievement", from: "draft (never live)", to: "deleted", position: retired.position)],
                                              path: path, position: retired.position)))
                    continue
                }
            }
            if !existing.archived {
                steps.append((6, SyncStep(achievementID: retired.value, action: .archive(resourceID: existing.resourceID),
                                          changes: [FieldChange(field: "archived", from: "false", to: "true", position: retired.position)],
                                          path: path, position: retired.position)))
            }
        }
        if let order = orderStep(desired, remote: remote, deleted: pruneDrafts ? Set(retiredDrafts) : []) {
            steps.append((7, order))
        }

        // A pruned draft's points leave with it.
        let deleted = pruneDrafts ? Set(retiredDrafts) : []
        let kept = remote.achievements.filter { !desiredIDs.contains($0.vendorIdentifier) && !deleted.contains($0.vendorIdentifier) }
        let pointsAfter = saturatingSum([desired.totalPoints] + kept.map(\.points))
        if pointsAfter > pointsBudget {
            let outside = saturatingSum(kept.map(\.points))
            diagnostics.append(Diagnostic(
                path: path, position: desired.achievementsPosition, severity: .error, rule: SyncRule.pointsBudget.id,
                message: "after the sync App Store Connect would hold \(pointsAfter) points (\(outside) of them in achievements not in the catalog), above its limit of \(pointsBudget); lower some points first"))
        }
        var awaiting: [BlockedAchievement] = []
        for achievement in desired.achievements {
            guard let version = remote.achievement(achievement.id.value)?.latestVersion, !version.isReplaceable else { continue }
            awaiting.append(BlockedAchievement(id: achievement.id.value, version: version.number, state: version.state ?? "unknown",
                                               path: path, position: achievement.id.position))
        }
        let ordered = steps.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }.map(\.element.step)
        var plan = SyncPlan(steps: ordered, unmanaged: unmanaged, diagnostics: diagnostics.sortedByPosition(),
                            pointsNow: remote.totalPoints, pointsAfter: pointsAfter, refusals: refusals.sortedByPosition(), blocked: blocked)
        plan.awaitingReview = awaiting
        plan.retiredDrafts = retiredDrafts
        plan.gameCenterDisabledFor = remote.gameCenterDisabledFor
        return plan
    }

    /// What an achievement App Store Connect already holds needs: its steps,
    /// the changes App Store Connect refuses, and whether a review blocks it.
    struct Update {
        var steps: [(phase: Int, step: SyncStep)] = []
        var refusals: [Diagnostic] = []
        var blocked: [BlockedAchievement] = []
        var warnings: [Diagnostic] = []
    }

    /// The steps for an achievement App Store Connect already holds.
    func planUpdate(_ achievement: DesiredAchievement, existing: RemoteAchievement, lock: ReleasedSet?, path: String) -> Update {
        var update = Update()
        var steps: [(phase: Int, step: SyncStep)] = []
        var changes: [FieldChange] = []
        func compare<T: CustomStringConvertible & Equatable>(_ field: String, _ remote: T, _ local: Located<T>) {
            if remote != local.value { changes.append(FieldChange(field: field, from: remote.description, to: local.value.description, position: local.position)) }
        }
        compare("referenceName", existing.referenceName, achievement.referenceName)
        if existing.points != achievement.points.value, existing.latestVersion?.locksPoints == true {
            update.refusals.append(Diagnostic(
                path: path, position: achievement.points.position, severity: .error, rule: SyncRule.pointsLocked.id,
                message: "the points of '\(achievement.id.value)' cannot change in App Store Connect after its first approval: it holds \(existing.points), the catalog says \(achievement.points.value); keep \(existing.points), or retire the achievement and add a new one"))
        } else {
            compare("points", existing.points, achievement.points)
        }
        compare("hidden", !existing.showBeforeEarned, Located(!achievement.showBeforeEarned.value, at: achievement.showBeforeEarned.position))
        compare("repeatable", existing.repeatable, achievement.repeatable)
        if existing.archived {
            changes.append(FieldChange(field: "archived", from: "true", to: "false", position: achievement.id.position))
        }
        if !changes.isEmpty {
            let recorded = lock?.synced(achievement.id.value)?.fingerprint
            let drift = recorded != nil && recorded != existing.fingerprint
            let newPoints = changes.contains { $0.field == "points" } ? achievement.points.value : existing.points
            let phase = newPoints < existing.points ? 1 : newPoints == existing.points ? 2 : 3
            steps.append((phase, SyncStep(achievementID: achievement.id.value, action: .updateAchievement(resourceID: existing.resourceID, achievement),
                                          changes: changes, path: path, position: changes[0].position, isDrift: drift)))
        }
        let version = existing.latestVersion
        let pending = achievement.localizations.flatMap { localization in
            localizationSteps(achievement, localization, remote: version?.localization(localization.locale.value), newVersion: false, lock: lock, path: path)
        }
        if let version, version.isEditable || pending.isEmpty {
            steps += pending
        } else if let version, !version.isReplaceable {
            // Submitted, in review, accepted or waiting for release (or a state
            // this tool does not know): no edit, and no second version beside it.
            if let state = version.state, !RemoteVersion.documentedStates.contains(state) {
                update.warnings.append(Diagnostic(
                    path: path, position: achievement.id.position, severity: .warning, rule: SyncRule.unexpectedResponse.id,
                    message: "App Store Connect reports version \(version.number) of '\(achievement.id.value)' as '\(TerminalText.escaped(String(state.prefix(ToolLimits.quotedCharacters))))', a state Apple's document does not name; its changes wait, as for a version in review"))
            }
            update.blocked.append(BlockedAchievement(id: achievement.id.value, version: version.number, state: version.state ?? "unknown",
                                                     path: path, position: achievement.id.position))
        } else {
            // No version, or a live one: a new version. App Store Connect
            // may start it with copies of the live version's texts and
            // images; only what the catalog changes is planned, and the
            // rest is carried over (created if no copy is found).
            var versionSteps: [(phase: Int, step: SyncStep)] = []
            for localization in achievement.localizations {
                let locale = localization.locale.value
                let recorded = lock?.synced(achievement.id.value, locale: locale)
                guard let previous = version?.localization(locale) else {
                    versionSteps += localizationSteps(achievement, localization, remote: nil, newVersion: true, lock: lock, path: path)
                    continue
                }
                let changes = textChanges(localization, remote: previous)
                if !changes.isEmpty {
                    versionSteps.append((5, SyncStep(achievementID: achievement.id.value, action: .createLocalization(localization),
                                                     changes: changes, path: path, position: changes[0].position)))
                }
                if let image = localization.image, !imageUnchanged(image, previous.image, recorded: recorded) {
                    versionSteps.append(imageStep(achievement.id.value, image, locale: locale, uploaded: previous.image,
                                                  recorded: recorded, replacing: nil, path: path))
                }
            }
            let imagesPlanned = Set(versionSteps.compactMap { entry -> String? in
                if case .uploadImage(_, let locale, _) = entry.step.action { locale } else { nil }
            })
            steps.append((5, SyncStep(achievementID: achievement.id.value,
                                      action: .createVersion(localizations: achievement.localizations, imagesPlanned: imagesPlanned),
                                      changes: [FieldChange(field: "version", from: version.map { "\($0.number) (\($0.state ?? "?"))" }, to: "new",
                                                            position: achievement.id.position)],
                                      path: path, position: achievement.id.position)))
            steps += versionSteps
        }
        update.steps = steps
        return update
    }

    /// The steps that make one locale's texts and image what the catalog says.
    func localizationSteps(_ achievement: DesiredAchievement, _ localization: DesiredLocalization, remote: RemoteLocalization?,
                           newVersion: Bool, lock: ReleasedSet?, path: String) -> [(phase: Int, step: SyncStep)] {
        let id = achievement.id.value, locale = localization.locale.value
        var steps: [(phase: Int, step: SyncStep)] = []
        let changes = textChanges(localization, remote: remote)
        let recorded = lock?.synced(id, locale: locale)
        if let remote {
            if !changes.isEmpty {
                let drift = recorded?.fingerprint != nil && recorded?.fingerprint != remote.fingerprint
                steps.append((5, SyncStep(achievementID: id, action: .updateLocalization(resourceID: remote.resourceID, localization),
                                          changes: changes, path: path, position: changes[0].position, isDrift: drift)))
            }
        } else {
            steps.append((5, SyncStep(achievementID: id, action: .createLocalization(localization), changes: changes,
                                      path: path, position: localization.name.position)))
        }
        if let image = localization.image, newVersion || !imageUnchanged(image, remote?.image, recorded: recorded) {
            steps.append(imageStep(id, image, locale: locale, uploaded: remote?.image, recorded: recorded,
                                   replacing: newVersion ? nil : remote?.image?.resourceID, path: path))
        }
        return steps
    }

    /// Whether App Store Connect holds the catalog's image: processed, and
    /// the lock records this very file as uploaded for this app.
    func imageUnchanged(_ image: DesiredImage, _ uploaded: RemoteImage?, recorded: SyncedEntry?) -> Bool {
        uploaded.map { !$0.needsUpload && recorded?.imageSHA256 == image.sha256 } ?? false
    }

    /// The step that uploads a locale's image.
    func imageStep(_ id: String, _ image: DesiredImage, locale: String, uploaded: RemoteImage?, recorded: SyncedEntry?,
                   replacing: String?, path: String) -> (phase: Int, step: SyncStep) {
        let from = uploaded.map { "\($0.fileName) (\(recorded?.imageSHA256.map { "sha256 " + $0.prefix(12) } ?? "not recorded in the lock"))" }
        return (5, SyncStep(achievementID: id, action: .uploadImage(image, locale: locale, replacing: replacing),
                            changes: [FieldChange(field: "image (\(locale))", from: from,
                                                  to: "\(image.fileName) (sha256 \(image.sha256.prefix(12)))", position: image.position)],
                            path: path, position: image.position))
    }

    /// The step that gives players the catalog's order, when App Store
    /// Connect's differs. Achievements the catalog does not list keep
    /// their places; the catalog's fill the places its own hold (new
    /// ones land at the end, as App Store Connect appends them).
    func orderStep(_ desired: DesiredState, remote: RemoteState, deleted: Set<String>) -> SyncStep? {
        let desiredIDs = desired.achievements.map(\.id.value)
        let managed = Set(desiredIDs)
        let after = remote.achievements.map(\.vendorIdentifier).filter { !deleted.contains($0) }
            + desiredIDs.filter { remote.achievement($0) == nil }
        var catalogOrder = desiredIDs.makeIterator()
        let ordered = after.map { managed.contains($0) ? catalogOrder.next() ?? $0 : $0 }
        guard ordered != after, desiredIDs.count > 1 else { return nil }
        let shown = { (ids: [String]) in ids.filter(managed.contains).joined(separator: ", ") }
        return SyncStep(achievementID: "", action: .order(ordered),
                        changes: [FieldChange(field: "order", from: shown(after), to: shown(ordered), position: desired.achievementsPosition)],
                        path: desired.catalogPath, position: desired.achievementsPosition)
    }

    /// The catalog IDs that cannot be their owner's: a grouped app's IDs
    /// start with `grp.` (App Store Connect gives every achievement of a
    /// group that prefix, and the game reports it); other apps' do not.
    func groupIDMismatches(_ desired: DesiredState, remote: RemoteState) -> [Diagnostic] {
        let prefix = RemoteState.groupPrefix
        return desired.achievements.compactMap { achievement in
            let id = achievement.id.value
            if let group = remote.groupID, !id.hasPrefix(prefix) {
                return Diagnostic(path: desired.catalogPath, position: achievement.id.position, severity: .error, rule: SyncRule.groupID.id,
                                  message: "App Store Connect keeps this app's achievements in the Game Center group \(group), where every ID starts with '\(prefix)': write '\(prefix)\(id)', the ID the game reports")
            }
            if remote.groupID == nil, remote.detailID != nil, id.hasPrefix(prefix) {
                return Diagnostic(path: desired.catalogPath, position: achievement.id.position, severity: .error, rule: SyncRule.groupID.id,
                                  message: "'\(id)' starts with '\(prefix)', which App Store Connect gives only achievements of a Game Center group, and this app's detail belongs to none: drop the prefix, or add the app to its group in App Store Connect first")
            }
            return nil
        }
    }

    /// The texts of a locale that differ from what App Store Connect holds.
    func textChanges(_ localization: DesiredLocalization, remote: RemoteLocalization?) -> [FieldChange] {
        let locale = localization.locale.value
        let fields: [(String, String?, Located<String>)] = [
            ("title (\(locale))", remote?.name, localization.name),
            ("description (\(locale))", remote?.beforeEarnedDescription, localization.beforeEarnedDescription),
            ("earnedDescription (\(locale))", remote?.afterEarnedDescription, localization.afterEarnedDescription),
        ]
        return fields.compactMap { field, from, to in
            from == to.value ? nil : FieldChange(field: field, from: from, to: to.value, position: to.position)
        }
    }

    /// What a new achievement's creation sets.
    func creationChanges(_ achievement: DesiredAchievement) -> [FieldChange] {
        [
            FieldChange(field: "referenceName", from: nil, to: achievement.referenceName.value, position: achievement.referenceName.position),
            FieldChange(field: "points", from: nil, to: String(achievement.points.value), position: achievement.points.position),
            FieldChange(field: "hidden", from: nil, to: String(!achievement.showBeforeEarned.value), position: achievement.showBeforeEarned.position),
            FieldChange(field: "repeatable", from: nil, to: String(achievement.repeatable.value), position: achievement.repeatable.position),
        ]
    }

    /// The ID App Store Connect holds that a new catalog ID would replace: the
    /// lock's ID for the same local key, or an unlisted achievement with the
    /// same reference name.
    func renamedFrom(_ achievement: DesiredAchievement, remote: RemoteState, unmanaged: [RemoteAchievement], lock: ReleasedSet?) -> String? {
        if let released = lock?.entries.first(where: { $0.key.value == achievement.key }), released.id.value != achievement.id.value,
           remote.achievement(released.id.value) != nil {
            return released.id.value
        }
        // A group's achievements include other games': a name alike there is not a rename.
        guard remote.groupID == nil else { return nil }
        return unmanaged.first { $0.referenceName == achievement.referenceName.value }?.vendorIdentifier
    }

    func saturatingSum(_ values: [Int]) -> Int {
        values.map { max(0, $0) }.saturatingSum()
    }
}
