import CatalogYAML
import SourceDiagnostics

/// Decoding `leaderboards:` and `leaderboardSets:`: one report per mistake,
/// each at its line and column, as for achievements.
extension CatalogDecoder {
    func decodeLeaderboards(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [Leaderboard] {
        items(of: node, field: "leaderboards", noun: "leaderboards", decoding: &decoding).enumerated().compactMap { index, item in
            decodeLeaderboard(item, number: index + 1, decoding: &decoding)
        }
    }

    func decodeLeaderboardSets(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [LeaderboardSet] {
        items(of: node, field: "leaderboardSets", noun: "leaderboard sets", decoding: &decoding).enumerated().compactMap { index, item in
            decodeLeaderboardSet(item, number: index + 1, decoding: &decoding)
        }
    }

    /// The items of a list field; an empty value is an empty list.
    func items(of node: YAMLNode, field: String, noun: String, decoding: inout ScalarDecoding) -> [YAMLNode] {
        if node.scalarText == "" { return [] }
        guard case .sequence(let items) = node.content else {
            decoding.error(SchemaRule.type.id, "'\(field)' must be a list of \(noun) (each item starting with '- '), not a \(node.kindName)", at: node.position)
            return []
        }
        return items
    }

    func decodeLeaderboard(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> Leaderboard? {
        let context = node.value(forKey: "key")?.scalarText.map { "leaderboard '\($0)'" } ?? "leaderboard #\(number)"
        guard let fields = MappingFields(node, context: context, schema: CatalogSchema.leaderboard, decoding: &decoding) else { return nil }
        let key = fields.value("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.value("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let format = fields.value("format", decoding: &decoding).flatMap { decoding.choice($0, field: "format", as: LeaderboardFormatter.self) }
        let sort = fields.value("sort", decoding: &decoding).flatMap { decoding.choice($0, field: "sort", as: ScoreSortOrder.self) }
        let submission = fields.value("submission", decoding: &decoding).flatMap { decoding.choice($0, field: "submission", as: ScoreSubmission.self) }
        let range = fields.value("range", decoding: &decoding).map { decodeRange($0, context: context, decoding: &decoding) }
        let recurrence = fields.value("recurrence", decoding: &decoding).map { decodeRecurrence($0, context: context, decoding: &decoding) }
        let hidden = fields.value("hidden", decoding: &decoding).map { decoding.boolean($0, field: "hidden") }
        let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
        let activityProperties = fields.value("activityProperties", decoding: &decoding).map { decodeProperties($0, field: "activityProperties", decoding: &decoding) }
        let localizationsNode = fields.value("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { node -> [LeaderboardLocalization] in
            guard requireMapping(node, field: "localizations", decoding: &decoding) else { return [] }
            return node.compactMapScalarKeyedEntries { language, value in
                guard !isDedentedField(language, of: context, schema: CatalogSchema.leaderboardLocalization, decoding: &decoding),
                      let texts = MappingFields(value, context: .localization(language.value, of: context), schema: CatalogSchema.leaderboardLocalization, decoding: &decoding) else { return nil }
                let title = texts.value("title", decoding: &decoding).flatMap { decoding.string($0, field: "title") }
                let description = texts.value("description", decoding: &decoding).map { decoding.string($0, field: "description") }
                let format = texts.value("format", decoding: &decoding).map { decoding.choice($0, field: "format", as: LeaderboardFormatter.self) }
                let suffix = texts.value("suffix", decoding: &decoding).map { decoding.string($0, field: "suffix") }
                let singular = texts.value("suffixSingular", decoding: &decoding).map { decoding.string($0, field: "suffixSingular") }
                let image = texts.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
                guard let title else { return nil }
                var localization = LeaderboardLocalization(language: language, title: title, description: description ?? nil, format: format ?? nil,
                                                           suffix: suffix ?? nil, suffixSingular: singular ?? nil)
                localization.image = image ?? nil
                return localization
            }
        } ?? []
        guard let key, let id, let referenceName, let format, let sort, let submission, let localizationsNode else { return nil }
        var leaderboard = Leaderboard(position: node.position, key: key, id: id, referenceName: referenceName, format: format, sort: sort,
                                      submission: submission, range: range ?? nil, recurrence: recurrence ?? nil, hidden: hidden ?? nil, image: image ?? nil,
                                      localizations: localizations, localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position)
        leaderboard.activityProperties = activityProperties ?? []
        return leaderboard
    }

    func decodeRange(_ node: YAMLNode, context: String, decoding: inout ScalarDecoding) -> ScoreRange? {
        guard let fields = MappingFields(node, context: "the range of \(context)", schema: CatalogSchema.scoreRange, decoding: &decoding) else { return nil }
        let start = fields.value("start", decoding: &decoding).flatMap { decoding.integer($0, field: "start") }
        let end = fields.value("end", decoding: &decoding).flatMap { decoding.integer($0, field: "end") }
        guard let start, let end else { return nil }
        return ScoreRange(start: start, end: end)
    }

    func decodeRecurrence(_ node: YAMLNode, context: String, decoding: inout ScalarDecoding) -> LeaderboardRecurrence? {
        guard let fields = MappingFields(node, context: "the recurrence of \(context)", schema: CatalogSchema.recurrence, decoding: &decoding) else { return nil }
        let start = fields.value("start", decoding: &decoding).flatMap { decoding.string($0, field: "start") }
        let duration = fields.value("duration", decoding: &decoding).flatMap { decoding.string($0, field: "duration") }
        let rule = fields.value("rule", decoding: &decoding).flatMap { decoding.string($0, field: "rule") }
        guard let start, let duration, let rule else { return nil }
        return LeaderboardRecurrence(start: start, duration: duration, rule: rule, position: node.position)
    }

    func decodeLeaderboardSet(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> LeaderboardSet? {
        let context = node.value(forKey: "key")?.scalarText.map { "leaderboard set '\($0)'" } ?? "leaderboard set #\(number)"
        guard let fields = MappingFields(node, context: context, schema: CatalogSchema.leaderboardSet, decoding: &decoding) else { return nil }
        let key = fields.value("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.value("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let membersNode = fields.value("leaderboards", decoding: &decoding)
        let members = membersNode.map { node -> [Located<String>] in
            items(of: node, field: "leaderboards", noun: "leaderboard keys", decoding: &decoding).compactMap { decoding.string($0, field: "leaderboards") }
        } ?? []
        let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
        let localizationsNode = fields.value("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { node -> [LeaderboardSetLocalization] in
            guard requireMapping(node, field: "localizations", decoding: &decoding) else { return [] }
            return node.compactMapScalarKeyedEntries { language, value in
                guard !isDedentedField(language, of: context, schema: CatalogSchema.leaderboardSetLocalization, decoding: &decoding),
                      let texts = MappingFields(value, context: .localization(language.value, of: context), schema: CatalogSchema.leaderboardSetLocalization, decoding: &decoding) else { return nil }
                let image = texts.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
                return texts.value("title", decoding: &decoding).flatMap { decoding.string($0, field: "title") }.map { title in
                    var localization = LeaderboardSetLocalization(language: language, title: title)
                    localization.image = image ?? nil
                    return localization
                }
            }
        } ?? []
        guard let key, let id, let referenceName, let membersNode, let localizationsNode else { return nil }
        return LeaderboardSet(position: node.position, key: key, id: id, referenceName: referenceName, leaderboards: members,
                              leaderboardsPosition: fields.keyPosition("leaderboards") ?? membersNode.position, image: image ?? nil,
                              localizations: localizations, localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position)
    }
}
