import AchievementsCatalog
import Crypto
import FileAccess
import SourceDiagnostics

/// What the catalog says App Store Connect should hold: one entry per
/// achievement, in ASC's terms, each value with its catalog position.
public struct DesiredState: Sendable, Hashable {
    /// The catalog file's path, for diagnostics.
    public var catalogPath: String
    /// The achievements in catalog order.
    public var achievements: [DesiredAchievement]
    /// IDs listed under `retired`, to archive where App Store Connect holds them.
    public var retired: [Located<String>]
    /// The position of the `achievements` key, for findings about the whole list.
    public var achievementsPosition: SourcePosition

    /// Creates a desired state.
    public init(catalogPath: String, achievements: [DesiredAchievement], retired: [Located<String>], achievementsPosition: SourcePosition) {
        self.catalogPath = catalogPath
        self.achievements = achievements
        self.retired = retired
        self.achievementsPosition = achievementsPosition
    }

    /// The desired state of a valid catalog, reading each image with `readImage`
    /// (the default reads the artwork folder); an unreadable image is a warning, and not uploaded.
    public static func of(_ catalog: AchievementCatalog, readImage: (String) -> Result<[UInt8], FileBytes.Failure> = DesiredState.readImage) -> Staged<DesiredState> {
        var diagnostics: [Diagnostic] = []
        var images: [String: DesiredImage?] = [:]
        let achievements = catalog.achievements.map { achievement in
            let path = catalog.imagePath(of: achievement)
            if images[path] == nil {
                switch readImage(path) {
                case .success(let bytes):
                    images[path] = DesiredImage(path: path, fileName: FilePath.lastComponent(of: path), bytes: bytes,
                                                position: achievement.imagePosition)
                case .failure(let failure):
                    // The texts can still be synced; App Store Connect needs the image before review.
                    diagnostics.append(Diagnostic(path: catalog.path, position: achievement.imagePosition, severity: .warning,
                                                  rule: failure.rule, message: "the image of '\(achievement.id.value)' is not uploaded: \(failure.message)"))
                    images[path] = .some(nil)
                }
            }
            let image = images[path] ?? nil
            let localizations = catalog.languages.compactMap { language -> DesiredLocalization? in
                guard let texts = achievement.localization(for: language.code.value) else { return nil }
                return DesiredLocalization(locale: language.ascLocale, name: texts.title, beforeEarnedDescription: texts.description,
                                           afterEarnedDescription: texts.effectiveEarnedDescription, image: image)
            }
            return DesiredAchievement(
                key: achievement.key.value, id: achievement.id, referenceName: achievement.referenceName, points: achievement.points,
                showBeforeEarned: Located(!achievement.hidden.value, at: achievement.hidden.position),
                repeatable: Located(achievement.isRepeatable, at: achievement.repeatable?.position ?? achievement.position),
                localizations: localizations)
        }
        let state = DesiredState(catalogPath: catalog.path, achievements: achievements, retired: catalog.retired.map(\.id),
                                 achievementsPosition: catalog.achievementsPosition)
        return Staged(state, diagnostics: diagnostics)
    }

    /// Reads an image file, bounded by ``ToolLimits/syncImageBytes``.
    public static func readImage(_ path: String) -> Result<[UInt8], FileBytes.Failure> {
        FileBytes.read(path, maxBytes: ToolLimits.syncImageBytes)
    }

    /// The achievement with the ID `id`, if the catalog has it.
    public func achievement(_ id: String) -> DesiredAchievement? {
        achievements.first { $0.id.value == id }
    }

    /// The sum of the catalog's points, saturating.
    public var totalPoints: Int {
        achievements.map { max(0, $0.points.value) }.saturatingSum()
    }
}

/// One achievement as the catalog wants it in App Store Connect.
public struct DesiredAchievement: Sendable, Hashable {
    /// The local key the game's code uses (the lock records IDs by it).
    public var key: String
    /// The achievement ID (`vendorIdentifier`).
    public var id: Located<String>
    /// The reference name.
    public var referenceName: Located<String>
    /// The points.
    public var points: Located<Int>
    /// Whether players see it before earning it (`hidden: false`).
    public var showBeforeEarned: Located<Bool>
    /// Whether it can be earned more than once.
    public var repeatable: Located<Bool>
    /// The texts and image per locale, in catalog language order.
    public var localizations: [DesiredLocalization]

    /// Creates an achievement.
    public init(key: String, id: Located<String>, referenceName: Located<String>, points: Located<Int>, showBeforeEarned: Located<Bool>,
                repeatable: Located<Bool>, localizations: [DesiredLocalization]) {
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.points = points
        self.showBeforeEarned = showBeforeEarned
        self.repeatable = repeatable
        self.localizations = localizations
    }
}

/// An achievement's texts and image in one App Store Connect locale.
public struct DesiredLocalization: Sendable, Hashable {
    /// The App Store Connect locale (the language's `asc` code).
    public var locale: Located<String>
    /// The title.
    public var name: Located<String>
    /// The description before it is earned.
    public var beforeEarnedDescription: Located<String>
    /// The description once earned.
    public var afterEarnedDescription: Located<String>
    /// The image, when its file could be read.
    public var image: DesiredImage?

    /// Creates a localization.
    public init(locale: Located<String>, name: Located<String>, beforeEarnedDescription: Located<String>,
                afterEarnedDescription: Located<String>, image: DesiredImage?) {
        self.locale = locale
        self.name = name
        self.beforeEarnedDescription = beforeEarnedDescription
        self.afterEarnedDescription = afterEarnedDescription
        self.image = image
    }
}

/// An image file to upload, with the SHA-256 the lock records.
public struct DesiredImage: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The name it is uploaded under.
    public var fileName: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The SHA-256 of the bytes, lowercase hexadecimal.
    public var sha256: String
    /// Where the catalog names it (its `image` value, or the achievement).
    public var position: SourcePosition

    /// Creates an image from its bytes.
    public init(path: String, fileName: String, bytes: [UInt8], position: SourcePosition) {
        self.path = path
        self.fileName = fileName
        self.bytes = bytes
        self.sha256 = Fingerprint.hex(SHA256.hash(data: bytes))
        self.position = position
    }
}
