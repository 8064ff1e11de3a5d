import AchievementsCatalog
import SourceDiagnostics

/// What `asc apply` would do, step by step, and what it found on the way:
/// the output of ``SyncPlanner`` and the input of ``PlanExecutor``.
package struct SyncPlan: Sendable, Hashable {
    /// The steps in the order they run (budget-safe: lower points first, then creations).
    package var steps: [SyncStep]
    /// Resources App Store Connect holds that the catalog neither lists nor retires: never touched.
    package var unmanaged: [UnmanagedResource]
    /// Errors that forbid applying (an ID rename, a budget): `apply` stops before its first write.
    package var diagnostics: [Diagnostic]
    /// Each budgeted kind's use of its budget, now and after the plan runs.
    package var budgets: [BudgetUse]
    /// Changes App Store Connect does not allow, left out of the steps
    /// (points of an approved achievement): each an error at its catalog
    /// line, while every other step still applies.
    package var refusals: [Diagnostic]
    /// Resources whose texts and images wait for a review to end.
    package var blocked: [BlockedResource]
    /// What App Store Connect holds of the catalog's resources beyond the
    /// catalog (a localization in another locale, a set member the catalog
    /// does not manage): apply leaves it, each is a warning at its catalog
    /// line, and the plan is not in sync while one is left.
    package var extras: [Diagnostic] = []
    /// The catalog's resources whose latest version players do not see
    /// yet (it is not live): they reach players only through App Store
    /// Connect's review. Not a difference from the catalog, so not a step.
    package var awaitingReview: [BlockedResource] = []
    /// Retired resources that were never submitted (drafts): left as they
    /// are, or deleted with `--prune-drafts`. App Store Connect archives
    /// only live resources and deletes only drafts; anything that was ever
    /// live is only ever archived.
    package var retiredDrafts: [String] = []
    /// Retired resources submitted but never live (in review, accepted,
    /// waiting for release, rejected): App Store Connect can neither
    /// archive nor delete them, so they are left as they are until they
    /// go live, and named.
    package var retiredNotLive: [BlockedResource] = []
    /// App versions being prepared whose Game Center switch is off: the
    /// resources awaiting review do not reach players with them.
    package var gameCenterDisabledFor: [String] = []
    /// The requests this run sent to App Store Connect so far, `nil` when not counted.
    package var requests: Int?

    /// Creates a plan.
    package init(steps: [SyncStep], unmanaged: [UnmanagedResource], diagnostics: [Diagnostic], budgets: [BudgetUse],
                refusals: [Diagnostic] = [], blocked: [BlockedResource] = []) {
        self.steps = steps
        self.unmanaged = unmanaged
        self.diagnostics = diagnostics
        self.budgets = budgets
        self.refusals = refusals
        self.blocked = blocked
    }

    /// The achievement points App Store Connect holds now (0 when achievements were not planned).
    package var pointsNow: Int { budget(of: .achievements)?.now ?? 0 }

    /// The achievement points App Store Connect holds after the plan runs.
    package var pointsAfter: Int { budget(of: .achievements)?.after ?? 0 }

    /// The use of `kind`'s budget, if it has one.
    package func budget(of kind: ResourceKind) -> BudgetUse? {
        budgets.first { $0.kind == kind.kind }
    }

    /// Whether App Store Connect already holds what the catalog says.
    package var isInSync: Bool { steps.isEmpty && blocked.isEmpty && refusals.isEmpty && extras.isEmpty }

    /// Whether anything stops the plan from being applied.
    package var hasErrors: Bool { diagnostics.containsErrors }

    /// The steps that undo a hand edit in App Store Connect.
    package var drift: [SyncStep] { steps.filter(\.isDrift) }
}

/// How much of a kind's budget App Store Connect uses, before and after a plan.
package struct BudgetUse: Sendable, Hashable {
    /// The kind.
    package var kind: GameCenterKind
    /// The budget.
    package var budget: SyncBudget
    /// The sum now, every resource counted.
    package var now: Int
    /// The sum after the plan runs.
    package var after: Int

    /// Creates a use.
    package init(kind: GameCenterKind, budget: SyncBudget, now: Int, after: Int) {
        self.kind = kind
        self.budget = budget
        self.now = now
        self.after = after
    }
}

/// A resource App Store Connect holds that the catalog neither lists nor retires.
package struct UnmanagedResource: Sendable, Hashable {
    /// The kind.
    package var kind: ResourceKind
    /// The resource.
    package var resource: RemoteResource

    /// Creates an entry.
    package init(kind: ResourceKind, resource: RemoteResource) {
        self.kind = kind
        self.resource = resource
    }

    /// Its value of the kind's budget field, 0 without a budget.
    package var budgetValue: Int {
        kind.budget.map { resource.values[$0.field]?.number ?? 0 } ?? 0
    }
}

/// A resource whose latest version is submitted (ready for or in
/// review, accepted, waiting for release): App Store Connect allows no edit
/// to it and no second version beside it, so its text and image changes wait.
package struct BlockedResource: Sendable, Hashable {
    /// The kind.
    package var kind: GameCenterKind
    /// The ID.
    package var id: String
    /// The latest version's number.
    package var version: Int
    /// Its state, as App Store Connect names it.
    package var state: String
    /// Where the catalog lists the resource.
    package var path: String
    /// The position in ``path``.
    package var position: SourcePosition

    /// Creates an entry.
    package init(kind: GameCenterKind, id: String, version: Int, state: String, path: String, position: SourcePosition) {
        self.kind = kind
        self.id = id
        self.version = version
        self.state = state
        self.path = path
        self.position = position
    }
}

/// One step of a plan: an action on one resource, why, and where the
/// catalog says so.
package struct SyncStep: Sendable, Hashable {
    /// The kind of the resource the step concerns, `nil` for the app's Game Center detail.
    package var kind: ResourceKind? {
        get { gameCenterKind.map(ResourceKind.of) }
        set { gameCenterKind = newValue?.kind }
    }
    /// The kind as stored: a plan at Apple's limits holds tens of thousands
    /// of steps, and a ``ResourceKind`` is its description, nine words long.
    private var gameCenterKind: GameCenterKind?
    /// The ID of the resource the step concerns, empty for a step about a whole kind or the detail.
    package var id: String
    /// What to do.
    package var action: SyncAction
    /// The fields that change, from what App Store Connect holds to what the catalog says.
    package var changes: [FieldChange]
    /// The file and position of the catalog value the step comes from.
    package var path: String
    /// The position in ``path``.
    package var position: SourcePosition
    /// Whether App Store Connect was changed by hand since the last apply (the
    /// lock's fingerprint no longer matches what it holds).
    package var isDrift: Bool

    /// Creates a step.
    package init(kind: ResourceKind?, id: String, action: SyncAction, changes: [FieldChange] = [], path: String, position: SourcePosition,
                isDrift: Bool = false) {
        self.gameCenterKind = kind?.kind
        self.id = id
        self.action = action
        self.changes = changes
        self.path = path
        self.position = position
        self.isDrift = isDrift
    }

    /// The action's name as the JSON plan writes it (`create-achievement`).
    package var actionName: String {
        switch action {
        case .createResource: "create-" + (kind?.name ?? "resource")
        case .updateResource: "update-" + (kind?.name ?? "resource")
        default: action.name
        }
    }

    /// The key runs track the resource under: its kind and ID.
    var resourceKey: String { (kind?.name ?? "") + "\u{0}" + id }
}

/// The actions the sync takes. None deletes a localization, and a
/// resource only as ``deleteDraft`` (a retired draft, `--prune-drafts`);
/// an image is deleted only to upload its replacement (a localization holds
/// one), or as ``removeImage(locale:)`` where the catalog names none and a default stands in.
package enum SyncAction: Sendable, Hashable {
    /// Create the app's Game Center detail (the app has none yet).
    case createDetail
    /// Create a resource with its first version (boxed, as the next: a
    /// resource's description is the largest payload, and few steps hold one).
    indirect case createResource(DesiredResource)
    /// Set a resource's own fields (and unarchive it) to the catalog's
    /// values; `resourceID` is empty for one this run creates first.
    indirect case updateResource(resourceID: String, DesiredResource)
    /// Create a new version, because the latest one is live. App Store
    /// Connect may start it with copies of the live version's texts and
    /// images: the later steps write only what the catalog changes, and
    /// what it does not change is carried over. A locale of `localizations`
    /// with no copy is created here with the catalog's texts, and its image
    /// uploaded unless a later step of `imagesPlanned` (locales) uploads it;
    /// `versionImage`, the default image no later step uploads, is uploaded
    /// here when the new version holds no copy of it.
    case createVersion(localizations: [DesiredLocalization], imagesPlanned: Set<String>, versionImage: DesiredImage?)
    /// Create a localization on the resource's editable version.
    case createLocalization(DesiredLocalization)
    /// Set a localization's texts.
    case updateLocalization(resourceID: String, DesiredLocalization)
    /// Upload the image of a locale, or the version's default image when
    /// `locale` is `nil`, replacing the image with this resource ID if any.
    case uploadImage(DesiredImage, locale: String?, replacing: String?)
    /// Delete the image of a locale (the version's default image when `nil`)
    /// that the catalog does not name, for a kind whose versions hold a
    /// default image (``ResourceKind/hasVersionImage``): the locale then shows the default.
    case removeImage(locale: String?)
    /// Archive a retired resource.
    case archive(resourceID: String)
    /// Delete a retired resource that never went live (`--prune-drafts`).
    case deleteDraft(resourceID: String)
    /// Set the order players see: every resource of the kind the owner holds, by ID.
    case order([String])
    /// Make the leaderboard with this ID the app's default (its group's for a grouped app).
    case setDefaultLeaderboard(String)
    /// Turn the app's challenges on or off.
    case setChallengesEnabled(Bool)

    /// A short name for the action (``SyncStep/actionName`` adds the kind where it tells).
    package var name: String {
        switch self {
        case .createDetail: "create-detail"
        case .createResource: "create-resource"
        case .updateResource: "update-resource"
        case .createVersion: "create-version"
        case .createLocalization: "create-localization"
        case .updateLocalization: "update-localization"
        case .uploadImage: "upload-image"
        case .removeImage: "remove-image"
        case .archive: "archive"
        case .deleteDraft: "delete-draft"
        case .order: "order"
        case .setDefaultLeaderboard: "set-default-leaderboard"
        case .setChallengesEnabled: "set-challenges-enabled"
        }
    }
}

/// One field's change, from what App Store Connect holds to the catalog's value.
package struct FieldChange: Sendable, Hashable {
    /// The field, in the catalog's words (`points`, `title (fr-FR)`, …).
    package var field: String
    /// What App Store Connect holds, `nil` when it holds nothing.
    package var from: String?
    /// The catalog's value.
    package var to: String
    /// Where the catalog writes it.
    package var position: SourcePosition

    /// Creates a change.
    /// Creates a change of the field `field`.
    package init(field: FieldKey, from: String?, to: String, position: SourcePosition) {
        self.init(field: field.name, from: from, to: to, position: position)
    }

    package init(field: String, from: String?, to: String, position: SourcePosition) {
        self.field = field
        self.from = from
        self.to = to
        self.position = position
    }
}
