import AchievementsCatalog
import SourceDiagnostics

/// What every Game Center kind's resource is identified by: its local key,
/// its App Store Connect ID and its reference name. The identity rules
/// (ID format, prefix and length, key format, duplicates) check every kind
/// through this one list.
struct ResourceIdentity {
    var key: Located<String>
    var id: Located<String>
    var referenceName: Located<String>
}

extension AchievementCatalog {
    /// Each kind's identities, in file order (kinds in `GameCenterKind`'s
    /// order). Collected once per validation, in ``RuleContext``: eight rules
    /// read them, and each collection copies every resource.
    var identitiesByKind: [[ResourceIdentity]] {
        var visitor = IdentityCollector()
        visitLocalizedResources(&visitor)
        return visitor.kinds
    }
}

extension RuleContext {
    /// Every identity of every kind, kinds in `GameCenterKind`'s order.
    var identities: FlattenSequence<[[ResourceIdentity]]> { identitiesByKind.joined() }
}

private struct IdentityCollector: LocalizedResourceVisitor {
    var kinds: [[ResourceIdentity]] = []

    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
        kinds.append(resources.map { ResourceIdentity(key: $0.key, id: $0.id, referenceName: $0.referenceName) })
    }
}
