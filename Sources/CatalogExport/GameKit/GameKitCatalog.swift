import AchievementsCatalog
import CatalogValidation
import CatalogYAML
import FileAccess
import SourceDiagnostics

/// Xcode's Game Center bundle read as a catalog whose every value points
/// into `gameCenterResources.json`, so App Store Connect's rules report at
/// the JSON file's line and column: a team that stays in Xcode still gets
/// the checks (`achievements validate --gamekit`).
public enum GameKitCatalog {
    /// The rules that apply to a bundle: App Store Connect's limits, the
    /// texts and the images; not the catalog's own (keys, groups, unlock rules).
    public static let ruleIDs: Set<String> = [
        "id-format", "id-length", "duplicate-id", "duplicate-reference-name", "duplicate-title", "achievement-count", "points-range",
        "points-budget", "reference-name", "title-length", "description-length", "missing-localization", "asc-locale", "whitespace",
        "invisible-characters",
    ]

    /// Every diagnostic of the bundle at `bundle`: how it reads, then the
    /// rules of ``ruleIDs`` and the image checks.
    public static func validate(bundle: String) -> [Diagnostic] {
        let read = catalog(bundle: bundle)
        guard let (catalog, images) = read.value else { return read.diagnostics }
        let validator = CatalogValidator(rules: CatalogValidator.builtInRules.filter { ruleIDs.contains($0.id) })
        // Every locale's image is checked, each at its `url` in the file: the
        // catalog is checked once per locale position with that locale's images.
        var artwork: [Diagnostic] = []
        for index in 0..<(images.values.map(\.count).max() ?? 0) {
            var variant = catalog
            variant.achievements = catalog.achievements.compactMap { achievement in
                guard let urls = images[achievement.id.value], index < urls.count else { return nil }
                var copy = achievement
                copy.image = urls[index]
                return copy
            }
            for diagnostic in ArtworkCheck().check(variant) where !artwork.contains(diagnostic) { artwork.append(diagnostic) }
        }
        for achievement in catalog.achievements where images[achievement.id.value]?.isEmpty ?? true {
            artwork.append(Diagnostic(path: catalog.path, position: achievement.id.position, severity: .error, rule: ArtworkCheck.Rule.missing,
                                      message: "'\(achievement.id.value)' has no image; App Store Connect needs one per locale before review"))
        }
        return (read.diagnostics + validator.validate(catalog) + artwork).sortedByPosition()
    }

    /// The bundle as a catalog: languages from the locales it uses, each
    /// achievement with its texts, and its first locale's image (read
    /// relative to the bundle).
    public static func catalog(bundle: String) -> Staged<(AchievementCatalog, images: [String: [Located<String>]])> {
        let path = FilePath.join(bundle, GameKitResources.fileName)
        func refuse(_ message: String, at position: SourcePosition = .startOfFile) -> Staged<(AchievementCatalog, images: [String: [Located<String>]])> {
            .failed([Diagnostic(path: path, position: position, severity: .error, rule: GameKitImport.rule, message: message)])
        }
        let bytes: [UInt8]
        switch FileBytes.read(path, maxBytes: ToolLimits.importJSONBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .failed([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message)])
        }
        // JSON is YAML's flow style: the reader gives every value its line and column.
        let document = YAMLReader().read(bytes, path: path)
        guard let root = document.root, !document.diagnostics.containsErrors else { return .failed(document.diagnostics) }
        guard let resources = root["resources"], let list = resources["achievements"]?.items else {
            return refuse("the file has no resources.achievements list, which Xcode's format has", at: root.position)
        }
        let localizations = resources["achievementLocalizations"]
        let images = resources["achievementImages"]
        var diagnostics: [Diagnostic] = []
        var locales: [(code: String, position: SourcePosition)] = []
        var achievements: [Achievement] = []
        var imagesOf: [String: [Located<String>]] = [:]
        for node in list where node["archived"]?.scalarText != "true" {
            guard let id = node.string("vendorIdentifier"), let referenceName = node.string("referenceName"), let points = node.int("points"),
                  let shown = node.bool("showBeforeEarned") else {
                diagnostics.append(Diagnostic(path: path, position: node.position, severity: .error, rule: GameKitImport.rule,
                                              message: "an achievement needs vendorIdentifier, referenceName, points and showBeforeEarned, as in Xcode's format"))
                continue
            }
            var texts: [AchievementLocalization] = []
            var image: Located<String>?
            for entry in localizations?[id.value]?.items ?? [] {
                guard let locale = entry.string("locale"), let name = entry.string("name"), let before = entry.string("beforeEarnedDescription") else { continue }
                if !locales.contains(where: { $0.code == locale.value }) { locales.append((locale.value, locale.position)) }
                let after = entry.string("afterEarnedDescription")
                texts.append(AchievementLocalization(language: Located(locale.value, at: locale.position), title: name, description: before,
                                                     earnedDescription: after?.value == before.value ? nil : after))
                if let localID = entry.string("localID")?.value, let url = images?[localID]?.items?.first?.string("url") {
                    image = image ?? url
                    imagesOf[id.value, default: []].append(url)
                }
            }
            // The bundle has no local keys: diagnostics name the achievement by its ID.
            achievements.append(Achievement(
                position: node.position, key: id, id: id, referenceName: referenceName,
                group: Located("", at: node.position), threshold: nil, input: nil, type: nil, points: points,
                hidden: Located(!shown.value, at: shown.position), repeatable: node.bool("repeatable"), image: image,
                localizations: texts, localizationsPosition: localizations?[id.value]?.position ?? node.position))
        }
        // A locale App Store Connect does not know is reported once, where it
        // first appears, and is no language the others must have.
        for locale in locales where !ASCLimits.localeCodes.contains(locale.code) {
            diagnostics.append(Diagnostic(path: path, position: locale.position, severity: .error, rule: ASCLocaleRule.descriptor.id,
                                          message: "'\(locale.code)' is not an App Store Connect locale code\(ASCLocaleRule.suggestion(for: locale.code))"))
        }
        let languages = locales.filter { ASCLimits.localeCodes.contains($0.code) }
        var catalog = AchievementCatalog(
            path: path, format: Located(1, at: root.position), game: Located("", at: root.position), idPrefix: Located("", at: root.position),
            languages: languages.map { CatalogLanguage(code: Located($0.code, at: $0.position), ascLocale: Located($0.code, at: $0.position)) },
            languagesPosition: root.position, metrics: [], inputs: [], inputsPosition: root.position, groups: [],
            achievements: achievements, achievementsPosition: resources["achievements"]?.position ?? root.position,
            artworkFolder: Located("", at: root.position))
        catalog.idStyle = Located(.asc, at: root.position)
        return Staged((catalog, imagesOf), diagnostics: diagnostics)
    }
}

extension YAMLNode {
    /// The value of `key` in a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalarText == key }?.value
    }

    /// A sequence's items.
    var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A quoted string value.
    func string(_ key: String) -> Located<String>? {
        guard let node = self[key], case .scalar(let text, let style) = node.content, style.isQuotedOrBlock else { return nil }
        return Located(text, at: node.position)
    }

    /// A whole-number value.
    func int(_ key: String) -> Located<Int>? {
        guard let node = self[key], case .scalar(let text, .plain) = node.content, let value = Int(text) else { return nil }
        return Located(value, at: node.position)
    }

    /// A `true` or `false` value.
    func bool(_ key: String) -> Located<Bool>? {
        guard let node = self[key], case .scalar(let text, .plain) = node.content, text == "true" || text == "false" else { return nil }
        return Located(text == "true", at: node.position)
    }
}
