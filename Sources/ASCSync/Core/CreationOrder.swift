import AchievementsCatalog

/// When each new resource is created, so that App Store Connect accepts
/// every creation: resources held by another kind's (leaderboards in sets,
/// through ``DesiredResource/heldBy``) are created inside their holders
/// once the app has any, since App Store Connect then wants each new one in
/// a holder ("all future leaderboards … must be included in a leaderboard
/// set"), and the app's first holder must hold every one that exists when
/// it is created. So, where the catalog has holders:
///
/// 1. when App Store Connect holds none yet, the first holder's new members
///    (at most 100, a set's limit, which is also the limit of leaderboards
///    without sets);
/// 2. the new holders, each with the members that exist by then;
/// 3. every other new resource, inside the holders it names.
///
/// Without holders in the catalog, everything new is created in step 3, in
/// the catalog's order.
struct CreationOrder: Sendable {
    /// The new resources of each kind created in step 1, by ID.
    var firstHeld: [GameCenterKind: Set<String>] = [:]
    /// The kinds whose new resources hold others (step 2).
    var holders: Set<GameCenterKind> = []
    /// The new resources of each held kind created after the holders
    /// (step 3), which App Store Connect appends to their holders' lists.
    var createdAfterHolders: [GameCenterKind: Set<String>] = [:]
    /// Each kind's new resources in the order they are created.
    var order: [GameCenterKind: [String]] = [:]

    init() {}

    /// The order for `desired` against `remote`.
    init(desired: DesiredState, remote: RemoteState) {
        for section in desired.sections {
            let memberKinds = section.kind.fields.compactMap(\.memberKind)
            guard !memberKinds.isEmpty, !section.resources.isEmpty else { continue }
            holders.insert(section.kind.kind)
            // App Store Connect holds none of the holders yet: the first one holds every member, created first
            // while they fit beside those App Store Connect holds (an app holds at most 100 leaderboards without
            // sets); when they do not, the first holder is created first, holding those, and its new members inside it.
            guard remote.resources(section.kind).isEmpty, let first = section.resources.first else { continue }
            for field in section.kind.fields where field.memberKind != nil {
                guard let memberKind = field.memberKind else { continue }
                let members = ResourceKind.of(memberKind)
                let new = (first.value(field.name)?.value.memberIDs ?? []).filter { remote.resource(members, $0) == nil }
                if remote.resources(members).count + new.count <= ASCLimits.maxLeaderboardsWithoutSets {
                    firstHeld[memberKind, default: []].formUnion(new)
                }
            }
        }
        for section in desired.sections {
            let new = section.resources.map(\.id.value).filter { remote.resource(section.kind, $0) == nil }
            let sorted = new.enumerated().sorted { (phase(of: section.kind, $0.element), $0.offset) < (phase(of: section.kind, $1.element), $1.offset) }.map(\.element)
            order[section.kind.kind] = sorted
            let heldByHolders = section.resources.contains { !$0.heldBy.keys.filter(holders.contains).isEmpty }
            if heldByHolders {
                createdAfterHolders[section.kind.kind] = Set(new.filter { phase(of: section.kind, $0) == SyncPlanner.Phase.create })
            }
        }
    }

    /// The phase in which the new resource `id` of `kind` is created.
    func phase(of kind: ResourceKind, _ id: String) -> Int {
        if holders.contains(kind.kind) { return SyncPlanner.Phase.createHolders }
        if firstHeld[kind.kind]?.contains(id) == true { return SyncPlanner.Phase.createFirstHeld }
        return SyncPlanner.Phase.create
    }

    /// `ids` (new resources of `kind`, in the catalog's order) in the order they are created.
    func sorted(_ ids: [String], of kind: ResourceKind) -> [String] {
        guard let created = order[kind.kind] else { return ids }
        let wanted = Set(ids)
        return created.filter(wanted.contains)
    }
}
