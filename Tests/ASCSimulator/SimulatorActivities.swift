import AchievementsCatalog

/// Activities and Game Center challenges, with App Store Connect's rules.
/// They are held as ``SimLeaderboard`` records of their kind, with the
/// shared versions, localizations and images. Where Apple documents a rule
/// it is cited (GAMEKIT-FACTS.md); where the exact refusal is not
/// documented, the simulator's is a guess in App Store Connect's shape.
extension SimulatorState {
    // MARK: Activities

    /// Creates an activity with its first version (and that version's
    /// fallback URL). The ID is permanent and at most 100 characters (ASC
    /// Help, "Game activities"); a players range of at least 1, minimum not
    /// above maximum (a guess: Apple documents the range, not its refusal).
    package func createActivity(detail: String?, group: String?, vendorIdentifier: String, referenceName: String,
                                attributes: [String: String], properties: [String: String], fallbackURL: String?) throws(SimulatorError) -> SimLeaderboard {
        let owner = try owner(detail: detail, group: group, vendorIdentifier: vendorIdentifier, what: "activity")
        try checkIdentifier(vendorIdentifier, kind: .activity)
        try checkReferenceName(referenceName)
        try checkPlayers(attributes)
        var created = insert(SimLeaderboard(id: newID("GA"), kind: .activity, ownerID: owner, vendorIdentifier: vendorIdentifier,
                                            referenceName: referenceName, archived: false, attributes: attributes, memberIDs: [], versionIDs: []))
        created.activityProperties = properties
        leaderboards[created.id] = created
        if let first = created.versionIDs.first { versions[first]?.fallbackURL = fallbackURL }
        return created
    }

    /// A reference name of 1 to 255 characters (ASC Help, "Challenges"; taken for activities too).
    func checkReferenceName(_ name: String) throws(SimulatorError) {
        guard !name.isEmpty, name.count <= 255 else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The reference name must be 1 to 255 characters.", pointer: "/data/attributes/referenceName")
        }
    }

    func checkPlayers(_ attributes: [String: String]) throws(SimulatorError) {
        let minimum = attributes["minimumPlayersCount"].flatMap { Int($0) }, maximum = attributes["maximumPlayersCount"].flatMap { Int($0) }
        if let minimum, minimum < 1 {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The minimum players count must be at least 1.", pointer: "/data/attributes/minimumPlayersCount")
        }
        if let minimum, let maximum, minimum > maximum {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The minimum players count is above the maximum.", pointer: "/data/attributes/minimumPlayersCount")
        }
        if let style = attributes["playStyle"], !["ASYNCHRONOUS", "SYNCHRONOUS"].contains(style) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The play style is not valid.", pointer: "/data/attributes/playStyle")
        }
    }

    /// Changes an activity (its ID cannot change: the update request has no field for it).
    package func updateActivity(_ id: String, referenceName: String?, attributes: [String: String], properties: [String: String]?,
                                archived: Bool?) throws(SimulatorError) -> SimLeaderboard {
        var activity = try leaderboard(id, kind: .activity)
        if let referenceName { try checkReferenceName(referenceName) }
        if archived == true, !activity.archived { try checkArchivable(activity.versionIDs, pointer: "/data/attributes/archived") }
        let merged = activity.attributes.merging(attributes) { _, new in new }
        try checkPlayers(merged)
        activity.attributes = merged
        if let referenceName { activity.referenceName = referenceName }
        if let properties { activity.activityProperties = properties }
        if let archived { activity.archived = archived }
        leaderboards[id] = activity
        return activity
    }

    /// Sets the fallback URL of an activity's version being prepared.
    package func setFallbackURL(version versionID: String, _ url: String?) throws(SimulatorError) -> SimVersion {
        var version = try editableVersion(versionID)
        _ = try leaderboard(version.resourceID, kind: .activity)
        version.fallbackURL = url
        versions[versionID] = version
        return version
    }

    /// A new activity version beside a live one, with a fallback URL when given.
    package func createActivityVersion(activity id: String, fallbackURL: String?) throws(SimulatorError) -> SimVersion {
        var version = try createVersion(leaderboard: id, kind: .activity)
        if let fallbackURL {
            version.fallbackURL = fallbackURL
            versions[version.id] = version
        }
        return version
    }

    /// Links achievements or leaderboards to an activity, or unlinks them.
    /// Each must be the activity's owner's; an achievement or leaderboard
    /// belongs to one activity at most (its `activity` relationship is
    /// to-one in Apple's document), so linking it here takes it from
    /// another (a guess: the document does not say whether that is refused).
    package func link(activity id: String, kind: GameCenterKind, ids: [String], linked: Bool) throws(SimulatorError) {
        var activity = try leaderboard(id, kind: .activity)
        for member in ids {
            let owner = kind == .achievement ? achievements[member]?.ownerID : leaderboards[member].flatMap { $0.kind == .leaderboard ? $0.ownerID : nil }
            guard owner == activity.ownerID else {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The \(kind.noun) \(member) is not one of the app's \(kind.plural).", pointer: "/data")
            }
        }
        let path: WritableKeyPath<SimLeaderboard, [String]> = kind == .achievement ? \.linkedAchievementIDs : \.linkedLeaderboardIDs
        if linked {
            for (otherID, other) in leaderboards where other.kind == .activity && otherID != id {
                leaderboards[otherID]?[keyPath: path] = other[keyPath: path].filter { !ids.contains($0) }
            }
            activity[keyPath: path] += ids.filter { !activity[keyPath: path].contains($0) }
        } else {
            activity[keyPath: path].removeAll { ids.contains($0) }
        }
        leaderboards[id] = activity
    }

    // MARK: Challenges

    /// Creates a challenge with its first version, built on one of the
    /// owner's leaderboards (ASC Help, "Challenges": a challenge is built
    /// on one leaderboard); of type `LEADERBOARD`, the only one Apple's
    /// document has.
    package func createChallenge(detail: String?, group: String?, vendorIdentifier: String, referenceName: String, type: String,
                                 repeatable: Bool, leaderboardID: String?) throws(SimulatorError) -> SimLeaderboard {
        let owner = try owner(detail: detail, group: group, vendorIdentifier: vendorIdentifier, what: "challenge")
        try checkIdentifier(vendorIdentifier, kind: .gameCenterChallenge)
        try checkReferenceName(referenceName)
        guard type == "LEADERBOARD" else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The challenge type is not valid.", pointer: "/data/attributes/challengeType")
        }
        let leaderboard = try challengeLeaderboard(leaderboardID, owner: owner)
        var created = insert(SimLeaderboard(id: newID("GC"), kind: .gameCenterChallenge, ownerID: owner, vendorIdentifier: vendorIdentifier,
                                            referenceName: referenceName, archived: false, attributes: ["repeatable": String(repeatable)],
                                            memberIDs: [], versionIDs: []))
        created.linkedLeaderboardIDs = [leaderboard]
        leaderboards[created.id] = created
        return created
    }

    /// A challenge's leaderboard: one of the owner's leaderboards, not archived (a guess for the latter).
    func challengeLeaderboard(_ id: String?, owner: String) throws(SimulatorError) -> String {
        guard let id else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED", "A challenge is built on a leaderboard: name it in leaderboardV2.",
                            pointer: "/data/relationships/leaderboardV2")
        }
        guard let leaderboard = leaderboards[id], leaderboard.kind == .leaderboard, leaderboard.ownerID == owner, !leaderboard.archived else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The leaderboard \(id) is not one of the app's leaderboards.",
                            pointer: "/data/relationships/leaderboardV2")
        }
        return id
    }

    /// Changes a challenge; its leaderboard only before its first approval
    /// (a guess: players' challenges run on it; Apple documents no change of it).
    package func updateChallenge(_ id: String, referenceName: String?, repeatable: Bool?, leaderboardID: String?,
                                 archived: Bool?) throws(SimulatorError) -> SimLeaderboard {
        var challenge = try leaderboard(id, kind: .gameCenterChallenge)
        if let referenceName { try checkReferenceName(referenceName) }
        if let leaderboardID, leaderboardID != challenge.linkedLeaderboardIDs.first {
            if wasApproved(challenge.versionIDs) {
                throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "The leaderboard cannot change after the challenge has been approved.",
                                pointer: "/data/relationships/leaderboardV2")
            }
            challenge.linkedLeaderboardIDs = [try challengeLeaderboard(leaderboardID, owner: challenge.ownerID)]
        }
        if archived == true, !challenge.archived { try checkArchivable(challenge.versionIDs, pointer: "/data/attributes/archived") }
        if let referenceName { challenge.referenceName = referenceName }
        if let repeatable { challenge.attributes["repeatable"] = String(repeatable) }
        if let archived { challenge.archived = archived }
        leaderboards[id] = challenge
        return challenge
    }
}

extension SimulatorAPI {
    /// Reserves an activity's or a challenge's image: on its localization,
    /// or as its version's default image, one of the two (4.4.1's relationships).
    func reserveImage(localization: String?, version: String?, fileName: String, fileSize: Int) async throws -> SimImage {
        switch (localization, version) {
        case (let localization?, nil): return try await state.reserveImage(localization: localization, fileName: fileName, fileSize: fileSize)
        case (nil, let version?): return try await state.reserveImage(version: version, fileName: fileName, fileSize: fileSize)
        default:
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED", "Name the localization or the version of the image, one of them.",
                pointer: "/data/relationships/localization")
        }
    }
}
