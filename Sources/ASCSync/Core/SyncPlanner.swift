import AchievementsCatalog
import SourceDiagnostics
import SyncRules

/// Compares the catalog's desired state with what App Store Connect holds and
/// what the lock says the last apply wrote, and makes the plan: pure, so every
/// decision is tested without a server. Every kind goes through the same
/// logic; what differs between kinds is data (``ResourceKind``).
package struct SyncPlanner: Sendable {
    /// Whether a retired resource that never went live is deleted
    /// (`--prune-drafts`) instead of archived.
    package var pruneDrafts: Bool

    /// Creates a planner.
    package init(pruneDrafts: Bool = false) {
        self.pruneDrafts = pruneDrafts
    }

    /// A step and the phase it runs in (steps run by phase, then in the
    /// order they were planned).
    typealias Phased = (phase: Int, step: SyncStep)

    /// The catalog's resources whose latest version App Store Connect holds
    /// and has not made live (a draft, or one submitted): what a plan names
    /// as awaiting review, found without planning.
    package static func awaitingReview(desired: DesiredState, remote: RemoteState) -> [BlockedResource] {
        desired.sections.flatMap { awaitingReview($0, remote: remote, path: desired.catalogPath) }
    }

    /// Those of one kind's section.
    static func awaitingReview(_ section: DesiredSection, remote: RemoteState, path: String) -> [BlockedResource] {
        let held = Dictionary(remote.resources(section.kind).map { ($0.vendorIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        return section.resources.compactMap { resource in
            guard let version = held[resource.id.value]?.latestVersion, !version.isReplaceable else { return nil }
            return blocked(resource, version, kind: section.kind, path: path)
        }
    }

    /// `resource` of `kind`, held back by `version`, named at its ID in `path`.
    static func blocked(_ resource: DesiredResource, _ version: RemoteVersion, kind: ResourceKind, path: String) -> BlockedResource {
        BlockedResource(kind: kind.kind, id: resource.id.value, version: version.number, state: version.state ?? "unknown",
                        path: path, position: resource.id.position)
    }

    /// The phases: a detail first, then retired drafts deleted, updates that
    /// lower a budget, keep it, raise it, creations (see ``CreationOrder``),
    /// texts and images, archives, the order, then member lists grown and
    /// made final.
    enum Phase {
        static let detail = 0, deleteDraft = 1, lowerBudget = 1, keepBudget = 2, raiseBudget = 3
        static let createFirstHeld = 4, createHolders = 5, create = 6
        static let texts = 7, archive = 8, order = 9, membersGrow = 10, membersFinal = 11
    }

    /// The plan that takes `remote` to `desired`. `lock` gives the released
    /// IDs (to name a rename) and the `synced` fingerprints (to name drift).
    package func plan(desired: DesiredState, remote: RemoteState, lock: ReleasedSet?) -> SyncPlan {
        var plan = SyncPlan(steps: [], unmanaged: [], diagnostics: [], budgets: [])
        var steps = PhasedSteps()
        // A detail first, for the catalog's resources or the app's challenges switch, which it holds.
        if remote.detailID == nil, let first = desired.sections.first(where: { !$0.resources.isEmpty })?.position ?? desired.challengesEnabled?.position {
            steps.append((Phase.detail, SyncStep(kind: nil, id: "", action: .createDetail, path: desired.catalogPath, position: first)))
        }
        // What the catalog manages of each kind: what it lists and what it retired.
        let managed = Dictionary(desired.sections.map { ($0.kind.kind, Set($0.resources.map(\.id.value) + $0.retired.map(\.value))) },
                                 uniquingKeysWith: { $0.union($1) })
        // Retired IDs App Store Connect keeps after the plan (a draft not pruned, one never live): still in their sets.
        let lingering = Dictionary(desired.sections.map { section in
            (section.kind.kind, Set(section.retired.map(\.value).filter { id in
                guard let existing = remote.resource(section.kind, id), !existing.archived else { return false }
                return existing.isDraft ? !pruneDrafts : !existing.wasLive
            }))
        }, uniquingKeysWith: { $0.union($1) })
        let creation = CreationOrder(desired: desired, remote: remote)
        let recorded = SyncedIndex(lock?.synced ?? [])
        for section in desired.sections {
            SectionPlanner(section: section, remote: remote, lock: lock, recorded: recorded, path: desired.catalogPath, pruneDrafts: pruneDrafts,
                           managed: managed, lingering: lingering, creation: creation)
                .plan(into: &plan, steps: &steps)
        }
        // The default leaderboard, once every leaderboard exists and before any is archived; a step of the
        // leaderboard's, so it is skipped when that leaderboard's creation fails.
        if let wanted = desired.defaultLeaderboard, wanted.value != remote.defaultLeaderboard {
            steps.append((Phase.texts, SyncStep(kind: .leaderboards, id: wanted.value, action: .setDefaultLeaderboard(wanted.value), changes: [
                FieldChange(field: "defaultLeaderboard", from: remote.defaultLeaderboard, to: wanted.value, position: wanted.position),
            ], path: desired.catalogPath, position: wanted.position)))
        }
        // The app's challenges switch: the detail's own, whatever its kinds hold.
        if let wanted = desired.challengesEnabled, wanted.value != remote.challengesEnabled {
            steps.append((Phase.texts, SyncStep(kind: nil, id: "", action: .setChallengesEnabled(wanted.value), changes: [
                FieldChange(field: "challengesEnabled", from: remote.challengesEnabled.map { $0 ? "yes" : "no" }, to: wanted.value ? "yes" : "no",
                            position: wanted.position),
            ], path: desired.catalogPath, position: wanted.position)))
        }
        plan.steps = steps.ordered()
        plan.diagnostics = plan.diagnostics.sortedByPosition()
        plan.refusals = plan.refusals.sortedByPosition()
        plan.extras = plan.extras.sortedByPosition()
        plan.gameCenterDisabledFor = remote.gameCenterDisabledFor
        return plan
    }
}

/// The plan of one kind's section: the version, localization and image
/// logic every kind shares.
struct SectionPlanner {
    typealias Phased = SyncPlanner.Phased
    typealias Phase = SyncPlanner.Phase

    var section: DesiredSection
    var remote: RemoteState
    var lock: ReleasedSet?
    /// The lock's `synced` entries, indexed once for the whole plan.
    var recorded: SyncedIndex
    var path: String
    var pruneDrafts: Bool
    /// The IDs the catalog lists or retired, by kind name.
    var managed: [GameCenterKind: Set<String>]
    /// The retired IDs App Store Connect keeps after the plan (neither
    /// archived nor deleted), by kind name: a member list keeps them, as
    /// App Store Connect keeps every leaderboard in a set.
    var lingering: [GameCenterKind: Set<String>] = [:]
    /// When each new resource is created.
    var creation = CreationOrder()

    var kind: ResourceKind { section.kind }

    /// The members of `field`'s kind that App Store Connect holds and the
    /// catalog does not manage (or retired, but App Store Connect keeps:
    /// ``lingering``), in App Store Connect's order: a member list keeps
    /// them, so applying a catalog never takes a leaderboard it does not
    /// know out of its set (once an app has sets, App Store Connect keeps
    /// every leaderboard in one).
    func unmanagedMembers(_ field: SyncedField, among candidates: [String]? = nil) -> [String] {
        guard let memberKind = field.memberKind else { return [] }
        let members = ResourceKind.of(memberKind)
        let known = (managed[memberKind] ?? []).subtracting(lingering[memberKind] ?? [])
        let held = remote.resources(members).filter { !$0.archived }.map(\.vendorIdentifier)
        let unmanaged = held.filter { !known.contains($0) }
        guard let candidates else { return unmanaged }
        return candidates.filter { unmanaged.contains($0) }
    }

    func plan(into plan: inout SyncPlan, steps: inout PhasedSteps) {
        let held = remote.resources(kind)
        let desiredIDs = Set(section.resources.map(\.id.value))
        let retiredIDs = Set(section.retired.map(\.value))
        let unmanaged = held.filter { !desiredIDs.contains($0.vendorIdentifier) && !retiredIDs.contains($0.vendorIdentifier) }
        plan.unmanaged += unmanaged.map { UnmanagedResource(kind: kind, resource: $0) }
        plan.diagnostics += groupIDMismatches()
        for resource in section.resources {
            if let existing = remote.resource(kind, resource.id.value) {
                let update = planUpdate(resource, existing: existing)
                steps += update.steps
                plan.refusals += update.refusals
                plan.blocked += update.blocked
                plan.diagnostics += update.warnings
                plan.extras += heldBeyondCatalog(resource, existing: existing)
            } else if let renamed = renamedFrom(resource, unmanaged: unmanaged) {
                plan.diagnostics.append(Diagnostic(
                    path: path, position: resource.id.position, severity: .error, rule: SyncRule.idImmutable.id,
                    message: "'\(resource.id.value)' would replace '\(renamed)', which App Store Connect holds; IDs cannot change there: keep the old ID, or list it under 'retired' and add the new \(kind.noun) separately"))
            } else if let holders = missingHolder(resource) {
                plan.diagnostics.append(holders)
            } else {
                steps.append((creation.phase(of: kind, resource.id.value), step(resource.id.value, .createResource(resource),
                                                                                 changes: creationChanges(resource), at: resource.id.position)))
                steps += firstHolderSteps(resource, held: held)
                steps += laterMemberSteps(resource, held: held)
                steps += afterCreationSteps(resource)
                steps += resource.localizations.flatMap { localizationSteps(resource, $0, remote: nil, newVersion: true) }
                steps += versionImageStep(resource, held: nil, replacing: nil)
            }
        }
        var retiredDrafts: [String] = []
        // A retired ID the section lists itself belongs to another kind (each kind's IDs are its own).
        for retired in section.retired where !desiredIDs.contains(retired.value) {
            guard let existing = remote.resource(kind, retired.value) else { continue }
            if existing.isDraft {
                // Never submitted: App Store Connect archives only live
                // resources and deletes drafts, and only on request does the
                // sync delete anything; otherwise the draft is named and left.
                retiredDrafts.append(retired.value)
                if pruneDrafts {
                    steps.append((Phase.deleteDraft, step(retired.value, .deleteDraft(resourceID: existing.resourceID), changes: [
                        FieldChange(field: kind.name, from: "draft (never live)", to: "deleted", position: retired.position),
                    ], at: retired.position)))
                }
                continue
            }
            guard !existing.archived else { continue }
            if existing.wasLive, !kind.canArchive {
                plan.diagnostics.append(Diagnostic(
                    path: path, position: retired.position, severity: .warning, rule: SyncRule.retiredKept.id,
                    message: "retired \(kind.noun) '\(retired.value)' stays in App Store Connect: \(kind.plural) have no archived state, and the sync deletes only drafts; "
                        + "players see it until it is deleted in App Store Connect's web pages"))
            } else if existing.wasLive {
                steps.append((Phase.archive, step(retired.value, .archive(resourceID: existing.resourceID), changes: [
                    FieldChange(field: .archived, from: "false", to: "true", position: retired.position),
                ], at: retired.position)))
            } else if let version = existing.latestVersion {
                // Submitted but never live: neither archived nor deleted until it goes live.
                plan.retiredNotLive.append(BlockedResource(kind: kind.kind, id: retired.value, version: version.number, state: version.state ?? "unknown",
                                                           path: path, position: retired.position))
            }
        }
        plan.retiredDrafts += retiredDrafts
        let deleted = pruneDrafts ? Set(retiredDrafts) : []
        if kind.isOrdered, let order = orderStep(deleted: deleted) {
            steps.append((Phase.order, order))
        }
        if let budget = kind.budget {
            plan.budgets.append(budgetUse(budget, deleted: deleted, desiredIDs: desiredIDs, diagnostics: &plan.diagnostics))
        }
        plan.awaitingReview += SyncPlanner.awaitingReview(section, remote: remote, path: path)
    }

    /// What App Store Connect holds of a catalog resource that the catalog
    /// does not list: a localization in another locale, and a member the
    /// catalog neither lists nor retires, which the member list keeps (App
    /// Store Connect keeps every leaderboard in a set). Apply leaves both
    /// (it never deletes a localization, nor takes an unmanaged member out
    /// of its list); each is a warning at the resource, and the plan is not
    /// in sync while one is left.
    func heldBeyondCatalog(_ resource: DesiredResource, existing: RemoteResource) -> [Diagnostic] {
        let id = TerminalText.escaped(resource.id.value)
        let locales = Set(resource.localizations.map(\.locale.value))
        var found: [Diagnostic] = []
        if let version = existing.latestVersion {
            for localization in version.localizations where !locales.contains(localization.locale) {
                let locale = TerminalText.escaped(String(localization.locale.prefix(ToolLimits.quotedCharacters)))
                let state = TerminalText.escaped(String((version.state ?? "unknown").prefix(ToolLimits.quotedCharacters)))
                found.append(Diagnostic(
                    path: path, position: resource.id.position, severity: .warning, rule: SyncRule.heldBeyondCatalog.id,
                    message: "App Store Connect holds a '\(locale)' localization of '\(id)' (version \(version.number), \(state)) that the catalog does not list; apply leaves it, since the sync never deletes a localization: add '\(locale)' to the catalog's localizations of '\(id)', or delete it in App Store Connect"))
            }
        }
        for field in kind.fields where field.isMemberList {
            guard let wanted = resource.value(field.name), let held = existing.values[field.name] else { continue }
            let listed = wanted.value.memberIDs
            // A retired member kept there is named with the retired drafts, not here.
            let retired = field.memberKind.flatMap { lingering[$0] } ?? []
            let kept = unmanagedMembers(field, among: held.memberIDs).filter { !listed.contains($0) && !retired.contains($0) }
            let noun = field.memberKind?.noun ?? "resource"
            for member in kept {
                let shown = TerminalText.escaped(String(member.prefix(ToolLimits.quotedCharacters)))
                found.append(Diagnostic(
                    path: path, position: wanted.position, severity: .warning, rule: SyncRule.heldBeyondCatalog.id,
                    message: "App Store Connect's \(kind.noun) '\(id)' also holds \(noun) '\(shown)', which the catalog neither lists nor retires; apply keeps it there: list '\(shown)' in the catalog (and here), or take it out of the \(kind.noun) in App Store Connect"))
            }
        }
        return found
    }

    /// A step about the resource `id` of this kind.
    func step(_ id: String, _ action: SyncAction, changes: [FieldChange] = [], at position: SourcePosition, isDrift: Bool = false) -> SyncStep {
        SyncStep(kind: kind, id: id, action: action, changes: changes, path: path, position: position, isDrift: isDrift)
    }

    /// The budget's sum after the plan (a pruned draft's share leaves with
    /// it), and an error when it goes past the limit.
    func budgetUse(_ budget: SyncBudget, deleted: Set<String>, desiredIDs: Set<String>, diagnostics: inout [Diagnostic]) -> BudgetUse {
        let kept = remote.resources(kind).filter { !desiredIDs.contains($0.vendorIdentifier) && !deleted.contains($0.vendorIdentifier) }
        let outside = kept.map { max(0, $0.values[budget.field]?.number ?? 0) }.saturatingSum()
        let after = [section.budgetTotal, outside].saturatingSum()
        if after > budget.limit {
            diagnostics.append(Diagnostic(
                path: path, position: section.position, severity: .error, rule: budget.rule,
                message: "after the sync App Store Connect would hold \(after) \(budget.field) (\(outside) of them in \(kind.plural) not in the catalog), above its limit of \(budget.limit); lower some \(budget.field) first"))
        }
        return BudgetUse(kind: kind.kind, budget: budget, now: remote.budgetTotal(kind), after: after)
    }

    func blocked(_ resource: DesiredResource, _ version: RemoteVersion) -> BlockedResource {
        SyncPlanner.blocked(resource, version, kind: kind, path: path)
    }

    /// What a resource App Store Connect already holds needs: its steps,
    /// the changes App Store Connect refuses, and whether a review blocks it.
    struct Update {
        var steps: [Phased] = []
        var refusals: [Diagnostic] = []
        var blocked: [BlockedResource] = []
        var warnings: [Diagnostic] = []
    }

    /// The steps for a resource App Store Connect already holds.
    func planUpdate(_ resource: DesiredResource, existing: RemoteResource) -> Update {
        var update = Update()
        var changes: [FieldChange] = []
        let locked = existing.latestVersion?.locksApprovedFields == true
        for field in kind.fields {
            guard let wanted = resource.value(field.name) else { continue }
            let held = existing.values[field.name]
            // A field App Store Connect's answer leaves out holds nothing, as the catalog leaving it out does.
            guard held != wanted.value, !(held == nil && wanted.value == .none) else { continue }
            if let rule = field.lockedOnceApproved, locked {
                let holds = held?.description ?? "nothing"
                update.refusals.append(Diagnostic(
                    path: path, position: wanted.position, severity: .error, rule: rule,
                    message: "the \(field.name) of '\(resource.id.value)' cannot change in App Store Connect after its first approval: it holds \(holds), the catalog says \(wanted.value); keep \(holds), or retire the \(kind.noun) and add a new one"))
                continue
            }
            if field.isMemberList {
                update.steps += memberListSteps(resource, field: field, resourceID: existing.resourceID, held: held?.text ?? "", wanted: wanted)
                continue
            }
            if !field.isClearable, wanted.value == .none, let held {
                update.refusals.append(Diagnostic(
                    path: path, position: wanted.position, severity: .error, rule: SyncRule.notClearable.id,
                    message: "the catalog leaves out the \(field.name) of '\(resource.id.value)', which App Store Connect holds as \(held); the sync cannot clear it: clear it in App Store Connect's web pages, or write \(held) in the catalog"))
                continue
            }
            changes.append(FieldChange(field: field.name, from: held.flatMap { $0 == .none ? nil : $0.description },
                                       to: wanted.value == .none ? "(none)" : wanted.value.description, position: wanted.position))
        }
        if existing.archived {
            changes.append(FieldChange(field: .archived, from: "true", to: "false", position: resource.id.position))
        }
        let recorded = recorded.entry(kind: kind.kind, resource.id.value)?.fingerprint
        let drift = recorded != nil && recorded != existing.fingerprint(kind)
        // A field that names other resources is set once every creation has run (what it names may be new);
        // one held on the version is set with the texts, on a version that can take it.
        let field = { (change: FieldChange) in kind.fields.first { $0.name.name == change.field } }
        let naming = changes.filter { field($0)?.namesOthers == true }, onVersion = changes.filter { field($0)?.isOnVersion == true }
        let own = changes.filter { field($0).map { !$0.namesOthers && !$0.isOnVersion } ?? true }
        if !own.isEmpty {
            update.steps.append((updatePhase(resource, existing: existing, changes: own),
                                 step(resource.id.value, .updateResource(resourceID: existing.resourceID, resource), changes: own,
                                      at: own[0].position, isDrift: drift)))
        }
        // A drifted resource is counted once: its first step says so.
        if !naming.isEmpty {
            update.steps.append((Phase.membersFinal, step(resource.id.value, .updateResource(resourceID: existing.resourceID, resource), changes: naming,
                                                          at: naming[0].position, isDrift: drift && own.isEmpty)))
        }
        let versionStep: [Phased] = onVersion.isEmpty ? [] : [(Phase.texts, step(
            resource.id.value, .updateResource(resourceID: existing.resourceID, resource), changes: onVersion, at: onVersion[0].position,
            isDrift: drift && own.isEmpty && naming.isEmpty))]
        let version = existing.latestVersion
        let pending = resource.localizations.flatMap { localization in
            localizationSteps(resource, localization, remote: version?.localization(localization.locale.value), newVersion: false)
        } + versionImageStep(resource, held: version?.defaultImage, replacing: version?.defaultImage?.resourceID)
        if let version, version.isEditable || (pending.isEmpty && versionStep.isEmpty) {
            update.steps += pending + versionStep
        } else if let version, !version.isReplaceable {
            // Submitted, in review, accepted or waiting for release (or a state
            // this tool does not know): no edit, and no second version beside it.
            if let state = version.state, !RemoteVersion.documentedStates.contains(state) {
                update.warnings.append(Diagnostic(
                    path: path, position: resource.id.position, severity: .warning, rule: SyncRule.unexpectedResponse.id,
                    message: "App Store Connect reports version \(version.number) of '\(resource.id.value)' as '\(TerminalText.escaped(String(state.prefix(ToolLimits.quotedCharacters))))', a state Apple's document does not name; its changes wait, as for a version in review"))
            }
            update.blocked.append(blocked(resource, version))
        } else {
            // After the new version, which takes the version's fields.
            update.steps += newVersionSteps(resource, replacing: version) + versionStep
        }
        return update
    }

    /// An update that lowers the budget's sum runs before those that keep
    /// it, and those before the ones that raise it, so no step goes past the
    /// limit.
    func updatePhase(_ resource: DesiredResource, existing: RemoteResource, changes: [FieldChange]) -> Int {
        guard let field = kind.budget?.field, changes.contains(where: { $0.field == field.name }) else { return Phase.keepBudget }
        let before = existing.values[field]?.number ?? 0, after = resource.value(field)?.value.number ?? 0
        return after < before ? Phase.lowerBudget : after == before ? Phase.keepBudget : Phase.raiseBudget
    }

    /// No version, or a live one: a new version. App Store Connect may
    /// start it with copies of the live version's texts and images; only
    /// what the catalog changes is planned, and the rest is carried over
    /// (created if no copy is found).
    func newVersionSteps(_ resource: DesiredResource, replacing version: RemoteVersion?) -> [Phased] {
        let id = resource.id.value
        var versionSteps: [Phased] = []
        for localization in resource.localizations {
            let locale = localization.locale.value
            let recorded = recorded.entry(kind: kind.kind, id, locale: locale)
            guard let previous = version?.localization(locale) else {
                versionSteps += localizationSteps(resource, localization, remote: nil, newVersion: true)
                continue
            }
            let changes = textChanges(localization, remote: previous)
            if !changes.isEmpty {
                versionSteps.append((Phase.texts, step(id, .createLocalization(localization), changes: changes, at: changes[0].position)))
            }
            if let image = localization.image, !imageUnchanged(image, previous.image, recorded: recorded) {
                versionSteps.append(imageStep(id, image, locale: locale, uploaded: previous.image, recorded: recorded, replacing: nil))
            } else if let held = previous.image, removesImage(localization, held: held) {
                // The new version's copy of it goes.
                versionSteps.append(removeImageStep(id, locale: locale, held: held, at: localization.position))
            }
        }
        let imagesPlanned = Set(versionSteps.compactMap { entry -> String? in
            if case .uploadImage(_, let locale, _) = entry.step.action { locale } else { nil }
        })
        // The default image: uploaded by a step of its own when it changed, else carried over (uploaded by the new version's step where no copy is made).
        let defaultImageStep = versionImageStep(resource, held: version?.defaultImage, replacing: nil)
        let change = FieldChange(field: "version", from: version.map { "\($0.number) (\($0.state ?? "?"))" }, to: "new", position: resource.id.position)
        return [(Phase.texts, step(id, .createVersion(localizations: resource.localizations, imagesPlanned: imagesPlanned,
                                                      versionImage: defaultImageStep.isEmpty ? resource.versionImage : nil),
                                   changes: [change], at: resource.id.position))] + versionSteps + defaultImageStep
    }

    /// The step that uploads the version's default image (a kind with one,
    /// ``ResourceKind/hasVersionImage``), when App Store Connect does not
    /// hold the catalog's; the lock records it on the resource's own entry.
    func versionImageStep(_ resource: DesiredResource, held: RemoteImage?, replacing: String?) -> [Phased] {
        guard kind.hasVersionImage else { return [] }
        guard let image = resource.versionImage else {
            // A default image the catalog does not name goes (one named but unreadable stays: a warning says so).
            guard !resource.namesVersionImage, let held else { return [] }
            return [removeImageStep(resource.id.value, locale: nil, held: held, at: resource.id.position)]
        }
        let recorded = recorded.entry(kind: kind.kind, resource.id.value)
        guard !imageUnchanged(image, held, recorded: recorded) else { return [] }
        return [imageStep(resource.id.value, image, locale: nil, uploaded: held, recorded: recorded, replacing: replacing)]
    }

    /// The steps that make one locale's texts and image what the catalog says.
    func localizationSteps(_ resource: DesiredResource, _ localization: DesiredLocalization, remote: RemoteLocalization?,
                           newVersion: Bool) -> [Phased] {
        let id = resource.id.value, locale = localization.locale.value
        var steps: [Phased] = []
        let changes = textChanges(localization, remote: remote)
        let recorded = recorded.entry(kind: kind.kind, id, locale: locale)
        if let remote {
            if !changes.isEmpty {
                let drift = recorded?.fingerprint != nil && recorded?.fingerprint != remote.fingerprint(kind)
                steps.append((Phase.texts, step(id, .updateLocalization(resourceID: remote.resourceID, localization), changes: changes,
                                                at: changes[0].position, isDrift: drift)))
            }
        } else {
            steps.append((Phase.texts, step(id, .createLocalization(localization), changes: changes, at: localization.position)))
        }
        if let image = localization.image, newVersion || !imageUnchanged(image, remote?.image, recorded: recorded) {
            steps.append(imageStep(id, image, locale: locale, uploaded: remote?.image, recorded: recorded,
                                   replacing: newVersion ? nil : remote?.image?.resourceID))
        } else if let held = remote?.image, removesImage(localization, held: held) {
            steps.append(removeImageStep(id, locale: locale, held: held, at: localization.position))
        }
        return steps
    }

    /// Whether App Store Connect holds the catalog's image: processed, and
    /// the lock records this very file as uploaded for this app.
    func imageUnchanged(_ image: DesiredImage, _ uploaded: RemoteImage?, recorded: SyncedEntry?) -> Bool {
        uploaded.map { !$0.needsUpload && recorded?.imageSHA256 == image.sha256 } ?? false
    }

    /// The step that deletes an image the catalog does not name (a locale's, or the default when `locale` is `nil`).
    func removeImageStep(_ id: String, locale: String?, held: RemoteImage, at position: SourcePosition) -> Phased {
        (Phase.texts, step(id, .removeImage(locale: locale), changes: [
            FieldChange(field: "image (\(locale ?? "default"))", from: held.fileName, to: locale == nil ? "(none)" : "(none: the default image)", position: position),
        ], at: position))
    }

    /// Whether the catalog names no image for a locale that App Store Connect holds one in, for a kind with default images.
    func removesImage(_ localization: DesiredLocalization, held: RemoteImage?) -> Bool {
        kind.hasVersionImage && !localization.namesImage && localization.image == nil && held != nil
    }

    /// The step that uploads a locale's image, or the version's default image (`locale` `nil`).
    func imageStep(_ id: String, _ image: DesiredImage, locale: String?, uploaded: RemoteImage?, recorded: SyncedEntry?,
                   replacing: String?) -> Phased {
        let from = uploaded.map { "\($0.fileName) (\(recorded?.imageSHA256.map { "sha256 " + $0.prefix(12) } ?? "not recorded in the lock"))" }
        return (Phase.texts, step(id, .uploadImage(image, locale: locale, replacing: replacing), changes: [
            FieldChange(field: "image (\(locale ?? "default"))", from: from, to: "\(image.fileName) (sha256 \(image.sha256.prefix(12)))", position: image.position),
        ], at: image.position))
    }

    /// The step that gives players the catalog's order, when App Store
    /// Connect's differs. Resources the catalog does not list keep
    /// their places; the catalog's fill the places its own hold (new
    /// ones land at the end, as App Store Connect appends them).
    func orderStep(deleted: Set<String>) -> SyncStep? {
        let desiredIDs = section.resources.map(\.id.value)
        let managed = Set(desiredIDs)
        // New resources land at the end, in the order they are created.
        let after = remote.resources(kind).map(\.vendorIdentifier).filter { !deleted.contains($0) }
            + creation.sorted(desiredIDs.filter { remote.resource(kind, $0) == nil }, of: kind)
        var catalogOrder = desiredIDs.makeIterator()
        let ordered = after.map { managed.contains($0) ? catalogOrder.next() ?? $0 : $0 }
        guard ordered != after, desiredIDs.count > 1 else { return nil }
        let shown = { (ids: [String]) in ids.filter(managed.contains).joined(separator: ", ") }
        return step("", .order(ordered), changes: [FieldChange(field: "order", from: shown(after), to: shown(ordered), position: section.position)],
                    at: section.position)
    }

    /// The catalog IDs that cannot be their owner's: a grouped app's IDs
    /// start with `grp.` (App Store Connect gives every resource of a
    /// group that prefix, and the game reports it); other apps' do not.
    func groupIDMismatches() -> [Diagnostic] {
        let prefix = RemoteState.groupPrefix
        return section.resources.compactMap { resource in
            let id = resource.id.value
            if let group = remote.groupID, !id.hasPrefix(prefix) {
                return Diagnostic(path: path, position: resource.id.position, severity: .error, rule: SyncRule.groupID.id,
                                  message: "App Store Connect keeps this app's \(kind.plural) in the Game Center group \(group), where every ID starts with '\(prefix)': write '\(prefix)\(id)', the ID the game reports")
            }
            if remote.groupID == nil, remote.detailID != nil, id.hasPrefix(prefix) {
                return Diagnostic(path: path, position: resource.id.position, severity: .error, rule: SyncRule.groupID.id,
                                  message: "'\(id)' starts with '\(prefix)', which App Store Connect gives only \(kind.plural) of a Game Center group, and this app's detail belongs to none: drop the prefix, or add the app to its group in App Store Connect first")
            }
            return nil
        }
    }

    /// The texts of a locale that differ from what App Store Connect holds.
    func textChanges(_ localization: DesiredLocalization, remote: RemoteLocalization?) -> [FieldChange] {
        let locale = localization.locale.value
        return kind.changedTexts(localization, remote: remote).map { field in
            let wanted = localization.texts[field.name]
            return FieldChange(field: "\(field.name) (\(locale))", from: remote?.texts[field.name], to: wanted?.value ?? "(none)",
                               position: wanted?.position ?? localization.position)
        }
    }

    /// The steps that make a member list what the catalog says: one that
    /// adds what is missing, then one that removes what is left over (each
    /// replaces the whole list), so a member moving from one list to
    /// another is in one of them between the steps.
    func memberListSteps(_ resource: DesiredResource, field: SyncedField, resourceID: String, held: String, wanted: Located<FieldValue>) -> [Phased] {
        let before = FieldValue.text(held).memberIDs
        let after = wanted.value.memberIDs + unmanagedMembers(field, among: before).filter { !wanted.value.memberIDs.contains($0) }
        guard before != after else { return [] }
        var steps: [Phased] = []
        let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
        func listStep(_ phase: Int, from: [String], to: [String]) -> Phased {
            var written = resource
            written.values[field.name] = Located(.text(to.joined(separator: ", ")), at: wanted.position)
            return (phase, step(resource.id.value, .updateResource(resourceID: resourceID, written), changes: [
                FieldChange(field: field.name, from: from.joined(separator: ", "), to: to.joined(separator: ", "), position: wanted.position),
            ], at: wanted.position))
        }
        if !added.isEmpty && !removed.isEmpty {
            let union = after + removed
            steps.append(listStep(Phase.membersGrow, from: before, to: union))
            steps.append(listStep(Phase.membersFinal, from: union, to: after))
        } else {
            steps.append(listStep(added.isEmpty ? Phase.membersFinal : Phase.membersGrow, from: before, to: after))
        }
        return steps
    }

    /// A kind's first resource with a member list, created where App Store
    /// Connect holds none of the kind: its creation names every member
    /// known (App Store Connect keeps every leaderboard in a set once there
    /// are sets), and this step then makes the list the catalog's.
    func firstHolderSteps(_ resource: DesiredResource, held: [RemoteResource]) -> [Phased] {
        guard held.isEmpty, section.resources.first?.id == resource.id else { return [] }
        return kind.fields.filter(\.isMemberList).compactMap { field in
            guard let wanted = resource.value(field.name) else { return nil }
            let kept = unmanagedMembers(field).filter { !wanted.value.memberIDs.contains($0) }
            var written = resource
            let list = (wanted.value.memberIDs + kept).joined(separator: ", ")
            written.values[field.name] = Located(.text(list), at: wanted.position)
            return (Phase.membersFinal, step(resource.id.value, .updateResource(resourceID: "", written), changes: [
                FieldChange(field: field.name, from: "every one App Store Connect holds", to: list, position: wanted.position),
            ], at: wanted.position))
        }
    }

    /// The step that sets what a new resource's creation cannot send
    /// (``SyncedField/isSetAfterCreation``), once every creation has run.
    func afterCreationSteps(_ resource: DesiredResource) -> [Phased] {
        let changes = kind.fields.filter(\.isSetAfterCreation).compactMap { field -> FieldChange? in
            guard let value = resource.value(field.name), value.value != .none, !value.value.text.isEmpty else { return nil }
            return FieldChange(field: field.name, from: nil, to: value.value.description, position: value.position)
        }
        guard let first = changes.first else { return [] }
        return [(Phase.membersFinal, step(resource.id.value, .updateResource(resourceID: "", resource), changes: changes, at: first.position))]
    }

    /// The refusal of a new resource that App Store Connect would create in
    /// no holder while it holds some (a leaderboard in no set, where the app
    /// has sets made in its web pages that the catalog does not list).
    func missingHolder(_ resource: DesiredResource) -> Diagnostic? {
        for (holderKind, holders) in resource.heldBy where holders.isEmpty {
            let holder = ResourceKind.of(holderKind)
            let held = remote.resources(holder).filter { !$0.archived }.map(\.vendorIdentifier)
            guard let first = held.first else { continue }
            let shown = TerminalText.escaped(String(first.prefix(ToolLimits.quotedCharacters))) + (held.count > 1 ? ", …" : "")
            return Diagnostic(path: path, position: resource.id.position, severity: .error, rule: SyncRule.setRequired.id,
                              message: "App Store Connect holds \(held.count) \(held.count == 1 ? holder.noun : holder.plural) for this app (\(shown)), so a new \(kind.noun) must go into one: list '\(TerminalText.escaped(resource.id.value))' in a \(holder.noun) of the catalog")
        }
        return nil
    }

    /// A new holder's member list once the members created after it have
    /// been added (App Store Connect appends each to the holders it names
    /// at its creation, in the order they are created): when that is not
    /// the catalog's order, a last step makes it so. The first holder's
    /// list is made the catalog's by ``firstHolderSteps(_:held:)``.
    func laterMemberSteps(_ resource: DesiredResource, held: [RemoteResource]) -> [Phased] {
        guard !(held.isEmpty && section.resources.first?.id == resource.id) else { return [] }
        return kind.fields.compactMap { field -> Phased? in
            guard let memberKind = field.memberKind, let wanted = resource.value(field.name) else { return nil }
            let listed = wanted.value.memberIDs
            let later = creation.createdAfterHolders[memberKind] ?? []
            let predicted = listed.filter { !later.contains($0) } + (creation.order[memberKind] ?? []).filter { later.contains($0) && listed.contains($0) }
            guard predicted != listed else { return nil }
            return (Phase.membersFinal, step(resource.id.value, .updateResource(resourceID: "", resource), changes: [
                FieldChange(field: field.name, from: predicted.joined(separator: ", "), to: listed.joined(separator: ", "), position: wanted.position),
            ], at: wanted.position))
        }
    }

    /// What a new resource's creation sets.
    func creationChanges(_ resource: DesiredResource) -> [FieldChange] {
        kind.fields.filter { !$0.isSetAfterCreation }.compactMap { field in
            resource.value(field.name).flatMap { value in
                value.value == .none ? nil : FieldChange(field: field.name, from: nil, to: value.value.description, position: value.position)
            }
        }
    }

    /// The ID App Store Connect holds that a new catalog ID would replace: the
    /// lock's ID for the same local key, or an unlisted resource with the
    /// same reference name.
    func renamedFrom(_ resource: DesiredResource, unmanaged: [RemoteResource]) -> String? {
        if let released = lock?.releasedIDs(kind: kind.kind).first(where: { $0.key == resource.key }), released.id != resource.id.value,
           remote.resource(kind, released.id) != nil {
            return released.id
        }
        // A group's resources include other games': a name alike there is not a rename.
        guard remote.groupID == nil else { return nil }
        return unmanaged.first { $0.referenceName == resource.referenceName }?.vendorIdentifier
    }
}
