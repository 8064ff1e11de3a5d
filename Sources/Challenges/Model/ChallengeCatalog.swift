/// The challenges a game defines, in catalog order.
///
/// Generated code builds the game's catalog from `catalog.yaml`; the runtime
/// only reads it.
public struct ChallengeCatalog: Sendable, Hashable {
    /// Every challenge, in the order admins enter them in App Store Connect.
    public let definitions: [ChallengeDefinition]
    private let indexByID: [ChallengeIdentifier: Int]

    /// Creates a catalog; a later definition with the ID of an earlier one is ignored.
    public init(definitions: [ChallengeDefinition]) {
        var index: [ChallengeIdentifier: Int] = [:]
        var unique: [ChallengeDefinition] = []
        for definition in definitions where index[definition.id] == nil {
            index[definition.id] = unique.count
            unique.append(definition)
        }
        self.definitions = unique
        self.indexByID = index
    }

    /// The definition with `id`, if the catalog has it.
    public func definition(for id: ChallengeIdentifier) -> ChallengeDefinition? {
        indexByID[id].map { definitions[$0] }
    }

    /// The definitions of one group, in catalog order.
    public func definitions(inGroup group: String) -> [ChallengeDefinition] {
        definitions.filter { $0.group == group }
    }

    /// The group names, in the order they first appear.
    public var groups: [String] {
        var seen: Set<String> = []
        return definitions.map(\.group).filter { seen.insert($0).inserted }
    }

    /// Every metric a threshold challenge measures.
    public var metrics: Set<ChallengeMetric> {
        Set(definitions.compactMap {
            switch $0.condition {
            case .bestRun(let metric, _), .cumulative(let metric, _): metric
            case .controlInput: nil
            }
        })
    }
}
