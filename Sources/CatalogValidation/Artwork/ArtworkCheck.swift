import AchievementsCatalog
import FileAccess
import SourceDiagnostics

/// Checks each image as App Store Connect wants it: a PNG or JPEG, RGB,
/// opaque, at least 72 dpi where the file states a resolution, and of its
/// kind's size (square, 512×512 or 1024×1024 pixels; 3840×2160 for
/// activities and Game Center challenges). Each fault has its own rule ID and is
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
        /// Not of its kind's size.
        package static let size = RuleDescriptor(
            id: "artwork-size",
            category: .artwork,
            summary: #"square, 512×512 or 1024×1024 pixels; an activity's or Game Center challenge's 3840×2160"#,
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
    /// The size of an activity's or Game Center challenge's image, in pixels.
    /// Source: App Store Connect Help, references "Game activities" and "Challenges".
    package static let wideSize = (width: 3840, height: 2160)
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
        /// required, another kind's only when the catalog names one.
        var isRequired: Bool
        /// Whether it is 3840×2160 (an activity's or challenge's), not square.
        var isWide = false
    }

    /// Every image the catalog's resources use, kind by kind.
    static func images(_ catalog: AchievementCatalog) -> [CheckedImage] {
        func named(_ noun: String, _ key: Located<String>, _ image: Located<String>?, isWide: Bool = false) -> CheckedImage {
            CheckedImage(subject: "\(noun) '\(key.value)'", file: image?.value ?? key.value + ".png", position: image?.position ?? key.position,
                         isRequired: image != nil, isWide: isWide)
        }
        // A language's own image is checked as the resource's, named with its language.
        func languages<Resource: LocalizedResource>(_ resources: [Resource], _ noun: String, isWide: Bool = false) -> [CheckedImage] {
            resources.flatMap { resource in
                resource.localizations.compactMap { localization in
                    localization.image.map {
                        CheckedImage(subject: "\(noun)'\(resource.key.value)' in '\(localization.language.value)'", file: $0.value, position: $0.position,
                                     isRequired: true, isWide: isWide)
                    }
                }
            }
        }
        return GameCenterKind.allCases.flatMap { kind -> [CheckedImage] in
            switch kind {
            case .achievement:
                catalog.achievements.map { CheckedImage(subject: "'\($0.key.value)'", file: $0.imageFile, position: $0.imagePosition, isRequired: true) }
                    + languages(catalog.achievements, "")
            case .leaderboard: catalog.leaderboards.map { named(kind.noun, $0.key, $0.image) } + languages(catalog.leaderboards, kind.noun + " ")
            case .leaderboardSet: catalog.leaderboardSets.map { named(kind.noun, $0.key, $0.image) } + languages(catalog.leaderboardSets, kind.noun + " ")
            // No default file: KEY.png is often another kind's square image of the same key.
            case .activity:
                catalog.activities.filter { $0.image != nil }.map { named(kind.noun, $0.key, $0.image, isWide: true) }
                    + languages(catalog.activities, kind.noun + " ", isWide: true)
            case .gameCenterChallenge:
                catalog.gameCenterChallenges.filter { $0.image != nil }.map { named(kind.noun, $0.key, $0.image, isWide: true) }
                    + languages(catalog.gameCenterChallenges, kind.noun + " ", isWide: true)
            }
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
                for (rule, message) in Self.problems(of: header, isWide: image.isWide) { report(rule, message) }
            }
        }
        return diagnostics
    }

    /// Why `path` resolves outside `folder` through a symbolic link, or `nil`.
    package static func linkEscape(_ path: String, folder: String) -> String? {
        PhysicalPath.escape(path, from: folder).map { "resolves through a symbolic link to \($0), outside the artwork folder" }
    }

    /// Each rule an image header breaks, with its message; `isWide` for an
    /// activity's or Game Center challenge's image.
    package static func problems(of header: ImageHeader, isWide: Bool = false) -> [(rule: RuleID, message: String)] {
        var problems: [(RuleID, String)] = []
        if isWide, header.width != wideSize.width || header.height != wideSize.height {
            problems.append((Rule.size.id, "is \(header.width)×\(header.height) pixels; App Store Connect wants \(wideSize.width)×\(wideSize.height)"))
        } else if !isWide, header.width != header.height || !acceptedSizes.contains(header.width) {
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
