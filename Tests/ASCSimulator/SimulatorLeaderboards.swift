import AchievementsCatalog

/// A leaderboard, a leaderboard set, an activity or a Game Center challenge
/// as the simulator holds it. Their
/// versions, localizations and images are the shared records
/// (``SimVersion``, ``SimLocalization`` with ``SimLocalization/texts``,
/// ``SimImage``), under the same state rules as achievements'.
package struct SimLeaderboard: Sendable, Hashable {
    package var id: String
    /// Its kind: a leaderboard or a leaderboard set.
    package var kind: GameCenterKind
    /// The detail, or for a grouped app the group, that holds it.
    package var ownerID: String
    package var vendorIdentifier: String
    package var referenceName: String
    package var archived: Bool
    /// A leaderboard's attributes as the API writes them (`defaultFormatter`,
    /// `scoreSortType`, `submissionType`, `scoreRangeStart`, `scoreRangeEnd`,
    /// `recurrenceStartDate`, `recurrenceDuration`, `recurrenceRule`, `visibility`).
    package var attributes: [String: String]
    /// A set's leaderboards, in order.
    package var memberIDs: [String]
    package var versionIDs: [String]
    /// A leaderboard's activity properties (`activityProperties`), an activity's `properties`.
    package var activityProperties: [String: String] = [:]
    /// An activity's achievements (`achievementsV2`).
    package var linkedAchievementIDs: [String] = []
    /// An activity's leaderboards (`leaderboardsV2`), a challenge's one (`leaderboardV2`).
    package var linkedLeaderboardIDs: [String] = []
}

/// Leaderboards and sets, with App Store Connect's rules. Where Apple
/// documents a rule it is cited; where the exact refusal is not documented,
/// the simulator's is a guess in App Store Connect's shape, as for achievements.
extension SimulatorState {
    /// The values of `GameCenterLeaderboardFormatter` in Apple's OpenAPI document.
    static let formatters: Set<String> = [
        "INTEGER", "DECIMAL_POINT_1_PLACE", "DECIMAL_POINT_2_PLACE", "DECIMAL_POINT_3_PLACE", "ELAPSED_TIME_CENTISECOND",
        "ELAPSED_TIME_MINUTE", "ELAPSED_TIME_SECOND", "MONEY_POUND_DECIMAL", "MONEY_POUND", "MONEY_DOLLAR_DECIMAL", "MONEY_DOLLAR",
        "MONEY_EURO_DECIMAL", "MONEY_EURO", "MONEY_FRANC_DECIMAL", "MONEY_FRANC", "MONEY_KRONER_DECIMAL", "MONEY_KRONER", "MONEY_YEN",
    ]

    // MARK: Reading

    /// The owner's leaderboards (or sets) in the order players see; none
    /// for a detail in a group, whose leaderboards live on the group.
    package func leaderboards(owner: String, kind: GameCenterKind) throws(SimulatorError) -> [SimLeaderboard] {
        guard details.values.contains(owner) || detailGroups.values.contains(owner) else { throw .notFound("Game Center detail or group \(owner)") }
        return leaderboardOrder.compactMap { leaderboards[$0] }.filter { $0.ownerID == owner && $0.kind == kind }
    }

    package func leaderboard(_ id: String, kind: GameCenterKind) throws(SimulatorError) -> SimLeaderboard {
        guard let leaderboard = leaderboards[id], leaderboard.kind == kind else { throw .notFound("\(kind.noun) \(id)") }
        return leaderboard
    }

    package func leaderboard(vendorIdentifier: String, kind: GameCenterKind = .leaderboard) -> SimLeaderboard? {
        leaderboards.values.first { $0.vendorIdentifier == vendorIdentifier && $0.kind == kind }
    }

    /// The latest version's localizations of a leaderboard or set.
    package func latestLocalizations(leaderboard vendorIdentifier: String, kind: GameCenterKind = .leaderboard) -> [SimLocalization] {
        guard let latest = leaderboard(vendorIdentifier: vendorIdentifier, kind: kind)?.versionIDs.last, let version = versions[latest] else { return [] }
        return version.localizationIDs.compactMap { localizations[$0] }
    }

    /// A set's leaderboards, in the set's order.
    package func members(ofSet id: String) throws(SimulatorError) -> [SimLeaderboard] {
        try leaderboard(id, kind: .leaderboardSet).memberIDs.compactMap { leaderboards[$0] }
    }

    // MARK: Writing

    /// The owner a creation names: a detail not in a group, or a group,
    /// whose IDs start with `grp.` (App Store Connect Help, "Game Center groups").
    func owner(detail: String?, group: String?, vendorIdentifier: String, what: String) throws(SimulatorError) -> String {
        switch (detail, group) {
        case (let detail?, nil):
            guard details.values.contains(detail) else { throw .notFound("Game Center detail \(detail)") }
            if detailGroups[detail] != nil {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The Game Center detail belongs to a group: create the \(what) on the group.",
                                pointer: "/data/relationships/gameCenterDetail")
            }
            return detail
        case (nil, let group?):
            guard detailGroups.values.contains(group) else { throw .notFound("Game Center group \(group)") }
            guard vendorIdentifier.hasPrefix("grp.") else {
                throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "A group's \(what) IDs start with 'grp.'.", pointer: "/data/attributes/vendorIdentifier")
            }
            return group
        default:
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "Name exactly one of gameCenterDetail and gameCenterGroup.", pointer: "/data/relationships")
        }
    }

    /// The same identifier rules as achievements': ASCII letters, digits,
    /// `.` and `_`, at most 100, unique within the kind.
    func checkIdentifier(_ vendorIdentifier: String, kind: GameCenterKind) throws(SimulatorError) {
        guard !vendorIdentifier.isEmpty, vendorIdentifier.utf8.count <= 100,
              vendorIdentifier.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_") }) else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The vendor identifier is not valid.", pointer: "/data/attributes/vendorIdentifier")
        }
        if leaderboards.values.contains(where: { $0.vendorIdentifier == vendorIdentifier && $0.kind == kind }) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "The vendor identifier '\(vendorIdentifier)' is already in use.",
                            pointer: "/data/attributes/vendorIdentifier")
        }
    }

    /// A leaderboard's attributes as a whole: a known format, sort and
    /// submission; a score range of two different whole numbers, or none;
    /// a recurrence of start, duration and rule together, or none.
    func checkLeaderboard(_ attributes: [String: String]) throws(SimulatorError) {
        guard let format = attributes["defaultFormatter"], Self.formatters.contains(format) else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The formatter is not valid.", pointer: "/data/attributes/defaultFormatter")
        }
        let start = attributes["scoreRangeStart"], end = attributes["scoreRangeEnd"]
        if start != nil || end != nil {
            guard let low = start.flatMap({ Int64($0) }), let high = end.flatMap({ Int64($0) }), low != high else {
                throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The score range needs a start and an end, two different whole numbers.",
                                pointer: "/data/attributes/scoreRangeStart")
            }
        }
        let recurrence = ["recurrenceStartDate", "recurrenceDuration", "recurrenceRule"].map { attributes[$0].map { !$0.isEmpty } ?? false }
        guard recurrence.allSatisfy({ $0 }) || recurrence.allSatisfy({ !$0 }) else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "A recurring leaderboard needs a start date, a duration and a rule.",
                            pointer: "/data/attributes/recurrenceStartDate")
        }
    }

    /// Creates a leaderboard with its first version, inside `setIDs`. At
    /// most 100 per app without sets and 500 with them (ASC Help, "Manage
    /// leaderboards"); once the app has sets, every new leaderboard must be
    /// in one (Apple, "Game Center leaderboard sets": "all future
    /// leaderboards … must be included in a leaderboard set").
    package func createLeaderboard(detail: String?, group: String?, vendorIdentifier: String, referenceName: String,
                                   attributes: [String: String], setIDs: [String] = []) throws(SimulatorError) -> SimLeaderboard {
        let owner = try owner(detail: detail, group: group, vendorIdentifier: vendorIdentifier, what: "leaderboard")
        try checkIdentifier(vendorIdentifier, kind: .leaderboard)
        try checkLeaderboard(attributes)
        let held = leaderboards.values.filter { $0.ownerID == owner }
        let hasSets = held.contains { $0.kind == .leaderboardSet }
        let limit = hasSets ? 500 : 100
        guard held.filter({ $0.kind == .leaderboard }).count < limit else {
            throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "An app can have at most \(limit) leaderboards.")
        }
        if hasSets && setIDs.isEmpty {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED", "The app has leaderboard sets: a new leaderboard must be included in one.",
                            pointer: "/data/relationships/gameCenterLeaderboardSets")
        }
        for id in setIDs {
            guard let set = leaderboards[id], set.kind == .leaderboardSet, set.ownerID == owner else {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The leaderboard set \(id) is not one of the app's sets.",
                                pointer: "/data/relationships/gameCenterLeaderboardSets")
            }
            guard set.memberIDs.count < 100 else { throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "A leaderboard set holds at most 100 leaderboards.") }
        }
        let created = insert(SimLeaderboard(id: newID("LB"), kind: .leaderboard, ownerID: owner, vendorIdentifier: vendorIdentifier, referenceName: referenceName,
                                            archived: false, attributes: attributes, memberIDs: [], versionIDs: []))
        for id in setIDs { leaderboards[id]?.memberIDs.append(created.id) }
        return created
    }

    /// Creates a set with its first version and its leaderboards. At most
    /// 100 sets per app, 100 leaderboards per set (ASC Help, "Configure leaderboard sets").
    package func createLeaderboardSet(detail: String?, group: String?, vendorIdentifier: String, referenceName: String,
                                      memberIDs: [String]) throws(SimulatorError) -> SimLeaderboard {
        let owner = try owner(detail: detail, group: group, vendorIdentifier: vendorIdentifier, what: "leaderboard set")
        try checkIdentifier(vendorIdentifier, kind: .leaderboardSet)
        guard leaderboards.values.filter({ $0.ownerID == owner && $0.kind == .leaderboardSet }).count < 100 else {
            throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "An app can have at most 100 leaderboard sets.")
        }
        try checkMembers(memberIDs, owner: owner)
        // The first set: App Store Connect keeps every leaderboard in a set once there are sets (Apple, "Game Center
        // leaderboard sets"); how it answers a first set that leaves some out is not documented: refused here.
        if !leaderboards.values.contains(where: { $0.ownerID == owner && $0.kind == .leaderboardSet }) {
            let outside = leaderboards.values.filter { $0.ownerID == owner && $0.kind == .leaderboard && !$0.archived && !memberIDs.contains($0.id) }.map(\.vendorIdentifier).sorted()
            guard outside.isEmpty else {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The app's first leaderboard set must include every leaderboard; it leaves out \(outside.joined(separator: ", ")).",
                                pointer: "/data/relationships/gameCenterLeaderboards")
            }
        }
        return insert(SimLeaderboard(id: newID("LS"), kind: .leaderboardSet, ownerID: owner, vendorIdentifier: vendorIdentifier, referenceName: referenceName,
                                     archived: false, attributes: [:], memberIDs: memberIDs, versionIDs: []))
    }

    func insert(_ new: SimLeaderboard) -> SimLeaderboard {
        var leaderboard = new
        let versionID = newID("V")
        leaderboard.versionIDs = [versionID]
        leaderboards[leaderboard.id] = leaderboard
        leaderboardOrder.append(leaderboard.id)
        versions[versionID] = SimVersion(id: versionID, resourceID: leaderboard.id, number: 1, state: "PREPARE_FOR_SUBMISSION", localizationIDs: [])
        return leaderboard
    }

    /// A set's leaderboards: the owner's, each once, at most 100.
    func checkMembers(_ memberIDs: [String], owner: String) throws(SimulatorError) {
        guard memberIDs.count <= 100 else {
            throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "A leaderboard set holds at most 100 leaderboards.", pointer: "/data")
        }
        guard Set(memberIDs).count == memberIDs.count else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "A leaderboard is named twice.", pointer: "/data")
        }
        for id in memberIDs {
            guard let member = leaderboards[id], member.kind == .leaderboard, member.ownerID == owner else {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The leaderboard \(id) is not one of the app's leaderboards.", pointer: "/data")
            }
        }
    }

    /// Changes a leaderboard. The sort order cannot change once the
    /// leaderboard was approved (ASC Help, "Leaderboards": it "can't be
    /// changed after the leaderboard is live"); a PATCH naming it is refused
    /// then, even with the same value, as achievements' points are.
    package func updateLeaderboard(_ id: String, referenceName: String?, attributes: [String: String], archived: Bool?) throws(SimulatorError) -> SimLeaderboard {
        var leaderboard = try leaderboard(id, kind: .leaderboard)
        if attributes["scoreSortType"] != nil, wasApproved(leaderboard.versionIDs) {
            throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "The sort order cannot be changed after the leaderboard has been approved.",
                            pointer: "/data/attributes/scoreSortType")
        }
        if archived == true, !leaderboard.archived { try checkArchivable(leaderboard.versionIDs, pointer: "/data/attributes/archived") }
        let merged = leaderboard.attributes.merging(attributes) { _, new in new }
        try checkLeaderboard(merged)
        leaderboard.attributes = merged
        if let referenceName { leaderboard.referenceName = referenceName }
        if let archived { leaderboard.archived = archived }
        leaderboards[id] = leaderboard
        return leaderboard
    }

    /// Replaces the activity properties of the achievement or leaderboard
    /// `id`: an update's map stands for the whole (4.4.1 sends the map, not a patch of it).
    package func setActivityProperties(_ id: String, kind: GameCenterKind, _ properties: [String: String]) throws(SimulatorError) {
        switch kind {
        case .achievement:
            var achievement = try achievement(id)
            achievement.activityProperties = properties
            achievements[id] = achievement
        case .leaderboard:
            var leaderboard = try leaderboard(id, kind: .leaderboard)
            leaderboard.activityProperties = properties
            leaderboards[id] = leaderboard
        case .leaderboardSet, .activity, .gameCenterChallenge:
            throw .badRequest("\(kind.plural) have no activity properties")
        }
    }

    /// Sets the default leaderboard of a detail (`defaultLeaderboardV2`), or
    /// of its group (`defaultGroupLeaderboardV2`): one of the owner's
    /// leaderboards. A grouped detail's own default is refused: its players
    /// see its group's (a guess in App Store Connect's shape; Apple's
    /// document names both relationships and neither refusal).
    package func setDefaultLeaderboard(detail: String, own: String?, group: String?) throws(SimulatorError) {
        guard details.values.contains(detail) else { throw .notFound("Game Center detail \(detail)") }
        let owner = detailGroups[detail] ?? detail
        if detailGroups[detail] != nil, own != nil {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The detail belongs to a group: set its group's default leaderboard.",
                            pointer: "/data/relationships/defaultLeaderboardV2")
        }
        if detailGroups[detail] == nil, group != nil {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The detail belongs to no group.", pointer: "/data/relationships/defaultGroupLeaderboardV2")
        }
        guard let id = own ?? group else { return }
        guard let board = leaderboards[id], board.kind == .leaderboard, board.ownerID == owner, !board.archived else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The leaderboard \(id) is not one of the app's leaderboards.",
                            pointer: "/data/relationships/defaultLeaderboardV2")
        }
        defaultLeaderboards[owner] = id
    }

    /// Whether any of the versions was approved.
    func wasApproved(_ versionIDs: [String]) -> Bool {
        versionIDs.count > 1 || versionIDs.contains { versions[$0].map { Self.approved.contains($0.state) } ?? false }
    }

    package func updateLeaderboardSet(_ id: String, referenceName: String?) throws(SimulatorError) -> SimLeaderboard {
        var set = try leaderboard(id, kind: .leaderboardSet)
        if let referenceName { set.referenceName = referenceName }
        leaderboards[id] = set
        return set
    }

    /// Replaces a set's leaderboards.
    package func replaceMembers(ofSet id: String, with memberIDs: [String]) throws(SimulatorError) {
        var set = try leaderboard(id, kind: .leaderboardSet)
        try checkMembers(memberIDs, owner: set.ownerID)
        // Every leaderboard stays in a set (as above): one this replacement would leave in none is refused. An
        // archived one may leave (players no longer see it; not documented either way).
        let inOtherSets = Set(leaderboards.values.filter { $0.kind == .leaderboardSet && $0.ownerID == set.ownerID && $0.id != id }.flatMap(\.memberIDs))
        let orphaned = set.memberIDs.filter { !memberIDs.contains($0) && !inOtherSets.contains($0) }
            .compactMap { leaderboards[$0] }.filter { !$0.archived }.map(\.vendorIdentifier)
        guard orphaned.isEmpty else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "Every leaderboard must stay in a leaderboard set; this leaves \(orphaned.joined(separator: ", ")) in none.",
                            pointer: "/data")
        }
        set.memberIDs = memberIDs
        leaderboards[id] = set
    }

    /// Creates a new version beside a live one (as for achievements).
    package func createVersion(leaderboard id: String, kind: GameCenterKind) throws(SimulatorError) -> SimVersion {
        var leaderboard = try leaderboard(id, kind: kind)
        let version = try addVersion(of: id, after: leaderboard.versionIDs, noun: kind.noun)
        leaderboard.versionIDs.append(version.id)
        leaderboards[id] = leaderboard
        return version
    }

    /// A version's localizations, checked to be of the kind asked.
    package func localizations(ofLeaderboardVersion versionID: String, kind: GameCenterKind) throws(SimulatorError) -> [SimLocalization] {
        let version = try version(versionID)
        _ = try leaderboard(version.resourceID, kind: kind)
        return version.localizationIDs.compactMap { localizations[$0] }
    }

    /// Adds a leaderboard's or set's localization: a name of 1 to 50
    /// characters and a description of at most 255 (the achievement's
    /// limits; Apple documents none for leaderboards), a known format override.
    package func createLeaderboardLocalization(version versionID: String, kind: GameCenterKind, locale: String, name: String,
                                               texts: [String: String]) throws(SimulatorError) -> SimLocalization {
        _ = try leaderboard(try version(versionID).resourceID, kind: kind)
        try checkLeaderboardTexts(name: name, texts: texts)
        return try insertLocalization(SimLocalization(id: "", versionID: versionID, locale: locale, name: name, beforeEarnedDescription: "",
                                                      afterEarnedDescription: "", imageID: nil, texts: texts.filter { !$0.value.isEmpty }))
    }

    package func updateLeaderboardLocalization(_ id: String, name: String?, texts: [String: String]) throws(SimulatorError) -> SimLocalization {
        var localization = try localization(id)
        _ = try editableVersion(localization.versionID)
        try checkLeaderboardTexts(name: name, texts: texts)
        if let name { localization.name = name }
        for (attribute, text) in texts { localization.texts[attribute] = text.isEmpty ? nil : text }
        localizations[id] = localization
        return localization
    }

    func checkLeaderboardTexts(name: String?, texts: [String: String]) throws(SimulatorError) {
        try checkTexts(name: name, before: nil, after: nil)
        if let description = texts["description"], description.count > 255 {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The description must be at most 255 characters.", pointer: "/data/attributes/description")
        }
        if let format = texts["formatterOverride"], !Self.formatters.contains(format) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The formatter is not valid.", pointer: "/data/attributes/formatterOverride")
        }
    }

    /// Deletes a leaderboard or set that never left draft (as achievements:
    /// `STATE_ERROR.CANNOT_DELETE_HAS_NON_DRAFT_VERSION` otherwise); a
    /// deleted leaderboard leaves the sets that held it.
    package func deleteLeaderboard(_ id: String, kind: GameCenterKind) throws(SimulatorError) {
        try removeDraft(versions: try leaderboard(id, kind: kind).versionIDs, what: "A resource")
        leaderboards[id] = nil
        leaderboardOrder.removeAll { $0 == id }
        for (setID, held) in leaderboards where held.memberIDs.contains(id) { leaderboards[setID]?.memberIDs.removeAll { $0 == id } }
    }

    /// Replaces the order players see of the owner's leaderboards or sets:
    /// each exactly once (as achievements').
    package func orderLeaderboards(owner: String, ids: [String], kind: GameCenterKind) throws(SimulatorError) {
        let held = try leaderboards(owner: owner, kind: kind).map(\.id)
        guard ids.count == held.count, Set(ids) == Set(held) else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The list must name each of the \(held.count) \(kind.plural) exactly once.",
                            pointer: "/data")
        }
        var slots = ids.makeIterator()
        leaderboardOrder = leaderboardOrder.map { leaderboards[$0].map { $0.ownerID == owner && $0.kind == kind } == true ? slots.next() ?? $0 : $0 }
    }

    /// The vendor identifiers of the app's leaderboards (or sets) in the order players see.
    package func leaderboardOrder(ofApp appID: String, kind: GameCenterKind = .leaderboard) -> [String] {
        guard let detail = details[appID] else { return [] }
        let owner = detailGroups[detail] ?? detail
        return leaderboardOrder.compactMap { leaderboards[$0] }.filter { $0.ownerID == owner && $0.kind == kind }.map(\.vendorIdentifier)
    }
}
