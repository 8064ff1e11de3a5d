import AchievementsCatalog

/// The catalog file an import writes, with `# import:` comments at the
/// decisions to review.
struct CatalogText {
    var game: String
    var locales: [String]
    var layout: ImportedLayout
    var rows: [SheetRow]
    /// The leaderboards sheet's leaderboards and sets, if one was read.
    var leaderboards = ImportedLeaderboards()
    /// The activities sheet's activities and challenges, if one was read.
    var activities = ImportedActivities()

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

    var text: String { CatalogWriter.text(document) }

    /// The catalog as a document, with an `import:` comment at each decision to review.
    var document: CatalogDocument {
        let codes = CatalogLanguage.codes(forLocales: locales)
        let (prefix, dotted) = idPrefix
        var fields: [CatalogEntry] = [
            CatalogEntry("format", .integer(1)),
            CatalogEntry("game", .text(game)),
            CatalogEntry("idPrefix", .text(prefix),
                         above: [.comment("import: idPrefix is the longest dotted prefix every ID shares; the game's IDs may mean a shorter one.")]),
            CatalogEntry("languages", .mapping(locales.map { CatalogEntry(codes[$0] ?? $0, .text($0)) })),
        ]
        if !dotted {
            fields.append(CatalogEntry("idStyle", .text(IDStyle.asc.rawValue),
                                       above: [.comment("import: the IDs are not all lowercase dotted segments under one prefix.")]))
        }
        let thresholdGroups = layout.groups.filter(\.isThreshold)
        fields.append(CatalogEntry("metrics", .mapping(thresholdGroups.map {
            CatalogEntry($0.key, .text("What '\($0.type)' counts (imported; say what it measures)."))
        }), above: thresholdGroups.isEmpty ? [] : [.comment("import: one metric per threshold group, named after it; merge those that count the same thing.")]))
        fields.append(CatalogEntry("inputs", .mapping(layout.inputs.map {
            CatalogEntry($0.key, .mapping([CatalogEntry("name", .text($0.name)), CatalogEntry("rule", .text($0.ruleText))]))
        }), above: layout.inputs.isEmpty ? [] : [.comment("import: each input's key and name are made from its rule text; use the names the game's code records (the generated code names them).")]))
        fields.append(CatalogEntry("groups", .mapping(layout.groups.map { group in
            var entries = [CatalogEntry("name", .text(group.type.isEmpty ? group.key : group.type))]
            if !group.idPrefix.isEmpty { entries.append(CatalogEntry("id", .text(group.idPrefix))) }
            entries.append(CatalogEntry("type", .text(group.type)))
            if group.isThreshold {
                entries.append(CatalogEntry("progress", .text("bestRun"),
                                            trailingComment: "import: bestRun counts one run, cumulative all runs; the CSV does not say which"))
                entries.append(CatalogEntry("metric", .text(group.key)))
                if let rule = group.ruleText { entries.append(CatalogEntry("rule", .text(rule))) }
            } else {
                entries.append(CatalogEntry("progress", .text("controlInput")))
            }
            return CatalogEntry(group.key, .mapping(entries))
        }), above: layout.groups.isEmpty ? [] : [.comment("import: each group's key and name are made from its Type, its id from the IDs its achievements share; rename them as the game's code needs.")]))
        fields.append(CatalogEntry("achievements", .list(rows.enumerated().map { index, row in
            var entries = [CatalogEntry("key", .text(row.key)), CatalogEntry("id", .text(row.id)),
                           CatalogEntry("referenceName", .text(row.referenceName))]
            // No group for a row without a type and a rule: the game reports it.
            if !layout.groupOfRow[index].isEmpty { entries.append(CatalogEntry("group", .text(layout.groupOfRow[index]))) }
            if let threshold = row.threshold { entries.append(CatalogEntry("threshold", .integer(threshold.value))) }
            if let input = layout.inputOfRow[index] { entries.append(CatalogEntry("input", .text(input))) }
            entries += [CatalogEntry("points", .integer(row.points)), CatalogEntry("hidden", .flag(row.hidden))]
            if row.repeatable { entries.append(CatalogEntry("repeatable", .flag(true))) }
            if !row.image.isEmpty, row.image != row.key + ".png" { entries.append(CatalogEntry("image", .text(row.image))) }
            if !row.activityProperties.isEmpty {
                entries.append(CatalogEntry("activityProperties", .mapping(row.activityProperties.map { CatalogEntry($0.key, .text($0.value)) })))
            }
            let texts = row.texts.filter { !($0.title.isEmpty && $0.before.isEmpty && $0.after.isEmpty) }
            entries.append(CatalogEntry("localizations", .mapping(texts.map { texts in
                var fields = [CatalogEntry("title", .text(texts.title)), CatalogEntry("description", .text(texts.before))]
                if texts.after != texts.before { fields.append(CatalogEntry("earnedDescription", .text(texts.after))) }
                return CatalogEntry(codes[texts.locale] ?? texts.locale, .mapping(fields))
            })))
            return entries
        })))
        fields += AdoptedCatalog.leaderboardFields(leaderboards.leaderboards, sets: leaderboards.sets, codes: codes)
        fields += AdoptedCatalog.activityFields(activities.activities, challenges: activities.challenges, codes: codes)
        return CatalogDocument(
            header: [
                .comment("\(game): Game Center achievements, imported from the admin CSV by `achievements import csv`."),
                .comment("The comments starting `import:` mark decisions the CSV could not make:"),
                .comment("review them, then run `achievements validate`."),
            ],
            fields: fields,
            footer: [
                .comment("import: the CSV lists no retired IDs; list under `retired:` every ID the game released and no longer uses, so none is reused."),
                .comment("import: the CSV holds no `app:` (the App Store Connect app) or `artwork:` (the images' folder, when not artwork/); add them if the game has them."),
            ])
    }
}
