import AchievementsCatalog
import Crypto
import FileAccess
import SourceDiagnostics
import SyncRules

/// What the catalog says App Store Connect should hold: a section per
/// Game Center kind, each resource in App Store Connect's terms, each
/// value with its catalog position.
package struct DesiredState: Sendable, Hashable {
    /// The catalog file's path, for diagnostics.
    package var catalogPath: String
    /// One section per kind, in the order they sync.
    package var sections: [DesiredSection]
    /// The ID of the leaderboard the catalog makes the app's default, where it names one.
    package var defaultLeaderboard: Located<String>?
    /// Whether the app's challenges are enabled, where the catalog says.
    package var challengesEnabled: Located<Bool>?

    /// Creates a desired state.
    package init(catalogPath: String, sections: [DesiredSection]) {
        self.catalogPath = catalogPath
        self.sections = sections
    }

    /// The desired state of a valid catalog, reading each image with `readImage`
    /// (the default reads the artwork folder); an unreadable image is a warning, and not uploaded.
    package static func of(_ catalog: AchievementCatalog, readImage: @escaping (String) -> Result<[UInt8], FileBytes.Failure> = DesiredState.readImage) -> Staged<DesiredState> {
        var images = DesiredImages(catalogPath: catalog.path, read: readImage)
        var sections: [DesiredSection] = []
        for kind in GameCenterKind.allCases {
            let section = DesiredSection.of(kind, in: catalog, images: &images)
            if section.kind.isReadWhenUnlisted || !section.resources.isEmpty || !section.retired.isEmpty { sections.append(section) }
        }
        var desired = DesiredState(catalogPath: catalog.path, sections: sections)
        desired.defaultLeaderboard = catalog.defaultLeaderboard.map { name in
            name.map { key in catalog.leaderboards.first { $0.key.value == key }?.id.value ?? key }
        }
        desired.challengesEnabled = catalog.challengesEnabled
        return Staged(desired, diagnostics: images.diagnostics)
    }

    /// Reads an image file, bounded by ``ToolLimits/syncImageBytes``.
    package static func readImage(_ path: String) -> Result<[UInt8], FileBytes.Failure> {
        FileBytes.read(path, maxBytes: ToolLimits.syncImageBytes)
    }

    /// The section of `kind`, if the state has one.
    package func section(_ kind: ResourceKind) -> DesiredSection? {
        sections.first { $0.kind == kind }
    }

    /// Every ID the catalog manages, listed or retired, of every kind.
    package var managedIDs: Set<String> {
        Set(sections.flatMap { $0.resources.map(\.id.value) + $0.retired.map(\.value) })
    }

    /// What the catalog holds, as `18 achievements`: each kind with resources, or the first kind when none has any.
    package var holding: String {
        let held = sections.filter { !$0.resources.isEmpty }
        return (held.isEmpty ? Array(sections.prefix(1)) : held).map { "\($0.resources.count) \($0.resources.count == 1 ? $0.kind.noun : $0.kind.plural)" }.joined(separator: ", ")
    }
}

/// The catalog's resources of one kind.
package struct DesiredSection: Sendable, Hashable {
    /// The kind.
    package var kind: ResourceKind
    /// The resources in catalog order.
    package var resources: [DesiredResource]
    /// IDs the catalog retires, to archive where App Store Connect holds them.
    package var retired: [Located<String>]
    /// The position of the kind's key, for findings about the whole list.
    package var position: SourcePosition

    /// Creates a section.
    package init(kind: ResourceKind, resources: [DesiredResource], retired: [Located<String>], position: SourcePosition) {
        self.kind = kind
        self.resources = resources
        self.retired = retired
        self.position = position
    }

    /// The resource with the ID `id`, if the catalog has it.
    package func resource(_ id: String) -> DesiredResource? {
        resources.first { $0.id.value == id }
    }

    /// The sum of the budget's field over the catalog's resources, saturating (0 without a budget).
    package var budgetTotal: Int {
        guard let field = kind.budget?.field else { return 0 }
        return resources.map { max(0, $0.value(field)?.value.number ?? 0) }.saturatingSum()
    }
}

/// One resource as the catalog wants it in App Store Connect.
package struct DesiredResource: Sendable, Hashable {
    /// The local key the game's code uses (the lock records IDs by it).
    package var key: String
    /// The ID (`vendorIdentifier`).
    package var id: Located<String>
    /// The kind's fields (``ResourceKind/fields``) by catalog name.
    package var values: [FieldKey: Located<FieldValue>]
    /// The texts and image per locale, in catalog language order.
    package var localizations: [DesiredLocalization]
    /// The IDs of other kinds' resources that hold this one, by kind
    /// (a leaderboard's sets): not a field, but what its creation links,
    /// since App Store Connect creates a leaderboard inside its sets once
    /// the app has sets.
    package var heldBy: [GameCenterKind: [String]]
    /// The version's default image, for a kind that has one
    /// (``ResourceKind/hasVersionImage``): shown in every language without its own.
    package var versionImage: DesiredImage?
    /// Whether the catalog names a default image (read or not): one App Store
    /// Connect holds goes when the catalog names none.
    package var namesVersionImage = false

    /// Creates a resource.
    package init(key: String, id: Located<String>, values: [FieldKey: Located<FieldValue>], localizations: [DesiredLocalization],
                 heldBy: [GameCenterKind: [String]] = [:], versionImage: DesiredImage? = nil) {
        self.key = key
        self.id = id
        self.values = values
        self.localizations = localizations
        self.heldBy = heldBy
        self.versionImage = versionImage
    }

    /// The value of the field `key`.
    package func value(_ key: FieldKey) -> Located<FieldValue>? {
        values[key]
    }

    /// The reference name every kind has, empty when missing.
    package var referenceName: String {
        values[.referenceName]?.value.text ?? ""
    }
}

/// A resource's texts and image in one App Store Connect locale.
package struct DesiredLocalization: Sendable, Hashable {
    /// The App Store Connect locale (the language's `asc` code).
    package var locale: Located<String>
    /// The kind's localization fields (``ResourceKind/localizationFields``) by catalog name.
    package var texts: [FieldKey: Located<String>]
    /// Where the catalog writes the locale's first text (a new localization's step points there).
    package var position: SourcePosition
    /// The image, when its file could be read.
    package var image: DesiredImage?
    /// Whether the catalog names an image of the locale's own (read or
    /// not), for a kind whose versions hold a default image: a locale naming
    /// none shows the default, so an image App Store Connect holds there goes.
    package var namesImage = false

    /// Creates a localization.
    package init(locale: Located<String>, texts: [FieldKey: Located<String>], position: SourcePosition, image: DesiredImage?) {
        self.locale = locale
        self.texts = texts
        self.position = position
        self.image = image
    }

    /// The text of the field `key`, empty when the catalog has none.
    package func text(_ key: FieldKey) -> String {
        texts[key]?.value ?? ""
    }
}

/// An image file to upload, with the SHA-256 the lock records.
package struct DesiredImage: Sendable, Hashable {
    /// The file's path.
    package var path: String
    /// The name it is uploaded under.
    package var fileName: String
    /// The file's bytes.
    package var bytes: [UInt8]
    /// The SHA-256 of the bytes, lowercase hexadecimal.
    package var sha256: String
    /// Where the catalog names it (its `image` value, or the resource).
    package var position: SourcePosition

    /// Creates an image from its bytes.
    package init(path: String, fileName: String, bytes: [UInt8], position: SourcePosition) {
        self.path = path
        self.fileName = fileName
        self.bytes = bytes
        self.sha256 = Fingerprint.hex(SHA256.hash(data: bytes))
        self.position = position
    }
}

/// The images of one desired state, each file read once whatever the
/// number of resources naming it; an unreadable one is a warning.
package struct DesiredImages {
    let catalogPath: String
    let read: (String) -> Result<[UInt8], FileBytes.Failure>
    var loaded: [String: DesiredImage?] = [:]
    /// The warnings of images that could not be read.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates a reader.
    package init(catalogPath: String, read: @escaping (String) -> Result<[UInt8], FileBytes.Failure>) {
        self.catalogPath = catalogPath
        self.read = read
    }

    /// The image at `path`, named at `position` for the resource `id`; `nil` when it cannot be read.
    package mutating func image(_ path: String, position: SourcePosition, of id: String) -> DesiredImage? {
        if let known = loaded[path] { return known }
        switch read(path) {
        case .success(let bytes):
            let image = DesiredImage(path: path, fileName: FilePath.lastComponent(of: path), bytes: bytes, position: position)
            loaded[path] = image
            return image
        case .failure(let failure):
            // The texts can still be synced; App Store Connect needs the image before review.
            diagnostics.append(Diagnostic(path: catalogPath, position: position, severity: .warning, rule: failure.rule,
                                          message: "the image of '\(id)' is not uploaded: \(failure.message)"))
            loaded[path] = .some(nil)
            return nil
        }
    }
}
