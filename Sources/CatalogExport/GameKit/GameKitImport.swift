import AchievementsCatalog
import CatalogValidation
import ImportRules
import FileAccess
import Foundation
import SourceDiagnostics

/// A catalog from Xcode's Game Center configuration bundle, so a team that
/// started in Xcode adopts in one step: every kind's IDs kept exactly,
/// reference names, settings, every locale's texts, and one image per resource.
/// Unlock rules are not in the bundle: each achievement comes without a
/// group, which validates; the game reports it until the team gives it one.
package enum GameKitImport {
    /// The rule of every import diagnostic.
    package static let rule = ImportRule.gamekit

    /// What an import makes: the catalog's text, and each image to copy as `(artwork file name, bytes)`.
    package struct Imported: Sendable {
        /// The catalog's text.
        package var catalog: String
        /// The images, each under `KEY.EXT` in the artwork folder.
        package var images: [(name: String, bytes: [UInt8])]
        /// How many achievements the catalog lists.
        package var achievements: Int
        /// How many resources of each kind the catalog lists, in the order of the kinds.
        package var counts: [(kind: GameCenterKind, count: Int)] = []
    }

    /// Reads the bundle at `bundle` (a folder); `readImage` reads an image
    /// file already checked to be a regular file inside the bundle.
    package static func catalog(fromBundle bundle: String, game: String, maxJSONBytes: Int = ImportLimits.jsonBytes,
                               readImage: (String) -> Result<[UInt8], FileBytes.Failure> = { FileBytes.read($0, maxBytes: ToolLimits.syncImageBytes) })
        -> Staged<Imported> {
        let jsonPath = FilePath.join(bundle, GameKitResources.fileName)
        func refuse(_ message: String, path: String? = nil, at position: SourcePosition = .startOfFile, ruleID: RuleID = GameKitImport.rule.id) -> Staged<Imported> {
            .failed([Diagnostic(path: path ?? jsonPath, position: position, severity: .error, rule: ruleID, message: message)])
        }
        // The folder named on the command line may be a link (the user's choice); what is inside is checked.
        var status = stat()
        guard stat(bundle, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return refuse("\(TerminalText.escaped(bundle)) is not a folder: import reads the bundle folder Xcode writes (GameCenterResources.gamekit)", path: bundle)
        }
        let bytes: [UInt8]
        let read = readJSON(bundle: bundle, maxBytes: maxJSONBytes)
        guard let readBytes = read.value else { return .failed(read.diagnostics) }
        bytes = readBytes
        let resources: GameKitResources
        let index: PositionIndex
        let root: JSONValue
        switch decode(bytes) {
        case .success(let decoded): (resources, index, root) = (decoded.resources, PositionIndex(decoded.root), decoded.root)
        case .failure(let unreadable): return refuse(unreadable.reason, at: unreadable.position, ruleID: unreadable.rule)
        }
        var diagnostics: [Diagnostic] = unread(root, path: jsonPath)
        let parts = PartsIndex(root)
        func report(_ severity: Severity, _ message: String, at position: SourcePosition) {
            diagnostics.append(Diagnostic(path: jsonPath, position: position, severity: severity, rule: rule.id, message: message))
        }
        let all = resources.resources.achievements
        guard all.count <= ImportLimits.rows else {
            return refuse("the bundle has \(all.count) achievements; a catalog holds at most \(ImportLimits.rows) (App Store Connect allows \(ASCLimits.maxAchievements) per app)",
                          at: index.achievementsList)
        }
        var seen: Set<String> = []
        for (offset, achievement) in all.enumerated() where !seen.insert(achievement.vendorIdentifier).inserted {
            report(.error, "the achievement ID '\(clean(achievement.vendorIdentifier))' is listed twice; IDs are unique", at: index.achievement(offset, "vendorIdentifier"))
        }
        guard !diagnostics.containsErrors else { return .failed(DiagnosticLimits.capped(diagnostics.sortedByPosition())) }
        let active = all.enumerated().filter { !$0.element.archived }
        var entries: [AdoptedCatalog.Entry] = []
        // Locales' images of the same size are compared byte for byte, up to this many bytes read in all.
        var comparedBytes = ImportLimits.imageBytes
        // One spelling per locale, once per achievement: the catalog's language keys must be unique.
        var spelling: [String: String] = [:]
        for (_, achievement) in active {
            let id = achievement.vendorIdentifier
            var seenLocales: Set<String> = []
            for (position, locale) in (resources.resources.achievementLocalizations[id] ?? []).map(\.locale).enumerated() {
                let folded = locale.lowercased()
                if !seenLocales.insert(folded).inserted {
                    report(.error, "'\(clean(id))' has the locale '\(clean(locale))' twice; each locale once", at: index.localization(id, position, "locale"))
                } else if let first = spelling[folded], first != locale {
                    report(.error, "the locale '\(clean(locale))' of '\(clean(id))' is spelled '\(clean(first))' elsewhere; one spelling per locale",
                           at: index.localization(id, position, "locale"))
                }
                spelling[folded] = spelling[folded] ?? locale
            }
        }
        for finding in valueFindings(resources.resources, index: parts) { report(finding.severity, finding.message, at: finding.position) }
        let others = otherKinds(resources.resources, index: parts, bundle: bundle, spelling: &spelling, comparedBytes: &comparedBytes,
                                readImage: readImage, report: report)
        guard !diagnostics.containsErrors else { return .failed(DiagnosticLimits.capped(diagnostics.sortedByPosition())) }
        var picks: [ImagePick] = []
        for (offset, achievement) in active {
            let id = achievement.vendorIdentifier
            let localizations = resources.resources.achievementLocalizations[id] ?? []
            if localizations.isEmpty {
                report(.warning, "'\(clean(id))' has no localization; the catalog needs its texts in every language", at: index.achievement(offset, "vendorIdentifier"))
            }
            var entry = AdoptedCatalog.Entry(
                id: id, referenceName: achievement.referenceName, points: achievement.points, hidden: !achievement.showBeforeEarned,
                repeatable: achievement.repeatable,
                texts: localizations.map { .init(locale: $0.locale, title: $0.name, before: $0.beforeEarnedDescription, after: $0.afterEarnedDescription) })
            entry.activityProperties = Self.properties(achievement.activityProperties, in: parts.entry("achievements", offset, "activityProperties"))
            entries.append(entry)
            // The first locale's image is the achievement's; a locale whose image differs keeps its own.
            picks += Self.picks(.achievement, id, defaultImage: nil, locales: localizations.compactMap { localization in
                resources.resources.achievementImages[localization.localID]?.first.map { (localization.locale, $0.url, index.image(localization.localID)) }
            }, bundle: bundle, budget: &comparedBytes, readImage: readImage, report: { report($0, $1, at: $2) })
        }
        guard !diagnostics.containsErrors else { return .failed(DiagnosticLimits.capped(diagnostics.sortedByPosition())) }
        var adopted = AdoptedCatalog(
            game: game,
            header: [
                "\(game): Game Center configuration, imported from Xcode's \(GameKitResources.bundleName) by `achievements import gamekit`.",
                "The bundle does not say how each achievement is earned, so none has a group:",
                "the game reports each one itself. To let the runtime unlock one, declare its",
                "group (with metrics or inputs) and give the achievement `group:` and a",
                "threshold or input; `achievements generate` lists those the game reports.",
            ],
            appID: nil, entries: entries,
            retired: all.filter(\.archived).map { ($0.vendorIdentifier, "archived in Xcode's Game Center bundle", .achievement) } + others.retired,
            leaderboards: others.leaderboards, leaderboardSets: others.sets)
        adopted.sourceWord = "import"
        adopted.activities = others.activities
        adopted.challenges = others.challenges
        if adopted.locales.isEmpty {
            report(.warning, "the bundle has no texts in any locale, so the catalog lists no language; add the game's languages under `languages` (validate asks for one)",
                   at: index.achievementsList)
        }
        let keys = adopted.allKeys
        var keyOf: [GameKitResourceKey: (key: String, index: Int)] = [:]
        for kind in GameCenterKind.allCases {
            let pairs: [(String, String)]
            switch kind {
            case .achievement: pairs = Array(zip(adopted.entries.map(\.id), keys.achievements))
            case .leaderboard: pairs = Array(zip(adopted.leaderboards.map(\.id), keys.leaderboards))
            case .leaderboardSet: pairs = Array(zip(adopted.leaderboardSets.map(\.id), keys.sets))
            case .activity: pairs = Array(zip(adopted.activities.map(\.id), keys.activities))
            case .gameCenterChallenge: pairs = Array(zip(adopted.challenges.map(\.id), keys.challenges))
            }
            for (index, (id, key)) in pairs.enumerated() { keyOf[GameKitResourceKey(kind: kind, id: id)] = (key, index) }
        }
        var images: [(name: String, bytes: [UInt8])] = []
        var total = 0
        for image in (picks + others.images) {
            guard let (key, index) = keyOf[GameKitResourceKey(kind: image.kind, id: image.id)] else { continue }
            total += fileSize(image.path)
            guard total <= ImportLimits.imageBytes else {
                return refuse("the bundle's images add up to more than \(ImportLimits.imageBytes) bytes; import copies at most that much")
            }
            switch readImage(image.path) {
            case .success(let bytes):
                // The file's own header says what it is; its name may not.
                switch ImageHeaderReader.read(bytes) {
                case .failure(let failure):
                    report(.error, "the image '\(clean(image.url))' of '\(clean(image.id))' \(failure.message)", at: image.position)
                case .success(let header):
                    let fileExtension = GameKitResources.imageExtension(of: header.format, named: image.url)
                    if let locale = image.locale {
                        let name = AdoptedCatalog.languageImageName(key: key, locale: locale, extension: fileExtension)
                        images.append((name, bytes))
                        adopted.setLanguageImage(name, of: image.kind, at: index, locale: locale)
                    } else {
                        let name = key + "." + fileExtension
                        images.append((name, bytes))
                        adopted.setImage(name, of: image.kind, at: index, key: key)
                    }
                }
            case .failure(let failure):
                diagnostics.append(Diagnostic(path: image.path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message))
            }
        }
        guard !diagnostics.containsErrors else { return .failed(DiagnosticLimits.capped(diagnostics.sortedByPosition())) }
        let counts = GameCenterKind.allCases.map { kind -> (kind: GameCenterKind, count: Int) in
            switch kind {
            case .achievement: (kind, adopted.entries.count)
            case .leaderboard: (kind, adopted.leaderboards.count)
            case .leaderboardSet: (kind, adopted.leaderboardSets.count)
            case .activity: (kind, adopted.activities.count)
            case .gameCenterChallenge: (kind, adopted.challenges.count)
            }
        }
        return Staged(Imported(catalog: adopted.text, images: images, achievements: adopted.entries.count, counts: counts),
                      diagnostics: DiagnosticLimits.capped(diagnostics.sortedByPosition()))
    }

    /// The number of hard links of the regular file at `path` when it has
    /// more than one (one of them may be outside the bundle), else `nil`.
    static func hardLinks(_ path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 else { return nil }
        return Int(status.st_nlink)
    }

    /// What a bundle's `url` names: a regular file inside the bundle, a
    /// file missing from a folder of the bundle's own, or anything else
    /// (absolute, `..` or `.` components, a link anywhere on the way, not a file).
    enum BundleFile {
        case file(String), missing, outside
    }

    /// What `url` names inside `bundle`.
    static func bundleFile(_ url: String, bundle: String) -> BundleFile {
        let components = url.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !url.hasPrefix("/"), !url.contains("\\"), !components.isEmpty,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\u{0}") }) else { return .outside }
        var path = bundle
        for component in components {
            path = FilePath.join(path, component)
            var status = stat()
            guard lstat(path, &status) == 0 else { return .missing }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFLNK { return .outside }
            if component == components.last { return kind == S_IFREG ? .file(path) : .outside }
            guard kind == S_IFDIR else { return .outside }
        }
        return .outside
    }

    /// The file a bundle's `url` names, or `nil` when it is not a regular file inside the bundle.
    static func insidePath(_ url: String, bundle: String) -> String? {
        if case .file(let path) = bundleFile(url, bundle: bundle) { return path }
        return nil
    }

    /// Whether `url` is a plain relative path whose folders are the bundle's
    /// own, and only its file is missing: said so, rather than as a path
    /// leaving the bundle.
    static func isMissing(_ url: String, bundle: String) -> Bool {
        if case .missing = bundleFile(url, bundle: bundle) { return true }
        return false
    }

    /// A file's size in bytes (0 when it cannot be read).
    static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(clamping: status.st_size) : 0
    }

    /// A decoding error as a reader would say it: where in the file, and what was expected.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the file" : clean(String(text.drop { $0 == "." }))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no '\(clean(key.stringValue))', which Xcode's format requires"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) must be \(kind(type)), as in Xcode's format"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not JSON" : "\(place(context.codingPath)) cannot be read: \(clean(context.debugDescription))"
        @unknown default:
            return "the file is not Xcode's Game Center format"
        }
    }

    /// What a JSON value of `type` is called.
    static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is String.Type: "text"
        case is [Any].Type: "a list"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    static func clean(_ text: String) -> String {
        TerminalText.escaped(String(text.prefix(ToolLimits.quotedCharacters)))
    }
}
