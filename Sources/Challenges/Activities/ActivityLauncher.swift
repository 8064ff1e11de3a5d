/// What the activity launcher needs of Game Center, so every decision is
/// platform-independent and tested with a fake. `GameKitActivityClient`
/// (ChallengesGameCenter) is the real one, where GameKit exists.
public protocol GameActivityClient: Sendable {
    /// Starts the activity with the definition `id`, with `properties` and,
    /// when given, a party code; answers the party code it has, if any.
    func start(definitionID id: String, properties: [String: String], partyCode: String?) async throws -> String?
}

/// Starts the game's activities from their generated definitions, and turns
/// an activity a player joined through back into the game's own case.
public struct ActivityLauncher<Activity: GameActivityCase>: Sendable {
    private let client: any GameActivityClient
    private let log: ChallengeLog

    /// Creates a launcher.
    public init(client: any GameActivityClient, log: ChallengeLog = ChallengeLog()) {
        self.client = client
        self.log = log
    }

    /// Starts `activity` with its default properties, overridden by
    /// `properties`, and with `partyCode` when given (Game Center checks it
    /// and makes it uppercase). Answers what a player who joins it is handed,
    /// with the party code Game Center gave it.
    @discardableResult
    public func start(_ activity: Activity, properties: [String: String] = [:], partyCode: String? = nil) async throws -> ActivityJoin<Activity> {
        let definition = activity.definition
        let merged = definition.properties.merging(properties) { _, given in given }
        let code = try await client.start(definitionID: definition.id, properties: merged, partyCode: partyCode)
        return ActivityJoin(activity: activity, properties: merged, partyCode: code)
    }

    /// The game's case for an activity a player joined through, with its
    /// properties over the definition's defaults; `nil` (and a warning in the
    /// log) for an ID the catalog does not name, such as an activity added
    /// in App Store Connect after this build.
    public func joined(definitionID id: String, properties: [String: String], partyCode: String?) -> ActivityJoin<Activity>? {
        guard let activity = Activity(ascActivityID: id) else {
            log.log(.warning, "a player joined the activity '\(id)', which this build's catalog does not name; it is ignored")
            return nil
        }
        let merged = activity.definition.properties.merging(properties) { _, given in given }
        return ActivityJoin(activity: activity, properties: merged, partyCode: partyCode)
    }
}
