import CatalogYAML
import SourceDiagnostics

/// Decodes a YAML node tree into an ``AchievementCatalog``.
///
/// Decoding reports every problem it finds, not only the first; it returns a
/// catalog only when there were none, so validation rules never see a half-read model.
public struct CatalogDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// The keys of the top-level mapping.
    public static let catalogFields = ["format", "game", "idPrefix", "languages", "metrics", "inputs", "groups", "artwork", "achievements", "retired", "app"]
    /// The keys of the `app` mapping.
    public static let appFields = ["appleID"]
    /// The keys of an input declaration.
    public static let inputFields = ["name", "rule"]
    /// The keys of a group.
    public static let groupFields = ["name", "id", "type", "progress", "metric", "rule"]
    /// The keys of an achievement.
    public static let achievementFields = [
        "key", "id", "referenceName", "group", "threshold", "input", "type",
        "points", "hidden", "repeatable", "image", "acknowledgedRuleChange", "localizations",
    ]
    /// The keys of a retired entry.
    public static let retiredFields = ["id", "reason"]
    /// The keys of one language's texts.
    public static let localizationFields = ["title", "description", "earnedDescription"]

    /// The result of decoding: the catalog when the tree decoded without errors, and the problems found.
    public typealias Output = Staged<AchievementCatalog>

    /// Achievements decoded one by one while the YAML is read (see
    /// ``YAMLReader/read(_:path:streamingItemsOf:onItem:)``), so their nodes
    /// never stay in memory together.
    public final class AchievementStream {
        var achievements: [Achievement] = []
        var decoding: ScalarDecoding
        var count = 0

        /// Creates an empty stream for `path`.
        public init(path: String) {
            decoding = ScalarDecoding(path: path)
        }

        /// Decodes one item of the `achievements` list.
        public func add(_ item: YAMLNode) {
            count += 1
            if let achievement = CatalogDecoder().decodeAchievement(item, number: count, decoding: &decoding) {
                achievements.append(achievement)
            }
        }
    }

    /// Decodes `root`, naming `path` in diagnostics and in the catalog;
    /// diagnostics come in file order. With `stream`, the achievements are the
    /// ones already decoded from it (the tree's list is empty).
    public func decode(_ root: YAMLNode, path: String, stream: AchievementStream? = nil) -> Output {
        var decoding = stream?.decoding ?? ScalarDecoding(path: path)
        let catalog = decodeCatalog(root, path: path, stream: stream, decoding: &decoding)
        let clean = decoding.diagnostics.isEmpty
        return Output(catalog: clean ? catalog : nil, diagnostics: decoding.diagnostics.sortedByPosition())
    }

    private func decodeCatalog(_ root: YAMLNode, path: String, stream: AchievementStream?, decoding: inout ScalarDecoding) -> AchievementCatalog? {
        guard let fields = MappingFields(root, context: "the catalog", known: Self.catalogFields, decoding: &decoding) else { return nil }
        let format = fields.required("format", decoding: &decoding).flatMap { decoding.integer($0, field: "format") }
        let game = fields.required("game", decoding: &decoding).flatMap { decoding.string($0, field: "game") }
        let idPrefix = fields.required("idPrefix", decoding: &decoding).flatMap { decoding.string($0, field: "idPrefix") }
        let languagesNode = fields.required("languages", decoding: &decoding)
        let languages = languagesNode.map { decodeLanguages($0, decoding: &decoding) } ?? []
        let metrics = fields.optional("metrics").map { decodeMetrics($0, decoding: &decoding) } ?? []
        let inputsNode = fields.optional("inputs")
        let inputs = inputsNode.map { decodeInputs($0, decoding: &decoding) } ?? []
        let groups = fields.required("groups", decoding: &decoding).map { decodeGroups($0, decoding: &decoding) } ?? []
        let artwork = fields.optional("artwork").flatMap { decoding.string($0, field: "artwork") }
        let retired = fields.optional("retired").map { decodeRetired($0, decoding: &decoding) } ?? []
        let appleID = fields.optional("app").flatMap { node -> Located<String>? in
            guard let app = MappingFields(node, context: "'app'", known: Self.appFields, decoding: &decoding) else { return nil }
            return app.optional("appleID").flatMap { decoding.string($0, field: "appleID") }
        }
        let achievementsNode = fields.required("achievements", decoding: &decoding)
        let listed = achievementsNode.map { decodeAchievements($0, decoding: &decoding) } ?? []
        let achievements = (stream?.achievements ?? []) + listed
        guard let format, let game, let idPrefix, let languagesNode, let achievementsNode else { return nil }
        return AchievementCatalog(
            path: path, format: format, game: game, idPrefix: idPrefix,
            languages: languages, languagesPosition: fields.keyPosition("languages") ?? languagesNode.position,
            metrics: metrics, inputs: inputs, inputsPosition: fields.keyPosition("inputs") ?? root.position,
            groups: groups, achievements: achievements, achievementsPosition: fields.keyPosition("achievements") ?? achievementsNode.position,
            artworkFolder: artwork, retired: retired, appleID: appleID
        )
    }

    /// `languages:` maps each catalog language code to its ASC locale code.
    private func decodeLanguages(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [CatalogLanguage] {
        guard requireMapping(node, field: "languages", decoding: &decoding) else { return [] }
        return node.scalarKeyedEntries.compactMap { key, value in
            decoding.string(value, field: "languages.\(key.value)").map { CatalogLanguage(code: key, ascLocale: $0) }
        }
    }

    /// `metrics:` maps each metric name to a sentence saying what it counts.
    private func decodeMetrics(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [CatalogMetric] {
        guard requireMapping(node, field: "metrics", decoding: &decoding) else { return [] }
        return node.scalarKeyedEntries.compactMap { key, value in
            decoding.string(value, field: "metrics.\(key.value)").map { CatalogMetric(name: key, summary: $0) }
        }
    }

    private func decodeInputs(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [ControlInputDeclaration] {
        guard requireMapping(node, field: "inputs", decoding: &decoding) else { return [] }
        return node.scalarKeyedEntries.compactMap { key, value in
            guard let fields = MappingFields(value, context: "input '\(key.value)'", known: Self.inputFields, decoding: &decoding) else { return nil }
            let name = fields.required("name", decoding: &decoding).flatMap { decoding.string($0, field: "name") }
            let rule = fields.required("rule", decoding: &decoding).flatMap { decoding.string($0, field: "rule") }
            guard let name, let rule else { return nil }
            return ControlInputDeclaration(name: key, displayName: name, rule: rule)
        }
    }

    private func decodeGroups(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [AchievementGroup] {
        guard requireMapping(node, field: "groups", decoding: &decoding) else { return [] }
        return node.scalarKeyedEntries.compactMap { key, value in
            guard let fields = MappingFields(value, context: "group '\(key.value)'", known: Self.groupFields, decoding: &decoding) else { return nil }
            let name = fields.required("name", decoding: &decoding).flatMap { decoding.string($0, field: "name") }
            let id = fields.required("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
            let type = fields.required("type", decoding: &decoding).flatMap { decoding.string($0, field: "type") }
            let progress = fields.required("progress", decoding: &decoding).flatMap { decoding.choice($0, field: "progress", as: ProgressKind.self) }
            let metric = fields.optional("metric").flatMap { decoding.string($0, field: "metric") }
            let rule = fields.optional("rule").flatMap { decoding.string($0, field: "rule") }
            guard let name, let id, let type, let progress else { return nil }
            return AchievementGroup(key: key, name: name, idPrefix: id, type: type, progress: progress, metric: metric, rule: rule)
        }
    }

    private func decodeAchievements(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [Achievement] {
        guard case .sequence(let items) = node.content else {
            decoding.error(SchemaRule.type, "'achievements' must be a list of achievements (each item starting with '- '), not a \(node.kindName)", at: node.position)
            return []
        }
        return items.enumerated().compactMap { index, item in decodeAchievement(item, number: index + 1, decoding: &decoding) }
    }

    func decodeAchievement(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> Achievement? {
        let keyText = node.value(forKey: "key")?.scalarText
        let context = keyText.map { "achievement '\($0)'" } ?? "achievement #\(number)"
        guard let fields = MappingFields(node, context: context, known: Self.achievementFields, decoding: &decoding) else { return nil }
        let key = fields.required("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.required("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.required("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let group = fields.required("group", decoding: &decoding).flatMap { decoding.string($0, field: "group") }
        let threshold = fields.optional("threshold").map { decoding.integer($0, field: "threshold") }
        let input = fields.optional("input").map { decoding.string($0, field: "input") }
        let type = fields.optional("type").map { decoding.string($0, field: "type") }
        let points = fields.required("points", decoding: &decoding).flatMap { decoding.integer($0, field: "points") }
        let hidden = fields.required("hidden", decoding: &decoding).flatMap { decoding.boolean($0, field: "hidden") }
        let repeatable = fields.optional("repeatable").map { decoding.boolean($0, field: "repeatable") }
        let image = fields.optional("image").map { decoding.string($0, field: "image") }
        let acknowledged = fields.optional("acknowledgedRuleChange").map { decoding.string($0, field: "acknowledgedRuleChange") }
        let localizationsNode = fields.required("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { decodeLocalizations($0, context: context, decoding: &decoding) } ?? []
        guard let key, let id, let referenceName, let group, let points, let hidden, let localizationsNode else { return nil }
        return Achievement(
            position: node.position, key: key, id: id, referenceName: referenceName, group: group,
            threshold: threshold ?? nil, input: input ?? nil, type: type ?? nil,
            points: points, hidden: hidden, repeatable: repeatable ?? nil, image: image ?? nil,
            acknowledgedRuleChange: acknowledged ?? nil, localizations: localizations, localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position
        )
    }

    /// `retired:` lists the IDs no longer used: `- id: …` with an optional `reason`.
    private func decodeRetired(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [RetiredAchievement] {
        if node.scalarText == "" { return [] }
        guard case .sequence(let items) = node.content else {
            decoding.error(SchemaRule.type, "'retired' must be a list of retired IDs (each item starting with '- id:'), not a \(node.kindName)", at: node.position)
            return []
        }
        return items.compactMap { item in
            guard let fields = MappingFields(item, context: "a retired entry", known: Self.retiredFields, decoding: &decoding) else { return nil }
            let id = fields.required("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
            let reason = fields.optional("reason").flatMap { decoding.string($0, field: "reason") }
            return id.map { RetiredAchievement(id: $0, reason: reason) }
        }
    }

    private func decodeLocalizations(_ node: YAMLNode, context: String, decoding: inout ScalarDecoding) -> [AchievementLocalization] {
        guard requireMapping(node, field: "localizations", decoding: &decoding) else { return [] }
        return node.scalarKeyedEntries.compactMap { language, value in
            let where_ = "the '\(language.value)' localization of \(context)"
            guard let fields = MappingFields(value, context: where_, known: Self.localizationFields, decoding: &decoding) else { return nil }
            let title = fields.required("title", decoding: &decoding).flatMap { decoding.string($0, field: "title") }
            let description = fields.required("description", decoding: &decoding).flatMap { decoding.string($0, field: "description") }
            let earned = fields.optional("earnedDescription").map { decoding.string($0, field: "earnedDescription") }
            guard let title, let description else { return nil }
            return AchievementLocalization(language: language, title: title, description: description, earnedDescription: earned ?? nil)
        }
    }

    private func requireMapping(_ node: YAMLNode, field: String, decoding: inout ScalarDecoding) -> Bool {
        if case .mapping = node.content { return true }
        decoding.error(SchemaRule.type, "'\(field)' must be a mapping, not a \(node.kindName)", at: node.position)
        return false
    }
}
