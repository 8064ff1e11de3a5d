import AchievementsCatalog

/// The catalog text `asc pull` writes for a game adopting the toolkit: what
/// App Store Connect holds (IDs, reference names, points, flags, texts per
/// locale, image file names). Groups and unlock rules, which App Store
/// Connect does not know, are left for the team: each achievement says
/// `group: TODO` and `validate` names exactly what is missing.
public enum PulledCatalog {
    /// The catalog's text, and the image file each achievement's first image is saved under.
    public static func text(game: String, appID: String, remote: RemoteState) -> (text: String, images: [(file: String, image: RemoteImage)]) {
        let active = remote.achievements.filter { !$0.archived }
        var locales: [String] = []
        for achievement in active {
            for localization in achievement.latestVersion?.localizations ?? [] where !locales.contains(localization.locale) {
                locales.append(localization.locale)
            }
        }
        let codes = CatalogLanguage.codes(forLocales: locales)
        let prefix = IDStyle.sharedPrefix(of: active.map(\.vendorIdentifier)) ?? "ach"
        var keys: Set<String> = []
        var images: [(file: String, image: RemoteImage)] = []
        var out = """
            # \(game): Game Center achievements, pulled from App Store Connect by `achievements asc pull`.
            # App Store Connect does not know the groups and unlock rules: give each
            # achievement its group (and threshold or input), declare the groups,
            # metrics and inputs, and run `achievements validate` until it is clean.
            format: 1
            game: \(YAMLScalarText.quoted(game))
            idPrefix: \(YAMLScalarText.quoted(prefix))
            idStyle: asc
            app:
              appleID: \(YAMLScalarText.quoted(appID))
            languages:

            """
        for locale in locales { out += "  \(YAMLScalarText.quoted(codes[locale] ?? locale)): \(YAMLScalarText.quoted(locale))\n" }
        out += "metrics: {}\ngroups: {}\nachievements:\n"
        for achievement in active {
            let key = uniqueKey(achievement.vendorIdentifier, prefix: prefix, taken: &keys)
            out += "  - key: \(YAMLScalarText.quoted(key))\n"
            out += "    id: \(YAMLScalarText.quoted(achievement.vendorIdentifier))\n"
            out += "    referenceName: \(YAMLScalarText.quoted(achievement.referenceName))\n"
            out += "    group: TODO\n"
            out += "    points: \(achievement.points)\n"
            out += "    hidden: \(achievement.showBeforeEarned ? "no" : "yes")\n"
            if achievement.repeatable { out += "    repeatable: yes\n" }
            let localizations = achievement.latestVersion?.localizations ?? []
            if let image = localizations.compactMap(\.image).first(where: { $0.templateURL != nil }) {
                images.append((key + ".png", image))
            }
            out += "    localizations:\n"
            for localization in localizations {
                out += "      \(YAMLScalarText.quoted(codes[localization.locale] ?? localization.locale)):\n"
                out += "        title: \(YAMLScalarText.quoted(localization.name))\n"
                out += "        description: \(YAMLScalarText.quoted(localization.beforeEarnedDescription))\n"
                if localization.afterEarnedDescription != localization.beforeEarnedDescription {
                    out += "        earnedDescription: \(YAMLScalarText.quoted(localization.afterEarnedDescription))\n"
                }
            }
        }
        let retired = remote.achievements.filter(\.archived)
        if !retired.isEmpty {
            out += "retired:\n"
            for achievement in retired {
                out += "  - id: \(YAMLScalarText.quoted(achievement.vendorIdentifier))\n    reason: archived in App Store Connect\n"
            }
        }
        return (out, images)
    }

    /// A local key from an ID: its segments after the prefix, joined by `_`,
    /// letters and digits only, unique.
    static func uniqueKey(_ id: String, prefix: String, taken: inout Set<String>) -> String {
        var segments = id.split(separator: ".").map(String.init)
        if segments.first == prefix, segments.count > 1 { segments.removeFirst() }
        var key = segments.joined(separator: "_").lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if key.first.map({ !$0.isLetter }) ?? true { key = "a" + key }
        var candidate = key, index = 2
        while taken.contains(candidate) { candidate = "\(key)_\(index)"; index += 1 }
        taken.insert(candidate)
        return candidate
    }
}
