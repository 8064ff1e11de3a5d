import CatalogYAML
import SourceDiagnostics

/// Decoding `gameCenterChallenges:`: one report per mistake, each at its
/// line and column, as for leaderboards.
extension CatalogDecoder {
    func decodeGameCenterChallenges(_ node: YAMLNode, decoding: inout ScalarDecoding) -> [GameCenterChallenge] {
        items(of: node, field: "gameCenterChallenges", noun: "Game Center challenges", decoding: &decoding).enumerated().compactMap { index, item in
            decodeGameCenterChallenge(item, number: index + 1, decoding: &decoding)
        }
    }

    func decodeGameCenterChallenge(_ node: YAMLNode, number: Int, decoding: inout ScalarDecoding) -> GameCenterChallenge? {
        let context = node.value(forKey: "key")?.scalarText.map { "Game Center challenge '\($0)'" } ?? "Game Center challenge #\(number)"
        guard let fields = MappingFields(node, context: context, schema: CatalogSchema.gameCenterChallenge, decoding: &decoding) else { return nil }
        let key = fields.value("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = fields.value("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        let referenceName = fields.value("referenceName", decoding: &decoding).flatMap { decoding.string($0, field: "referenceName") }
        let leaderboard = fields.value("leaderboard", decoding: &decoding).flatMap { decoding.string($0, field: "leaderboard") }
        let repeatable = fields.value("repeatable", decoding: &decoding).map { decoding.boolean($0, field: "repeatable") }
        let durations = fields.value("durations", decoding: &decoding).map { node in
            items(of: node, field: "durations", noun: "durations", decoding: &decoding).compactMap {
                decoding.choice($0, field: "durations", as: ChallengeDuration.self)
            }
        }
        let image = fields.value("image", decoding: &decoding).map { decoding.string($0, field: "image") }
        let localizationsNode = fields.value("localizations", decoding: &decoding)
        let localizations = localizationsNode.map { decodeTitledTexts($0, context: context, schema: CatalogSchema.gameCenterChallengeLocalization, decoding: &decoding) } ?? []
        guard let key, let id, let referenceName, let leaderboard, let localizationsNode else { return nil }
        var challenge = GameCenterChallenge(position: node.position, key: key, id: id, referenceName: referenceName, leaderboard: leaderboard,
                                            localizations: localizations,
                                            localizationsPosition: fields.keyPosition("localizations") ?? localizationsNode.position)
        challenge.repeatable = repeatable ?? nil
        challenge.durations = durations ?? []
        challenge.image = image ?? nil
        return challenge
    }
}
