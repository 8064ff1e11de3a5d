import CatalogYAML
import SourceDiagnostics

/// Decodes a YAML node tree into an ``AchievementCatalog``.
///
/// Decoding reports every problem it finds, not only the first; it returns a
/// catalog only when there were none, so validation rules never see a half-read model.
package struct CatalogDecoder: Sendable {
    /// Creates a decoder.
    package init() {}

    /// The keys of the top-level mapping.
    package static var catalogFields: [String] { CatalogSchema.catalog.names }
    /// The keys of the `app` mapping.
    package static var appFields: [String] { CatalogSchema.app.names }
    /// The keys of an input declaration.
    package static var inputFields: [String] { CatalogSchema.input.names }
    /// The keys of a group.
    package static var groupFields: [String] { CatalogSchema.group.names }
    /// The keys of an achievement.
    package static var achievementFields: [String] { CatalogSchema.achievement.names }
    /// The keys of a retired entry.
    package static var retiredFields: [String] { CatalogSchema.retired.names }
    /// The keys of one language's texts.
    package static var localizationFields: [String] { CatalogSchema.localization.names }

    /// The result of decoding: the catalog when the tree decoded without errors, and the problems found.
    package typealias Output = Staged<AchievementCatalog>

    /// Achievements decoded one by one while the YAML is read (see
    /// ``YAMLReader/read(_:path:streamingItemsOf:onItem:)``), so their nodes
    /// never stay in memory together.
    package final class AchievementStream {
        var achievements: [Achievement] = []
        var decoding: ScalarDecoding
        var count = 0

        /// Creates an empty stream for `path`.
        package init(path: String) {
            decoding = ScalarDecoding(path: path)
        }

        /// Decodes one item of the `achievements` list.
        package func add(_ item: YAMLNode) {
            count += 1
            if let achievement = CatalogDecoder().decodeAchievement(item, number: count, decoding: &decoding) {
                achievements.append(achievement)
            }
        }
    }

    /// Decodes `root`, naming `path` in diagnostics and in the catalog;
    /// diagnostics come in file order. With `stream`, the achievements are the
    /// ones already decoded from it (the tree's list is empty).
    package func decode(_ root: YAMLNode, path: String, stream: AchievementStream? = nil) -> Output {
        var decoding = stream?.decoding ?? ScalarDecoding(path: path)
        let catalog = decodeCatalog(root, path: path, stream: stream, decoding: &decoding)
        let clean = !decoding.diagnostics.containsErrors
        return Output(catalog: clean ? catalog : nil, diagnostics: decoding.diagnostics.sortedByPosition())
    }

    private func decodeCatalog(_ root: YAMLNode, path: String, stream: AchievementStream?, decoding: inout ScalarDecoding) -> AchievementCatalog? {
        guard let fields = MappingFields(root, context: "the catalog", schema: CatalogSchema.catalog, decoding: &decoding) else { return nil }
        let format = fields.value("format", decoding: &decoding).flatMap { decoding.integer($0, field: "format") }
        let game = fields.value("game", decoding: &decoding).flatMap { decoding.string($0, field: "game") }
        let idPrefix = fields.value("idPrefix", decoding: &decoding).flatMap { decoding.string($0, field: "idPrefix") }
        let languagesNode = fields.value("languages", decoding: &decoding)
        let languages = languagesNode.map { decodeLanguages($0, decoding: &decoding) } ?? []
        let metrics = fields.value("metrics", decoding: &decoding).map { decodeMetrics($0, decoding: &decoding) } ?? []
        let inputsNode = fields.value("inputs", decoding: &decoding)
        let inputs = inputsNode.map { decodeInputs($0, decoding: &decoding) } ?? []
        let groups = fields.value("groups", decoding: &decoding).map { decodeGroups($0, decoding: &decoding) } ?? []
        let artwork = fields.value("artwork", decoding: &decoding).flatMap { decoding.string($0, field: "artwork") }
        let retired = fields.value("retired", decoding: &decoding).map { decodeRetired($0, decoding: &decoding) } ?? []
        var defaultLeaderboard: Located<String>?
        var challengesEnabled: Located<Bool>?
        let appleID = fields.value("app", decoding: &decoding).flatMap { node -> Located<String>? in
            guard let app = MappingFields(node, context: "'app'", schema: CatalogSchema.app, decoding: &decoding) else { return nil }
            defaultLeaderboard = app.value("defaultLeaderboard", decoding: &decoding).flatMap { decoding.string($0, field: "defaultLeaderboard") }
            challengesEnabled = app.value("challengesEnabled", decoding: &decoding).flatMap { decoding.boolean($0, field: "challengesEnabled") }
            return app.value("appleID", decoding: &decoding).flatMap { decoding.string($0, field: "appleID") }
        }
        let idStyle = fields.value("idStyle", decoding: &decoding).flatMap { decoding.choice($0, field: "idStyle", as: IDStyle.self) }
        let leaderboards = fields.value("leaderboards", decoding: &decoding).map { decodeLeaderboards($0, decoding: &decoding) } ?? []
        let leaderboardSets = fields.value("leaderboardSets", decoding: &decoding).map { decodeLeaderboardSets($0, decoding: &decoding) } ?? []
        let activities = fields.value("activities", decoding: &decoding).map { decodeActivities($0, decoding: &decoding) } ?? []
        let challenges = fields.value("gameCenterChallenges", decoding: &decoding).map { decodeGameCenterChallenges($0, decoding: &decoding) } ?? []
        let achievementsNode = fields.value("achievements", decoding: &decoding)
        let listed = achievementsNode.map { decodeAchievements($0, decoding: &decoding) } ?? []
        let achievements = (stream?.achievements ?? []) + listed
        guard let format, let game, let idPrefix, let languagesNode, let achievementsNode else { return nil }
        var catalog = AchievementCatalog(
            path: path, format: format, game: game, idPrefix: idPrefix,
            languages: languages, languagesPosition: fields.keyPosition("languages") ?? languagesNode.position,
            metrics: metrics, inputs: inputs, inputsPosition: fields.keyPosition("inputs") ?? root.position,
            groups: groups, achievements: achievements, achievementsPosition: fields.keyPosition("achievements") ?? achievementsNode.position,
            artworkFolder: artwork, retired: retired, appleID: appleID
        )
        catalog.idStyle = idStyle
        catalog.defaultLeaderboard = defaultLeaderboard
        catalog.challengesEnabled = challengesEnabled
        catalog.leaderboards = leaderboards
        catalog.leaderboardsPosition = fields.keyPosition("leaderboards") ?? .startOfFile
        catalog.leaderboardSets = leaderboardSets
        catalog.leaderboardSetsPosition = fields.keyPosition("leaderboardSets") ?? .startOfFile
        catalog.activities = activities
        catalog.activitiesPosition = fields.keyPosition("activities") ?? .startOfFile
        catalog.gameCenterChallenges = challenges
        catalog.gameCenterChallengesPosition = fields.keyPosition("gameCenterChallenges") ?? .startOfFile
        return catalog
    }

    /// `languages:` maps each catalog language code to its ASC locale code.
    ///
    /// Each language needs a locale of its own, so a catalog names at most as
    /// many as App Store Connect has. The rest are reported once and not read:
    /// every rule's work grows with resources × languages.
    private func decodeLanguages(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [CatalogLanguage] {
        guard requireMapping(node, field: "languages", decoding: &decoding) else { return [] }
        let entries = node.compactMapScalarKeyedEntries { (key: $0, value: $1) }
        let limit = ASCLimits.localeCodes.count
        if entries.count > limit {
            decoding.error(SchemaRule.languageCount.id, "\(entries.count) languages; App Store Connect has \(limit) locales and each language needs its own, so the languages past the \(limit)th are not read", at: entries[limit].key.position)
        }
        return entries.prefix(limit).compactMap { key, value in
            decoding.string(value, field: "languages.\(key.value)").map { CatalogLanguage(code: key, ascLocale: $0) }
        }
    }

    /// `metrics:` maps each metric name to a sentence saying what it counts.
    private func decodeMetrics(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [CatalogMetric] {
        guard requireMapping(node, field: "metrics", decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { key, value in
            decoding.string(value, field: "metrics.\(key.value)").map { CatalogMetric(name: key, summary: $0) }
        }
    }

    private func decodeInputs(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [ControlInputDeclaration] {
        guard requireMapping(node, field: "inputs", decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { key, value in
            guard let fields = MappingFields(value, context: "input '\(key.value)'", schema: CatalogSchema.input, decoding: &decoding) else { return nil }
            let name = fields.value("name", decoding: &decoding).flatMap { decoding.string($0, field: "name") }
            let rule = fields.value("rule", decoding: &decoding).flatMap { decoding.string($0, field: "rule") }
            guard let name, let rule else { return nil }
            return ControlInputDeclaration(name: key, displayName: name, rule: rule)
        }
    }

    private func decodeGroups(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [AchievementGroup] {
        guard requireMapping(node, field: "groups", decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { key, value in
            guard let fields = MappingFields(value, context: "group '\(key.value)'", schema: CatalogSchema.group, decoding: &decoding) else { return nil }
            let name = fields.value("name", decoding: &decoding).flatMap { decoding.string($0, field: "name") }
            let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
            let type = fields.value("type", decoding: &decoding).flatMap { decoding.string($0, field: "type") }
            let progress = fields.value("progress", decoding: &decoding).flatMap { decoding.choice($0, field: "progress", as: ProgressKind.self) }
            let metric = fields.value("metric", decoding: &decoding).flatMap { decoding.string($0, field: "metric") }
            let rule = fields.value("rule", decoding: &decoding).flatMap { decoding.string($0, field: "rule") }
            guard let name, let id, let type, let progress else { return nil }
            return AchievementGroup(key: key, name: name, idPrefix: id, type: type, progress: progress, metric: metric, rule: rule)
        }
    }

    private func decodeAchievements(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [Achievement] {
        guard case .sequence(let items) = node.content else {
            decoding.error(SchemaRule.type.id, "'achievements' must be a list of achievements (each item starting with '- '), not a \(node.kindName)", at: node.position)
            return []
        }
        return items.enumerated().compactMap { index, item in decodeAchievement(item, number: index + 1, decoding: &decoding) }
    }

    func decodeAchievement(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> Achievement? {
        let keyText = node.value(forKey: "key")?.scalarText
        let context = keyText.map { "achievement '\($0)'" } ?? "achievement #\(number)"
        guard let fields = MappingFields(node, context: context, schema: CatalogSchema.achievement, decoding: &decoding) else { return nil }
        let key = fields.value("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.value("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let group = fields.value("group", decoding: &decoding).map { decoding.string($0, field: "group") }
        let threshold = fields.value("threshold", decoding: &decoding).map { decoding.integer($0, field: "threshold") }
        let input = fields.value("input", decoding: &decoding).map { decoding.string($0, field: "input") }
        let type = fields.value("type", decoding: &decoding).map { decoding.string($0, field: "type") }
        let points = fields.value("points", decoding: &decoding).flatMap { decoding.integer($0, field: "points") }
        let hidden = fields.value("hidden", decoding: &decoding).flatMap { decoding.boolean($0, field: "hidden") }
        let repeatable = fields.value("repeatable", decoding: &decoding).map { decoding.boolean($0, field: "repeatable") }
        let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
        let acknowledged = fields.value("acknowledgedRuleChange", decoding: &decoding).map { decoding.string($0, field: "acknowledgedRuleChange") }
        let activityProperties = fields.value("activityProperties", decoding: &decoding).map { decodeProperties($0, field: "activityProperties", decoding: &decoding) }
        let localizationsNode = fields.value("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { decodeLocalizations($0, context: context, decoding: &decoding) } ?? []
        // A group written but unreadable stops the achievement, as any required field does; one left out is none.
        guard let key, let id, let referenceName, group.map({ $0 != nil }) ?? true, let points, let hidden, let localizationsNode else { return nil }
        var achievement = Achievement(
            position: node.position, key: key, id: id, referenceName: referenceName, group: group ?? nil,
            threshold: threshold ?? nil, input: input ?? nil, type: type ?? nil,
            points: points, hidden: hidden, repeatable: repeatable ?? nil, image: image ?? nil,
            acknowledgedRuleChange: acknowledged ?? nil, localizations: localizations, localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position
        )
        achievement.activityProperties = activityProperties ?? []
        return achievement
    }

    /// `retired:` lists the IDs no longer used: `- id: …` with an optional `reason`.
    private func decodeRetired(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [RetiredAchievement] {
        if node.scalarText == "" { return [] }
        guard case .sequence(let items) = node.content else {
            decoding.error(SchemaRule.type.id, "'retired' must be a list of retired IDs (each item starting with '- id:'), not a \(node.kindName)", at: node.position)
            return []
        }
        return items.compactMap { item in
            guard let fields = MappingFields(item, context: "a retired entry", schema: CatalogSchema.retired, decoding: &decoding) else { return nil }
            let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
            let reason = fields.value("reason", decoding: &decoding).flatMap { decoding.string($0, field: "reason") }
            let kind = fields.value("kind", decoding: &decoding).flatMap { decoding.choice($0, field: "kind", as: GameCenterKind.self) }
            return id.map { RetiredAchievement(id: $0, reason: reason, kind: kind?.value ?? .achievement) }
        }
    }

    func decodeLocalizations(_ node: YAMLNode, context: String, decoding: inout ScalarDecoding) -> [AchievementLocalization] {
        guard requireMapping(node, field: "localizations", decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { language, value in
            guard !isDedentedField(language, of: context, schema: CatalogSchema.localization, decoding: &decoding),
                  let fields = MappingFields(value, context: .localization(language.value, of: context), schema: CatalogSchema.localization, decoding: &decoding) else { return nil }
            let title = fields.value("title", decoding: &decoding).flatMap { decoding.string($0, field: "title") }
            let description = fields.value("description", decoding: &decoding).flatMap { decoding.string($0, field: "description") }
            let earned = fields.value("earnedDescription", decoding: &decoding).map { decoding.string($0, field: "earnedDescription") }
            let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
            guard let title, let description else { return nil }
            var localization = AchievementLocalization(language: language, title: title, description: description, earnedDescription: earned ?? nil)
            localization.image = image ?? nil
            return localization
        }
    }

    /// Whether `language`, a key under `localizations`, is one of the
    /// localization's own fields instead (`title:` dedented to the languages'
    /// column), reported with the fix.
    func isDedentedField(_ language: Located<String>, of context: String, schema: CatalogSchema.Mapping, decoding: inout ScalarDecoding) -> Bool {
        guard schema.names.contains(language.value) else { return false }
        decoding.error(SchemaRule.type.id,
                       "'\(language.value)' is where a language code belongs in the localizations of \(context); indent it, with the fields after it, under its language (such as 'en:')",
                       at: language.position)
        return true
    }

    func requireMapping(_ node: YAMLNode, field: String, decoding: inout ScalarDecoding) -> Bool {
        guard case .mapping(let entries) = node.content else {
            decoding.error(SchemaRule.type.id, "'\(field)' must be a mapping, not a \(node.kindName)", at: node.position)
            return false
        }
        // Its entries are read by name (`compactMapScalarKeyedEntries`): a key that is a list or mapping is named, never dropped without a word.
        // By index, so no entry is copied whole.
        for index in entries.indices {
            let key = entries[index].key
            if case .scalar = key.content { continue }
            decoding.error(SchemaRule.type.id, "keys in '\(field)' must be plain text, not a \(key.kindName)", at: key.position)
        }
        return true
    }
}
