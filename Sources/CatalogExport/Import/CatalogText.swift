import AchievementsCatalog

/// The catalog file an import writes, with `# import:` comments at the
/// decisions to review.
struct CatalogText {
    var game: String
    var locales: [String]
    var layout: ImportedLayout
    var rows: [SheetRow]

    static func q(_ text: String) -> String { YAMLScalarText.quoted(text) }

    /// The first segment every ID shares, and whether every ID is in the dotted house style under it.
    var idPrefix: (prefix: String, dotted: Bool) {
        guard let first = IDStyle.sharedPrefix(of: rows.map(\.id)) else { return ("ach", false) }
        // The longest dotted prefix every ID shares (`com.example.skyhopper`,
        // not `com`), short enough that each group's id continues it.
        var segments = ImportedLayout.commonPrefix(rows.map(\.id)).split(separator: ".").map(String.init)
        while !segments.isEmpty, layout.groups.contains(where: { !$0.idPrefix.hasPrefix(segments.joined(separator: ".") + ".") }) {
            segments.removeLast()
        }
        let prefix = segments.isEmpty ? first : segments.joined(separator: ".")
        let dotted = rows.allSatisfy { row in
            let segments = row.id.split(separator: ".", omittingEmptySubsequences: false)
            return segments.count >= 2 && segments.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
        } && layout.groups.allSatisfy { !$0.idPrefix.isEmpty }
        return (prefix, dotted)
    }

    var text: String {
        let codes = CatalogLanguage.codes(forLocales: locales)
        let (prefix, dotted) = idPrefix
        var out = """
            # \(game): Game Center achievements, imported from the admin CSV by `achievements import csv`.
            # The comments starting `import:` mark decisions the CSV could not make:
            # review them, then run `achievements validate`.
            format: 1
            game: \(Self.q(game))
            # import: idPrefix is the longest dotted prefix every ID shares; the game's IDs may mean a shorter one.
            idPrefix: \(Self.q(prefix))

            """
        if !dotted { out += "# import: the IDs are not all lowercase dotted segments under one prefix.\nidStyle: asc\n" }
        out += "languages:\n"
        for locale in locales { out += "  \(Self.q(codes[locale] ?? locale)): \(Self.q(locale))\n" }
        let thresholdGroups = layout.groups.filter(\.isThreshold)
        if thresholdGroups.isEmpty {
            out += "metrics: {}\n"
        } else {
            out += "# import: one metric per threshold group, named after it; merge those that count the same thing.\nmetrics:\n"
            for group in thresholdGroups { out += "  \(group.key): \(Self.q("What '\(group.type)' counts (imported; say what it measures)."))\n" }
        }
        if layout.inputs.isEmpty {
            out += "inputs: {}\n"
        } else {
            out += "inputs:\n"
            for input in layout.inputs { out += "  \(input.key):\n    name: \(Self.q(input.name))\n    rule: \(Self.q(input.ruleText))\n" }
        }
        out += "groups:\n"
        for group in layout.groups {
            out += "  \(group.key):\n    name: \(Self.q(group.type.isEmpty ? group.key : group.type))\n"
            if !group.idPrefix.isEmpty { out += "    id: \(Self.q(group.idPrefix))\n" }
            out += "    type: \(Self.q(group.type))\n"
            if group.isThreshold {
                out += "    progress: bestRun  # import: bestRun counts one run, cumulative all runs; the CSV does not say which\n"
                out += "    metric: \(group.key)\n"
                if let rule = group.ruleText { out += "    rule: \(Self.q(rule))\n" }
            } else {
                out += "    progress: controlInput\n"
            }
        }
        out += "achievements:\n"
        for (index, row) in rows.enumerated() {
            out += "  - key: \(Self.q(row.key))\n    id: \(Self.q(row.id))\n    referenceName: \(Self.q(row.referenceName))\n"
            out += "    group: \(layout.groupOfRow[index])\n"
            if let threshold = row.threshold { out += "    threshold: \(threshold.value)\n" }
            if let input = layout.inputOfRow[index] { out += "    input: \(input)\n" }
            out += "    points: \(row.points)\n    hidden: \(row.hidden ? "yes" : "no")\n"
            if row.repeatable { out += "    repeatable: yes\n" }
            if !row.image.isEmpty, row.image != row.key + ".png" { out += "    image: \(Self.q(row.image))\n" }
            out += "    localizations:\n"
            for texts in row.texts where !(texts.title.isEmpty && texts.before.isEmpty && texts.after.isEmpty) {
                out += "      \(Self.q(codes[texts.locale] ?? texts.locale)):\n"
                out += "        title: \(Self.q(texts.title))\n        description: \(Self.q(texts.before))\n"
                if texts.after != texts.before { out += "        earnedDescription: \(Self.q(texts.after))\n" }
            }
        }
        out += "# import: the CSV lists no retired IDs; list under `retired:` every ID the game released and no longer uses, so none is reused.\n"
        return out
    }
}
