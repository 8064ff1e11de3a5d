/// The catalog text for a team adopting the toolkit from what it already
/// has (App Store Connect through `asc pull`, Xcode's bundle through
/// `import gamekit`): IDs, reference names, points, flags, texts per locale
/// and image files. Groups and unlock rules, which neither source knows,
/// are left for the team: each achievement says `group: TODO` and
/// `validate` names exactly what is missing.
package struct AdoptedCatalog: Sendable {
    /// One achievement as the source holds it.
    package struct Entry: Sendable, Hashable {
        /// The achievement ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// The points.
        package var points: Int
        /// Whether players see it only once earned.
        package var hidden: Bool
        /// Whether it can be earned more than once.
        package var repeatable: Bool
        /// Its texts, one per locale, in the source's order.
        package var texts: [Texts]

        /// Creates an entry.
        package init(id: String, referenceName: String, points: Int, hidden: Bool, repeatable: Bool, texts: [Texts]) {
            self.id = id
            self.referenceName = referenceName
            self.points = points
            self.hidden = hidden
            self.repeatable = repeatable
            self.texts = texts
        }
    }

    /// One locale's texts.
    package struct Texts: Sendable, Hashable {
        /// App Store Connect's locale code.
        package var locale: String
        /// The title.
        package var title: String
        /// The description before it is earned.
        package var before: String
        /// The description once earned.
        package var after: String

        /// Creates texts.
        package init(locale: String, title: String, before: String, after: String) {
            self.locale = locale
            self.title = title
            self.before = before
            self.after = after
        }
    }

    /// The game's name.
    package var game: String
    /// The comment lines the file starts with (without `# `).
    package var header: [String]
    /// The app's Apple ID, when the source knows it.
    package var appID: String?
    /// The achievements, in the source's order.
    package var entries: [Entry]
    /// Archived IDs, listed under `retired`.
    package var retired: [(id: String, reason: String)]

    /// Creates the text's description.
    package init(game: String, header: [String], appID: String?, entries: [Entry], retired: [(id: String, reason: String)]) {
        self.game = game
        self.header = header
        self.appID = appID
        self.entries = entries
        self.retired = retired
    }

    /// Each entry's local key (unique, from its ID), in entry order.
    package var keys: [String] {
        let prefix = self.prefix
        var taken: Set<String> = []
        return entries.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) }
    }

    /// The first segment every ID shares.
    var prefix: String { IDStyle.sharedPrefix(of: entries.map(\.id)) ?? "ach" }

    /// The catalog's text.
    package var text: String {
        var locales: [String] = []
        for entry in entries {
            for texts in entry.texts where !locales.contains(texts.locale) { locales.append(texts.locale) }
        }
        let codes = CatalogLanguage.codes(forLocales: locales)
        func q(_ text: String) -> String { YAMLScalarText.quoted(text) }
        var out = header.map { "# \($0)\n" }.joined()
        out += "format: 1\ngame: \(q(game))\nidPrefix: \(q(prefix))\nidStyle: asc\n"
        if let appID { out += "app:\n  appleID: \(q(appID))\n" }
        out += "languages:\n"
        for locale in locales { out += "  \(q(codes[locale] ?? locale)): \(q(locale))\n" }
        out += "metrics: {}\ngroups: {}\nachievements:\n"
        for (entry, key) in zip(entries, keys) {
            out += "  - key: \(q(key))\n"
            out += "    id: \(q(entry.id))\n"
            out += "    referenceName: \(q(entry.referenceName))\n"
            out += "    group: TODO\n"
            out += "    points: \(entry.points)\n"
            out += "    hidden: \(entry.hidden ? "yes" : "no")\n"
            if entry.repeatable { out += "    repeatable: yes\n" }
            out += "    localizations:\n"
            for texts in entry.texts {
                out += "      \(q(codes[texts.locale] ?? texts.locale)):\n"
                out += "        title: \(q(texts.title))\n"
                out += "        description: \(q(texts.before))\n"
                if texts.after != texts.before { out += "        earnedDescription: \(q(texts.after))\n" }
            }
        }
        if !retired.isEmpty {
            out += "retired:\n"
            for entry in retired { out += "  - id: \(q(entry.id))\n    reason: \(entry.reason)\n" }
        }
        return out
    }

    /// A local key from an ID: its segments after the prefix, joined by `_`,
    /// letters and digits only, unique.
    package static func uniqueKey(_ id: String, prefix: String, taken: inout Set<String>) -> String {
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
