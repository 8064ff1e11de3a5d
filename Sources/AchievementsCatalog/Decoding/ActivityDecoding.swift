import CatalogYAML
import SourceDiagnostics

/// Decoding `activities:`: one report per mistake, each at its line and
/// column, as for leaderboards.
extension CatalogDecoder {
    func decodeActivities(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [Activity] {
        items(of: node, field: "activities", noun: "activities", decoding: &decoding).enumerated().compactMap { index, item in
            decodeActivity(item, number: index + 1, decoding: &decoding)
        }
    }

    func decodeActivity(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> Activity? {
        let context = node.value(forKey: "key")?.scalarText.map { "activity '\($0)'" } ?? "activity #\(number)"
        guard let fields = MappingFields(node, context: context, schema: CatalogSchema.activity, decoding: &decoding) else { return nil }
        let key = fields.value("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.value("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let minimum = fields.value("minimumPlayers", decoding: &decoding).map { decoding.integer($0, field: "minimumPlayers") }
        let maximum = fields.value("maximumPlayers", decoding: &decoding).map { decoding.integer($0, field: "maximumPlayers") }
        let partyCode = fields.value("partyCode", decoding: &decoding).map { decoding.boolean($0, field: "partyCode") }
        let playStyle = fields.value("playStyle", decoding: &decoding).map { decoding.choice($0, field: "playStyle", as: ActivityPlayStyle.self) }
        let properties = fields.value("properties", decoding: &decoding).map { decodeProperties($0, field: "properties", decoding: &decoding) }
        let fallbackURL = fields.value("fallbackURL", decoding: &decoding).map { decoding.string($0, field: "fallbackURL") }
        let achievements = keys(fields.value("achievements", decoding: &decoding), field: "achievements", noun: "achievement keys", decoding: &decoding)
        let leaderboards = keys(fields.value("leaderboards", decoding: &decoding), field: "leaderboards", noun: "leaderboard keys", decoding: &decoding)
        let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
        let localizationsNode = fields.value("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { decodeTitledTexts($0, context: context, schema: CatalogSchema.activityLocalization, decoding: &decoding) } ?? []
        guard let key, let id, let referenceName, let localizationsNode else { return nil }
        var activity = Activity(position: node.position, key: key, id: id, referenceName: referenceName, localizations: localizations,
                                localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position)
        activity.minimumPlayers = minimum ?? nil
        activity.maximumPlayers = maximum ?? nil
        activity.partyCode = partyCode ?? nil
        activity.playStyle = playStyle ?? nil
        activity.properties = properties ?? []
        activity.propertiesPosition = fields.keyPosition("properties")
        activity.fallbackURL = fallbackURL ?? nil
        activity.achievements = achievements
        activity.leaderboards = leaderboards
        activity.image = image ?? nil
        return activity
    }

    /// The texts of an optional list of keys.
    func keys(_ node: YAMLNode?, field: String, noun: String, decoding: inout ScalarDecoding) -> [Located<String>] {
        guard let node else { return [] }
        return items(of: node, field: field, noun: noun, decoding: &decoding).compactMap { decoding.string($0, field: field) }
    }

    /// A mapping of texts to texts (an activity's `properties`, a resource's `activityProperties`), in file order.
    func decodeProperties(_ node: YAMLNode, field: String, decoding: inout ScalarDecoding) -> [ActivityProperty] {
        guard requireMapping(node, field: field, decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { key, value in
            decoding.string(value, field: "\(field).\(key.value)").map { ActivityProperty(key: key, value: $0) }
        }
    }

    /// The `localizations` of a kind whose texts are a title and an optional description.
    func decodeTitledTexts(_ node: YAMLNode, context: String, schema: CatalogSchema.Mapping, decoding: inout ScalarDecoding) -> [TitledTexts] {
        guard requireMapping(node, field: "localizations", decoding: &decoding) else { return [] }
        return node.compactMapScalarKeyedEntries { language, value in
            guard !isDedentedField(language, of: context, schema: schema, decoding: &decoding),
                  let texts = MappingFields(value, context: .localization(language.value, of: context), schema: schema, decoding: &decoding) else { return nil }
            let title = texts.value("title", decoding: &decoding).flatMap { decoding.string($0, field: "title") }
            let description = texts.value("description", decoding: &decoding).map { decoding.string($0, field: "description") }
            let image = texts.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
            return title.map { title in
                var texts = TitledTexts(language: language, title: title, description: description ?? nil)
                texts.image = image ?? nil
                return texts
            }
        }
    }
}
