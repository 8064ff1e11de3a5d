/// The requests of one Game Center kind: its resources, versions,
/// localizations and images (resource → versions → localizations → image,
/// the shape every kind of the v2 API shares). The client answers
/// ``ASCService/endpoints(for:)`` with one of these per kind; values come
/// and go in the catalog's terms (``ResourceKind/fields``), and the
/// endpoints turn them into the kind's requests.
package protocol ResourceEndpoints: Sendable {
    /// Every resource of the kind `owner` holds, every page read, with its
    /// versions' states, and the texts and images of the latest version of
    /// those `detailed` names (every resource's when `nil`; `previous`
    /// gives the others' unchanged). A resource whose latest version is live
    /// and the one `vouched` names for it (by ID) is not read either: the
    /// lock vouches for its texts (``RemoteVersion/textsVouched``). When
    /// `reusing`, a detailed resource whose latest version `previous` holds
    /// with the same ID and state, texts read, is not read either: its texts
    /// are `previous`'s (a resumed apply's).
    func read(owner: ResourceOwner, detailed: Set<String>?, previous: RemoteSection?,
              vouched: [String: String], reusing: Bool) async throws(ASCServiceError) -> [RemoteResource]
    /// Creates a resource with its first version on its owner (the
    /// detail, or the group of a grouped app); returns both resource IDs.
    /// `known` gives the resource IDs of what its fields and ``DesiredResource/heldBy`` name.
    func create(owner: ResourceOwner, _ resource: DesiredResource, known: KnownResources) async throws(ASCServiceError) -> CreatedResource
    /// Sets the order players see: every resource of the kind the owner holds, by resource ID.
    func order(owner: ResourceOwner, resourceIDs: [String]) async throws(ASCServiceError)
    /// Deletes a resource that never went live (`--prune-drafts`).
    func delete(resourceID: String) async throws(ASCServiceError)
    /// Sets the named fields of a resource (catalog names, and `archived`
    /// to unarchive) to the catalog's values, and only those: App Store
    /// Connect refuses some fields in some states even unchanged.
    /// `owner` holds it (and what its fields name).
    func update(owner: ResourceOwner, resourceID: String, _ resource: DesiredResource, fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError)
    /// Archives a resource.
    func archive(resourceID: String) async throws(ASCServiceError)
    /// Creates a new version of a resource; returns its resource ID.
    func createVersion(resourceID: String) async throws(ASCServiceError) -> String
    /// The localizations of a version, every page read.
    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization]
    /// Creates a localization on a version; returns its resource ID.
    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String
    /// Sets a localization's texts.
    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError)
    /// Deletes an image, to upload its replacement.
    func deleteImage(resourceID: String) async throws(ASCServiceError)
    /// Reserves, uploads, commits and waits for an image's delivery;
    /// `stages` hears how far it went as it goes.
    func uploadImage(to owner: ImageOwner, _ image: DesiredImage, stages: @escaping @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage
    /// Finishes the upload of `image` to a reservation an earlier run left
    /// (`reserved`): sends the parts it did not, commits, and waits for the
    /// delivery; `nil`, with nothing sent, when App Store Connect gives no
    /// upload operations for the reservation (it is then deleted and the image reserved anew).
    func finishUpload(_ reserved: ReservedUpload, _ image: DesiredImage, stages: @escaping @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage?
    /// The default image of a version, for a kind whose versions hold one
    /// (``ResourceKind/hasVersionImage``); `nil`, without a request, for the others.
    func defaultImage(versionID: String) async throws(ASCServiceError) -> RemoteImage?
    /// The bytes of an uploaded image, for `asc pull`.
    func downloadImage(_ image: RemoteImage) async throws(ASCServiceError) -> [UInt8]
}

/// What an image is uploaded to.
package enum ImageOwner: Sendable, Hashable {
    /// A localization, by resource ID: the image players see in its language.
    case localization(String)
    /// A version, by resource ID: its default image (``ResourceKind/hasVersionImage``).
    case version(String)
}

/// A created resource's IDs.
package struct CreatedResource: Sendable, Hashable {
    /// The resource's ID.
    package var resourceID: String
    /// Its first version's ID.
    package var versionID: String

    /// Creates the pair.
    package init(resourceID: String, versionID: String) {
        self.resourceID = resourceID
        self.versionID = versionID
    }
}

/// The resource IDs a run knows, by kind and ID: those App Store Connect
/// held when the plan was read, and those the run created since. A field
/// naming other resources (a set's leaderboards) is written through it, so
/// no request is spent looking them up.
package struct KnownResources: Sendable, Hashable {
    /// Resource IDs by ``SyncStep/resourceKey``-style key (kind name, NUL, ID).
    var ids: [String: String]

    /// Creates the table from keys of the form kind name, NUL, ID.
    package init(ids: [String: String]) {
        self.ids = ids
    }

    /// The resource ID of `id` of `kind`, if known.
    package func resourceID(_ kind: ResourceKind, _ id: String) -> String? {
        ids[kind.name + "\u{0}" + id]
    }

    /// Every known resource of `kind`, by ID, in ID order.
    package func all(_ kind: ResourceKind) -> [(id: String, resourceID: String)] {
        let prefix = kind.name + "\u{0}"
        return ids.filter { $0.key.hasPrefix(prefix) }.map { (String($0.key.dropFirst(prefix.count)), $0.value) }.sorted { $0.0 < $1.0 }
    }
}

/// How far an image's upload went, as it goes (the apply's upload journal hears it).
package enum UploadStage: Sendable, Hashable {
    /// Reserved: App Store Connect's image, awaiting its parts.
    case reserved(image: String)
    /// One part sent, at its offset in the file.
    case part(image: String, offset: Int)
    /// Every part sent: the commit is next.
    case sent(image: String)
}

/// An image an earlier run reserved and did not commit, which App Store
/// Connect holds awaiting its parts: the apply finishes it rather than
/// deleting it and reserving again (``SyncRecording/reservations(in:desired:remote:app:)``).
package struct ReservedUpload: Sendable, Hashable {
    /// App Store Connect's image.
    package var image: String
    /// The SHA-256 of the file reserved for.
    package var sha256: String
    /// The offsets of the parts the earlier run sent.
    package var sentParts: Set<Int> = []
    /// Whether it sent every part: only the commit is left.
    package var allSent = false

    /// Creates a reservation.
    package init(image: String, sha256: String) {
        self.image = image
        self.sha256 = sha256
    }
}
