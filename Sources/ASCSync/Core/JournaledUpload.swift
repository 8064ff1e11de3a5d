import AchievementsCatalog

/// One line of the upload journal an apply keeps beside the lock: an image
/// upload it started, written before the upload's first request, then each
/// stage it reached (``UploadStage``), and its end.
///
/// A run stopped while its images upload (a kill, the network gone) cannot
/// read back what it did, so the lock does not record it. The next run
/// reads the journal to tell the images that run uploaded from others
/// (``SyncRecording/vouched(by:desired:remote:app:)``), and to finish the
/// uploads it left reserved (``SyncRecording/reservations(in:desired:remote:app:)``),
/// instead of deleting them and uploading them again.
package struct JournaledUpload: Sendable, Hashable, Codable {
    /// How far an upload went.
    package enum Stage: String, Sendable, Hashable, Codable {
        /// About to send its first request (the deletion of the image it replaces, or its reservation).
        case started
        /// Reserved: ``JournaledUpload/image`` awaits its parts.
        case reserved
        /// One part sent, at ``JournaledUpload/offset``.
        case part
        /// Every part sent: the commit is next.
        case sent
        /// Committed and seen through.
        case done
    }

    /// The Apple ID of the app uploaded to.
    package var app: String
    /// The resource's kind.
    package var kind: GameCenterKind
    /// The resource's ID.
    package var id: String
    /// The locale; `nil` for the version's default image.
    package var locale: String?
    /// The SHA-256 of the file uploaded.
    package var sha256: String
    /// The file's name and size, as App Store Connect records them.
    package var fileName: String
    package var fileSize: Int
    /// The image the upload replaces (deleted first), if any: never the upload's own.
    package var replaced: String?
    /// How far the upload went.
    package var stage: Stage
    /// App Store Connect's image, once reserved.
    package var image: String?
    /// The offset of the part sent (``Stage/part``).
    package var offset: Int?

    /// The line of an upload of `image` starting.
    package init(app: String, kind: GameCenterKind, id: String, locale: String?, image: DesiredImage, replacing: String?) {
        self.app = app
        self.kind = kind
        self.id = id
        self.locale = locale
        self.sha256 = image.sha256
        self.fileName = image.fileName
        self.fileSize = image.bytes.count
        self.replaced = replacing
        self.stage = .started
    }

    /// The same upload's line at `stage`.
    package func at(_ stage: UploadStage) -> JournaledUpload {
        var line = self
        switch stage {
        case .reserved(let image): (line.stage, line.image) = (.reserved, image)
        case .part(let image, let offset): (line.stage, line.image, line.offset) = (.part, image, offset)
        case .sent(let image): (line.stage, line.image) = (.sent, image)
        }
        return line
    }

    /// The image's key.
    var key: ImageKey { ImageKey(kind: kind, id: id, locale: locale) }

    /// Whether this upload made `held`, an image processed or processing: the
    /// image it reserved, or, for one whose reservation's answer the run did
    /// not see, an image of the file's name and size that is not the one it replaced.
    func made(_ held: RemoteImage) -> Bool {
        guard !held.needsUpload else { return false }
        if let image { return image == held.resourceID }
        return held.resourceID != replaced && held.fileName == fileName && held.fileSize == fileSize
    }
}

/// An image's place: a resource's locale, or its version's default image (`locale` `nil`).
package struct ImageKey: Sendable, Hashable {
    /// The resource's kind.
    package var kind: GameCenterKind
    /// The resource's ID.
    package var id: String
    /// The locale; `nil` for the version's default image.
    package var locale: String?

    /// Creates a key.
    package init(kind: GameCenterKind, id: String, locale: String?) {
        self.kind = kind
        self.id = id
        self.locale = locale
    }
}

extension SyncRecording {
    /// The `synced` entries the journal's lines (`journal`) vouch for: an
    /// image of the catalog's file for `app`, which App Store Connect holds
    /// (`remote`) as an upload of the journal made it (``JournaledUpload/made(_:)``).
    /// Each entry names only its image's SHA-256; ``merging(_:into:app:)``
    /// adds them to the lock's.
    package static func vouched(by journal: [JournaledUpload], desired: DesiredState, remote: RemoteState, app: String) -> [SyncedEntry] {
        let lines = trusted(journal, app: app)
        guard !lines.isEmpty else { return [] }
        let wanted = wantedImages(desired)
        let held = HeldImages(remote)
        var vouched: [ImageKey: SyncedEntry] = [:]
        for line in lines where vouched[line.key] == nil && wanted[line.key] == line.sha256 {
            guard let held = held[line.key], line.made(held) else { continue }
            vouched[line.key] = SyncedEntry(kind: line.kind, id: line.id, app: app, locale: line.locale, fingerprint: nil, imageSHA256: line.sha256)
        }
        return lines.compactMap { vouched.removeValue(forKey: $0.key) }
    }

    /// The uploads of the catalog's files for `app` that an earlier run
    /// reserved and did not commit, and App Store Connect still holds
    /// awaiting their parts: the parts the journal says were sent, and
    /// whether all were. The apply finishes them rather than reserving again.
    /// An upload whose reservation's answer was lost names no image: a new
    /// image of the file's name and size awaiting its parts, not the one it
    /// replaced, is its reservation.
    package static func reservations(in journal: [JournaledUpload], desired: DesiredState, remote: RemoteState, app: String) -> [ImageKey: ReservedUpload] {
        let lines = trusted(journal, app: app)
        guard !lines.isEmpty else { return [:] }
        let wanted = wantedImages(desired)
        let held = HeldImages(remote)
        var reservations: [ImageKey: ReservedUpload] = [:]
        for line in lines where wanted[line.key] == line.sha256 {
            guard let held = held[line.key], awaitsParts(held, reservedBy: line) else { continue }
            var reservation = reservations[line.key] ?? ReservedUpload(image: held.resourceID, sha256: line.sha256)
            switch line.stage {
            case .started, .reserved, .done: break
            case .part: if let offset = line.offset { reservation.sentParts.insert(offset) }
            case .sent: reservation.allSent = true
            }
            reservations[line.key] = reservation
        }
        return reservations
    }

    /// `app`'s lines that may vouch for an image: a line that names no image
    /// (its reservation's answer not seen) stands only for a place no line
    /// names an image for, where telling the image by its file's name and
    /// size is all there is.
    static func trusted(_ journal: [JournaledUpload], app: String) -> [JournaledUpload] {
        let lines = journal.filter { $0.app == app }
        let named = Set(lines.filter { $0.image != nil }.map(\.key))
        return lines.filter { $0.image != nil || !named.contains($0.key) }
    }

    /// Whether `held` is the reservation `line`'s upload made, awaiting its parts.
    static func awaitsParts(_ held: RemoteImage, reservedBy line: JournaledUpload) -> Bool {
        guard held.deliveryState == "AWAITING_UPLOAD", held.fileName == line.fileName, held.fileSize == line.fileSize else { return false }
        return line.image.map { $0 == held.resourceID } ?? (held.resourceID != line.replaced)
    }

    /// Which lines name an image App Store Connect (`remote`, an apply's
    /// read-back) holds as their upload reserved it, still awaiting its
    /// parts: those lines are kept in the journal for the run that finishes it.
    package static func awaitingParts(in remote: RemoteState) -> (JournaledUpload) -> Bool {
        let held = HeldImages(remote)
        return { line in held[line.key].map { awaitsParts($0, reservedBy: line) } ?? false }
    }

    /// The SHA-256 of the catalog's image at each place.
    static func wantedImages(_ desired: DesiredState) -> [ImageKey: String] {
        var wanted: [ImageKey: String] = [:]
        for section in desired.sections {
            for resource in section.resources {
                let kind = section.kind.kind, id = resource.id.value
                if let image = resource.versionImage { wanted[ImageKey(kind: kind, id: id, locale: nil)] = image.sha256 }
                for localization in resource.localizations {
                    if let image = localization.image { wanted[ImageKey(kind: kind, id: id, locale: localization.locale.value)] = image.sha256 }
                }
            }
        }
        return wanted
    }

    /// The images App Store Connect holds, on each resource's latest
    /// version, looked up by place: a journal has thousands of lines, and
    /// a resource's search is a scan of its kind.
    struct HeldImages {
        private struct Resource: Hashable {
            var kind: GameCenterKind
            var id: String
        }
        private let versions: [Resource: RemoteVersion]

        init(_ remote: RemoteState) {
            versions = Dictionary(remote.sections.flatMap { section in
                section.resources.compactMap { resource in
                    resource.latestVersion.map { (Resource(kind: section.kind, id: resource.vendorIdentifier), $0) }
                }
            }, uniquingKeysWith: { first, _ in first })
        }

        /// The image at `key`: a locale's, or the version's default image.
        subscript(key: ImageKey) -> RemoteImage? {
            guard let version = versions[Resource(kind: key.kind, id: key.id)] else { return nil }
            return key.locale.map { version.localization($0)?.image } ?? version.defaultImage
        }
    }

    /// `entries` with the images of `vouched` (``vouched(by:desired:remote:app:)``)
    /// recorded on `app`'s entries: on each entry of the same resource and
    /// locale, or on a new entry after them where there is none.
    package static func merging(_ vouched: [SyncedEntry], into entries: [SyncedEntry], app: String, legacyApp: String?) -> [SyncedEntry] {
        guard !vouched.isEmpty else { return entries }
        func key(_ entry: SyncedEntry) -> ImageKey { ImageKey(kind: entry.kind, id: entry.id, locale: entry.locale) }
        let images = Dictionary(vouched.map { (key($0), $0.imageSHA256) }, uniquingKeysWith: { first, _ in first })
        var merged = entries
        var found: Set<ImageKey> = []
        for index in merged.indices where merged[index].isOf(app: app, legacyApp: legacyApp) {
            guard let image = images[key(merged[index])] else { continue }
            merged[index].imageSHA256 = image
            found.insert(key(merged[index]))
        }
        return merged + vouched.filter { !found.contains(key($0)) }
    }
}
