import AchievementsCatalog

/// What App Store Connect holds for an app's Game Center kinds, read
/// through the API: the sync's view of the other side, independent of HTTP.
package struct RemoteState: Sendable, Hashable, Codable {
    /// The app's Game Center detail resource, `nil` when the app has none yet.
    package var detailID: String?
    /// The Game Center group the detail belongs to, if any: a grouped app's
    /// resources live on the group, shared by the group's games, and
    /// their IDs start with ``RemoteState/groupPrefix``.
    package var groupID: String?
    /// One section per kind read, in the order they were read.
    package var sections: [RemoteSection]
    /// App versions being prepared for which Game Center is not enabled
    /// (read only when something awaits review), such as `2.1 (PREPARE_FOR_SUBMISSION)`.
    package var gameCenterDisabledFor: [String] = []
    /// The ID of the app's default leaderboard (its group's for a grouped app), if one is set.
    package var defaultLeaderboard: String?
    /// Whether the app's challenges are enabled (the detail's deprecated
    /// `challengeEnabled`), `nil` when App Store Connect does not say.
    package var challengesEnabled: Bool?

    /// Creates a state.
    package init(detailID: String?, groupID: String? = nil, sections: [RemoteSection]) {
        self.detailID = detailID
        self.groupID = groupID
        self.sections = sections
    }

    /// What holds the resources: the group for a grouped app, else the
    /// detail; `nil` when the app has no detail yet.
    package var owner: ResourceOwner? {
        if let groupID { return .group(groupID) }
        return detailID.map(ResourceOwner.detail)
    }

    /// The prefix App Store Connect gives the IDs of a group's resources.
    package static let groupPrefix = "grp."

    /// Every resource of `kind`, archived ones included, in App Store
    /// Connect's order (empty when the kind was not read).
    package func resources(_ kind: ResourceKind) -> [RemoteResource] {
        sections.first { $0.kind == kind.kind }?.resources ?? []
    }

    /// The resource of `kind` with the vendor identifier `id`, if App Store Connect holds one.
    package func resource(_ kind: ResourceKind, _ id: String) -> RemoteResource? {
        resources(kind).first { $0.vendorIdentifier == id }
    }

    /// The sum of `kind`'s budget field over every resource, archived ones included, saturating.
    package func budgetTotal(_ kind: ResourceKind) -> Int {
        guard let field = kind.budget?.field else { return 0 }
        return resources(kind).map { max(0, $0.values[field]?.number ?? 0) }.saturatingSum()
    }
}

/// The resources of one kind App Store Connect holds.
package struct RemoteSection: Sendable, Hashable, Codable {
    /// The kind.
    package var kind: GameCenterKind
    /// Every resource, archived ones included, in App Store Connect's order
    /// (the group's, for a grouped app).
    package var resources: [RemoteResource]

    /// Creates a section.
    package init(kind: GameCenterKind, resources: [RemoteResource]) {
        self.kind = kind
        self.resources = resources
    }
}

/// One resource as App Store Connect holds it.
package struct RemoteResource: Sendable, Hashable, Codable {
    /// App Store Connect's resource ID.
    package var resourceID: String
    /// The ID (`vendorIdentifier`), permanent once created.
    package var vendorIdentifier: String
    /// The kind's fields (``ResourceKind/fields``) by catalog name, in the catalog's terms.
    package var values: [FieldKey: FieldValue]
    /// Whether it is archived.
    package var archived: Bool
    /// The newest version, which holds the texts and images.
    package var latestVersion: RemoteVersion?
    /// Whether any version was ever approved (accepted, live, replaced):
    /// such a resource can only be archived, never deleted.
    package var wasApproved: Bool

    /// Whether it is a draft: one version, still being prepared (never
    /// submitted). App Store Connect deletes only such resources
    /// (`STATE_ERROR.CANNOT_DELETE_HAS_NON_DRAFT_VERSION` otherwise).
    package var isDraft: Bool {
        !wasApproved && latestVersion.map { $0.number == 1 && $0.state == "PREPARE_FOR_SUBMISSION" } ?? true
    }

    /// Whether players ever saw it: its latest version is live (or
    /// replaced), a later version stands beside a live one, or it is
    /// archived. App Store Connect archives only such resources: "You can
    /// archive live leaderboards and achievements" (ASC Help, "Archive
    /// leaderboards and achievements").
    package var wasLive: Bool {
        archived || latestVersion.map { $0.number > 1 || RemoteVersion.replaceableStates.contains($0.state ?? "") } ?? false
    }

    /// The reference name every kind has, empty when App Store Connect gave none.
    package var referenceName: String {
        values[.referenceName]?.text ?? ""
    }

    /// Creates a resource.
    package init(resourceID: String, vendorIdentifier: String, values: [FieldKey: FieldValue], archived: Bool,
                latestVersion: RemoteVersion?, wasApproved: Bool? = nil) {
        self.resourceID = resourceID
        self.vendorIdentifier = vendorIdentifier
        self.values = values
        self.archived = archived
        self.latestVersion = latestVersion
        self.wasApproved = wasApproved ?? latestVersion.map { $0.number > 1 || RemoteVersion.approvedStates.contains($0.state ?? "") } ?? false
    }
}

/// What holds an app's Game Center resources in App Store Connect.
package enum ResourceOwner: Sendable, Hashable, Codable {
    /// The app's own Game Center detail.
    case detail(String)
    /// The Game Center group the app's detail belongs to.
    case group(String)

    /// The resource ID.
    package var id: String {
        switch self {
        case .detail(let id), .group(let id): id
        }
    }
}

/// A version of a resource: its texts and images for one review.
package struct RemoteVersion: Sendable, Hashable, Codable {
    /// App Store Connect's resource ID.
    package var resourceID: String
    /// The version number, 1 for the first.
    package var number: Int
    /// The state, such as `PREPARE_FOR_SUBMISSION` or `LIVE` (`nil` when not given).
    package var state: String?
    /// The texts and images, one per locale.
    package var localizations: [RemoteLocalization]
    /// The default image, for a kind whose versions hold one (``ResourceKind/hasVersionImage``).
    package var defaultImage: RemoteImage?
    /// Whether the texts and images were not read because the lock vouches
    /// for them (``ResourceEndpoints/read(owner:detailed:previous:vouched:)``):
    /// ``localizations`` and ``defaultImage`` then hold the catalog's, filled in
    /// by ``RemoteState/fillingVouched(from:)``.
    package var textsVouched = false
    /// Whether the texts and images were not read because a resumed apply
    /// took them from the stopped run's record (``ResourceEndpoints/read(owner:detailed:previous:vouched:reusing:)``):
    /// they are that run's read, so nothing vouches from them in the lock.
    package var textsReused = false

    /// Creates a version.
    package init(resourceID: String, number: Int, state: String?, localizations: [RemoteLocalization], defaultImage: RemoteImage? = nil) {
        self.resourceID = resourceID
        self.number = number
        self.state = state
        self.localizations = localizations
        self.defaultImage = defaultImage
    }

    /// The states in which App Store Connect accepts changes to a version's
    /// texts and images; any other (submitted, in review, live) needs a new version.
    package static let editableStates: Set<String> = ["PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED"]

    /// Whether the version's texts and images can still be changed.
    package var isEditable: Bool { state.map { Self.editableStates.contains($0) } ?? true }

    /// The states beside which a new version may be opened: the version is
    /// live (or already replaced). Any other state not editable (submitted,
    /// in review, accepted, waiting for release, or a state this tool does
    /// not know) blocks the resource's text and image changes.
    package static let replaceableStates: Set<String> = ["LIVE", "REPLACED_WITH_NEW_VERSION"]

    /// Whether a new version may be opened beside this one.
    package var isReplaceable: Bool { state.map { Self.replaceableStates.contains($0) } ?? false }

    /// Every state Apple's document (4.4.1) names; App Store Connect may
    /// answer newer ones, which the sync treats as neither editable nor live.
    package static let documentedStates: Set<String> = editableStates.union(replaceableStates)
        .union(["READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW", "ACCEPTED", "PENDING_RELEASE"])

    /// The states that mean the resource was approved once.
    package static let approvedStates: Set<String> = ["ACCEPTED", "PENDING_RELEASE", "LIVE", "REPLACED_WITH_NEW_VERSION"]

    /// Whether fields fixed once approved (``SyncedField/lockedOnceApproved``,
    /// such as an achievement's points) are fixed now: App Store Connect lets
    /// them change only before the first approval, or while the latest
    /// version is rejected (a second version means the first went live).
    package var locksApprovedFields: Bool {
        let approved = number > 1 || state.map { Self.approvedStates.contains($0) } ?? false
        return approved && !["REJECTED", "DEVELOPER_REJECTED"].contains(state ?? "")
    }

    /// The localization for `locale`, if any.
    package func localization(_ locale: String) -> RemoteLocalization? {
        localizations.first { $0.locale == locale }
    }
}

/// A resource's texts and image in one locale.
package struct RemoteLocalization: Sendable, Hashable, Codable {
    /// App Store Connect's resource ID.
    package var resourceID: String
    /// The App Store Connect locale, such as `en-US`.
    package var locale: String
    /// The kind's localization fields (``ResourceKind/localizationFields``) by catalog name.
    package var texts: [FieldKey: String]
    /// The image, if one was uploaded.
    package var image: RemoteImage?

    /// Creates a localization.
    package init(resourceID: String, locale: String, texts: [FieldKey: String], image: RemoteImage?) {
        self.resourceID = resourceID
        self.locale = locale
        self.texts = texts
        self.image = image
    }

    /// The text of the field `key`, empty when App Store Connect holds none.
    package func text(_ key: FieldKey) -> String {
        texts[key] ?? ""
    }
}

/// An uploaded image.
package struct RemoteImage: Sendable, Hashable, Codable {
    /// App Store Connect's resource ID.
    package var resourceID: String
    /// The file name it was uploaded under.
    package var fileName: String
    /// Its size in bytes.
    package var fileSize: Int
    /// The delivery state: `AWAITING_UPLOAD`, `UPLOAD_COMPLETE`, `COMPLETE` or `FAILED`.
    package var deliveryState: String?
    /// The address template of the processed image (`{w}`, `{h}`, `{f}`), for `pull`.
    package var templateURL: String?
    /// The processed image's width and height in pixels, when App Store Connect gives them.
    package var width: Int?
    package var height: Int?

    /// Creates an image.
    package init(resourceID: String, fileName: String, fileSize: Int, deliveryState: String?, templateURL: String? = nil) {
        self.resourceID = resourceID
        self.fileName = fileName
        self.fileSize = fileSize
        self.deliveryState = deliveryState
        self.templateURL = templateURL
    }

    /// The format `pull` asks for and saves it in: `jpg` for a file uploaded
    /// as JPEG (activities' and challenges' images may be), else `png`.
    package var fileExtension: String {
        let name = fileName.lowercased()
        return name.hasSuffix(".jpg") || name.hasSuffix(".jpeg") ? "jpg" : "png"
    }

    /// Whether the upload was never finished or failed processing.
    package var needsUpload: Bool { deliveryState == "AWAITING_UPLOAD" || deliveryState == "FAILED" }
}
