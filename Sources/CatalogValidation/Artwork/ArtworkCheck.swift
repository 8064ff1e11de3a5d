import AchievementsCatalog
import FileAccess
import SourceDiagnostics

/// Checks each achievement's image as App Store Connect wants it: a PNG or
/// JPEG, square, 512×512 or 1024×1024 pixels, RGB, opaque, at least 72 dpi
/// where the file states a resolution. Each fault has its own rule ID and is
/// reported at the catalog line that names the image.
package struct ArtworkCheck: Sendable {
    /// The rule IDs, one per fault.
    package enum Rule {
        /// The image file does not exist.
        package static let missing = RuleDescriptor(
            id: "artwork-missing",
            category: .artwork,
            summary: #"the file exists"#,
            example: #"catalog.yaml:120:10: error: image artwork/run_100.png of 'run_100' does not exist [artwork-missing]"#)
        /// Not a PNG or JPEG file, or an unreadable one.
        package static let format = RuleDescriptor(
            id: "artwork-format",
            category: .artwork,
            summary: #"a readable PNG or JPEG"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' is neither a PNG nor a JPEG file [artwork-format]"#)
        /// Not 512×512 or 1024×1024 pixels.
        package static let size = RuleDescriptor(
            id: "artwork-size",
            category: .artwork,
            summary: #"square, 512×512 or 1024×1024 pixels"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' is 500×500 pixels; App Store Connect wants 512×512 or 1024×1024 [artwork-size]"#)
        /// An alpha channel or transparency.
        package static let alpha = RuleDescriptor(
            id: "artwork-alpha",
            category: .artwork,
            summary: #"opaque: no alpha channel, no `tRNS` transparency"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' has an alpha channel or transparency; Game Center images must be opaque [artwork-alpha]"#)
        /// Not RGB (greyscale or CMYK).
        package static let color = RuleDescriptor(
            id: "artwork-color",
            category: .artwork,
            summary: #"RGB (not greyscale or CMYK)"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' is grayscale; App Store Connect wants RGB [artwork-color]"#)
        /// A stated resolution under 72 dpi.
        package static let dpi = RuleDescriptor(
            id: "artwork-dpi",
            category: .artwork,
            summary: #"at least 72 dpi where the file states a resolution (PNG `pHYs`, JPEG JFIF)"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' is 50 dpi; App Store Connect wants at least 72 [artwork-dpi]"#)
        /// An image path that leaves the artwork folder.
        package static let path = RuleDescriptor(
            id: "artwork-path",
            category: .artwork,
            summary: #"an image does not resolve through a symbolic link to outside the artwork folder"#,
            example: #"c.yaml:34:10: error: image artwork/best_10.png of 'best_10' resolves through a symbolic link to /etc/passwd, outside the artwork folder [artwork-path]"#)
    }

    /// The sizes ASC accepts, in pixels (square).
    /// Source: archived Game Center Programming Guide, Table 4-2.
    package static let acceptedSizes = [512, 1024]
    /// The least resolution ASC accepts, in dots per inch.
    /// Source: archived Game Center Programming Guide, Table 4-2.
    package static let minimumDPI = 72.0
    /// Enough of a file to reach the header of any PNG or JPEG with metadata.
    static let headerBytes = FileLimits.imageHeaderBytes

    /// Creates the check.
    package init() {}

    /// One image to check: whose it is, the file, and where the catalog names it.
    struct CheckedImage {
        /// `'best_100'`, or `leaderboard 'best_score'` for another kind.
        var subject: String
        var file: String
        var position: SourcePosition
        /// Whether a missing file is a finding: an achievement's image is
        /// required, a leaderboard's or set's only when the catalog names one.
        var isRequired: Bool
    }

    /// Every image the catalog's resources use.
    static func images(_ catalog: AchievementCatalog) -> [CheckedImage] {
        catalog.achievements.map { CheckedImage(subject: "'\($0.key.value)'", file: $0.imageFile, position: $0.imagePosition, isRequired: true) }
            + catalog.leaderboards.map {
                CheckedImage(subject: "leaderboard '\($0.key.value)'", file: $0.image?.value ?? $0.key.value + ".png",
                             position: $0.image?.position ?? $0.key.position, isRequired: $0.image != nil)
            }
            + catalog.leaderboardSets.map {
                CheckedImage(subject: "leaderboard set '\($0.key.value)'", file: $0.image?.value ?? $0.key.value + ".png",
                             position: $0.image?.position ?? $0.key.position, isRequired: $0.image != nil)
            }
    }

    /// The findings for every image: each achievement's, and each
    /// leaderboard's and set's that exists or is named.
    package func check(_ catalog: AchievementCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for image in Self.images(catalog) {
            let path = catalog.imagePath(named: image.file)
            func report(_ rule: RuleID, _ message: String) {
                diagnostics.append(Diagnostic(path: catalog.path, position: image.position, severity: .error, rule: rule,
                                              message: "image \(path) of \(image.subject) \(message)"))
            }
            // `image-path` reports an image outside the folder; it is never read.
            if ImageReference.escapeReason(image.file) != nil { continue }
            if let reason = Self.linkEscape(path, folder: catalog.artworkFolderPath) {
                report(Rule.path.id, reason)
                continue
            }
            guard FileBytes.exists(path) else {
                if image.isRequired { report(Rule.missing.id, "does not exist") }
                continue
            }
            let bytes: [UInt8]
            switch FileBytes.readPrefix(path, count: Self.headerBytes) {
            case .success(let header): bytes = header
            case .failure(let failure):
                report(Rule.format.id, "cannot be read: \(failure.message)")
                continue
            }
            switch ImageHeaderReader.read(bytes) {
            case .failure(let failure):
                report(Rule.format.id, failure.message)
            case .success(let header):
                for (rule, message) in Self.problems(of: header) { report(rule, message) }
            }
        }
        return diagnostics
    }

    /// Why `path` resolves outside `folder` through a symbolic link, or `nil`.
    package static func linkEscape(_ path: String, folder: String) -> String? {
        PhysicalPath.escape(path, from: folder).map { "resolves through a symbolic link to \($0), outside the artwork folder" }
    }

    /// Each rule an image header breaks, with its message.
    package static func problems(of header: ImageHeader) -> [(rule: RuleID, message: String)] {
        var problems: [(RuleID, String)] = []
        if header.width != header.height || !acceptedSizes.contains(header.width) {
            problems.append((Rule.size.id, "is \(header.width)×\(header.height) pixels; App Store Connect wants 512×512 or 1024×1024"))
        }
        if header.colorModel != .rgb {
            problems.append((Rule.color.id, "is \(header.colorModel.rawValue); App Store Connect wants RGB"))
        }
        if header.hasAlpha {
            problems.append((Rule.alpha.id, "has an alpha channel or transparency; Game Center images must be opaque"))
        }
        if let dpi = header.dpi, min(dpi.x, dpi.y) < minimumDPI {
            problems.append((Rule.dpi.id, "is \(Int(min(dpi.x, dpi.y).rounded())) dpi; App Store Connect wants at least 72"))
        }
        return problems
    }
}

extension ArtworkCheck {
    /// The artwork check's rules.
    package static let ruleDescriptors: [RuleDescriptor] = [
        Rule.path,
        Rule.missing,
        Rule.format,
        Rule.size,
        Rule.alpha,
        Rule.color,
        Rule.dpi,
    ]
}
