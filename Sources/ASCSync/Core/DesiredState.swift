import AchievementsCatalog
import Crypto
import FileAccess
import SourceDiagnostics

/// What the catalog says App Store Connect should hold: one entry per
/// achievement, in ASC's terms, each value with its catalog position.
package struct DesiredState: Sendable, Hashable {
    /// The catalog file's path, for diagnostics.
    package var catalogPath: String
    /// The achievements in catalog order.
    package var achievements: [DesiredAchievement]
    /// IDs listed under `retired`, to archive where App Store Connect holds them.
    package var retired: [Located<String>]
    /// The position of the `achievements` key, for findings about the whole list.
    package var achievementsPosition: SourcePosition

    /// Creates a desired state.
    package init(catalogPath: String, achievements: [DesiredAchievement], retired: [Located<String>], achievementsPosition: SourcePosition) {
        self.catalogPath = catalogPath
        self.achievements = achievements
        self.retired = retired
        self.achievementsPosition = achievementsPosition
    }

    /// The desired state of a valid catalog, reading each image with `readImage`
    /// (the default reads the artwork folder); an unreadable image is a warning, and not uploaded.
    package static func of(_ catalog: AchievementCatalog, readImage: (String) -> Result<[UInt8], FileBytes.Failure> = DesiredState.readImage) -> Staged<DesiredState> {
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
    package static func readImage(_ path: String) -> Result<[UInt8], FileBytes.Failure> {
        FileBytes.read(path, maxBytes: ToolLimits.syncImageBytes)
    }

    /// The achievement with the ID `id`, if the catalog has it.
    package func achievement(_ id: String) -> DesiredAchievement? {
        achievements.first { $0.id.value == id }
    }

    /// The sum of the catalog's points, saturating.
    package var totalPoints: Int {
        achievements.map { max(0, $0.points.value) }.saturatingSum()
    }
}

/// One achievement as the catalog wants it in App Store Connect.
package struct DesiredAchievement: Sendable, Hashable {
    /// The local key the game's code uses (the lock records IDs by it).
    package var key: String
    /// The achievement ID (`vendorIdentifier`).
    package var id: Located<String>
    /// The reference name.
    package var referenceName: Located<String>
    /// The points.
    package var points: Located<Int>
    /// Whether players see it before earning it (`hidden: false`).
    package var showBeforeEarned: Located<Bool>
    /// Whether it can be earned more than once.
    package var repeatable: Located<Bool>
    /// The texts and image per locale, in catalog language order.
    package var localizations: [DesiredLocalization]

    /// Creates an achievement.
    package init(key: String, id: Located<String>, referenceName: Located<String>, points: Located<Int>, showBeforeEarned: Located<Bool>,
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
package struct DesiredLocalization: Sendable, Hashable {
    /// The App Store Connect locale (the language's `asc` code).
    package var locale: Located<String>
    /// The title.
    package var name: Located<String>
    /// The description before it is earned.
    package var beforeEarnedDescription: Located<String>
    /// The description once earned.
    package var afterEarnedDescription: Located<String>
    /// The image, when its file could be read.
    package var image: DesiredImage?

    /// Creates a localization.
    package init(locale: Located<String>, name: Located<String>, beforeEarnedDescription: Located<String>,
                afterEarnedDescription: Located<String>, image: DesiredImage?) {
        self.locale = locale
        self.name = name
        self.beforeEarnedDescription = beforeEarnedDescription
        self.afterEarnedDescription = afterEarnedDescription
        self.image = image
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
    /// Where the catalog names it (its `image` value, or the achievement).
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
