import SourceDiagnostics

/// What `asc apply` would do, step by step, and what it found on the way:
/// the output of ``SyncPlanner`` and the input of ``PlanExecutor``.
package struct SyncPlan: Sendable, Hashable {
    /// The steps in the order they run (budget-safe: lower points first, then creations).
    package var steps: [SyncStep]
    /// Achievements App Store Connect holds that the catalog neither lists nor retires: never touched.
    package var unmanaged: [RemoteAchievement]
    /// Errors that forbid applying (an ID rename, the points budget): `apply` stops before its first write.
    package var diagnostics: [Diagnostic]
    /// App Store Connect's points now, every achievement counted.
    package var pointsNow: Int
    /// App Store Connect's points after the plan runs.
    package var pointsAfter: Int
    /// Changes App Store Connect does not allow, left out of the steps
    /// (points of an approved achievement): each an error at its catalog
    /// line, while every other step still applies.
    package var refusals: [Diagnostic]
    /// Achievements whose texts and images wait for a review to end.
    package var blocked: [BlockedAchievement]
    /// The catalog's achievements whose latest version players do not see
    /// yet (it is not live): they reach players only through App Store
    /// Connect's review. Not a difference from the catalog, so not a step.
    package var awaitingReview: [BlockedAchievement] = []
    /// Retired achievements that never went live: archived, or deleted
    /// with `--prune-drafts` (App Store Connect deletes drafts; anything
    /// that was ever approved is only ever archived).
    package var retiredDrafts: [String] = []
    /// App versions being prepared whose Game Center switch is off: the
    /// achievements awaiting review do not reach players with them.
    package var gameCenterDisabledFor: [String] = []
    /// The requests this run sent to App Store Connect so far, `nil` when not counted.
    package var requests: Int?

    /// Creates a plan.
    package init(steps: [SyncStep], unmanaged: [RemoteAchievement], diagnostics: [Diagnostic], pointsNow: Int, pointsAfter: Int,
                refusals: [Diagnostic] = [], blocked: [BlockedAchievement] = []) {
        self.steps = steps
        self.unmanaged = unmanaged
        self.diagnostics = diagnostics
        self.pointsNow = pointsNow
        self.pointsAfter = pointsAfter
        self.refusals = refusals
        self.blocked = blocked
    }

    /// Whether App Store Connect already holds what the catalog says.
    package var isInSync: Bool { steps.isEmpty && blocked.isEmpty && refusals.isEmpty }

    /// Whether anything stops the plan from being applied.
    package var hasErrors: Bool { diagnostics.containsErrors }

    /// The steps that undo a hand edit in App Store Connect.
    package var drift: [SyncStep] { steps.filter(\.isDrift) }
}

/// An achievement whose latest version is submitted (ready for or in
/// review, accepted, waiting for release): App Store Connect allows no edit
/// to it and no second version beside it, so its text and image changes wait.
package struct BlockedAchievement: Sendable, Hashable {
    /// The achievement ID.
    package var id: String
    /// The latest version's number.
    package var version: Int
    /// Its state, as App Store Connect names it.
    package var state: String
    /// Where the catalog lists the achievement.
    package var path: String
    /// The position in ``path``.
    package var position: SourcePosition

    /// Creates an entry.
    package init(id: String, version: Int, state: String, path: String, position: SourcePosition) {
        self.id = id
        self.version = version
        self.state = state
        self.path = path
        self.position = position
    }
}

/// One step of a plan: an action on one achievement, why, and where the
/// catalog says so.
package struct SyncStep: Sendable, Hashable {
    /// The achievement ID the step concerns.
    package var achievementID: String
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
    package init(achievementID: String, action: SyncAction, changes: [FieldChange] = [], path: String, position: SourcePosition,
                isDrift: Bool = false) {
        self.achievementID = achievementID
        self.action = action
        self.changes = changes
        self.path = path
        self.position = position
        self.isDrift = isDrift
    }
}

/// The actions the sync takes. None deletes a localization, and an
/// achievement only as ``deleteDraft`` (a retired draft, `--prune-drafts`);
/// an image is deleted only to upload its replacement (a localization holds one).
package enum SyncAction: Sendable, Hashable {
    /// Create the app's Game Center detail (the app has none yet).
    case createDetail
    /// Create an achievement with its first version.
    case createAchievement(DesiredAchievement)
    /// Set an achievement's own fields (and unarchive it) to the catalog's values.
    case updateAchievement(resourceID: String, DesiredAchievement)
    /// Create a new version, because the latest one is live. App Store
    /// Connect may start it with copies of the live version's texts and
    /// images: the later steps write only what the catalog changes, and
    /// what it does not change is carried over. A locale of `localizations`
    /// with no copy is created here with the catalog's texts, and its image
    /// uploaded unless a later step of `imagesPlanned` (locales) uploads it.
    case createVersion(localizations: [DesiredLocalization], imagesPlanned: Set<String>)
    /// Create a localization on the achievement's editable version.
    case createLocalization(DesiredLocalization)
    /// Set a localization's texts.
    case updateLocalization(resourceID: String, DesiredLocalization)
    /// Upload the image of a locale, replacing the image with this resource ID if any.
    case uploadImage(DesiredImage, locale: String, replacing: String?)
    /// Archive a retired achievement.
    case archive(resourceID: String)
    /// Delete a retired achievement that never went live (`--prune-drafts`).
    case deleteDraft(resourceID: String)
    /// Set the order players see: every achievement of the owner, by ID.
    case order([String])

    /// A short name for the kind of action, as the JSON plan writes it.
    package var kind: String {
        switch self {
        case .createDetail: "create-detail"
        case .createAchievement: "create-achievement"
        case .updateAchievement: "update-achievement"
        case .createVersion: "create-version"
        case .createLocalization: "create-localization"
        case .updateLocalization: "update-localization"
        case .uploadImage: "upload-image"
        case .archive: "archive"
        case .deleteDraft: "delete-draft"
        case .order: "order"
        }
    }

    /// Whether the action writes to the achievement's version (texts and images).
    var touchesVersion: Bool {
        switch self {
        case .createVersion, .createLocalization, .updateLocalization, .uploadImage: true
        default: false
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
    package init(field: String, from: String?, to: String, position: SourcePosition) {
        self.field = field
        self.from = from
        self.to = to
        self.position = position
    }
}
