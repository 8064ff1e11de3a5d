import Challenges
import Foundation
import Logging
import Testing

/// Two activities as the generated enumeration would name them.
private enum Race: String, CaseIterable, Sendable, GameActivityCase {
    case duel, trial

    var definition: ActivityDefinition {
        switch self {
        case .duel: ActivityDefinition(id: "demo.activity.duel", properties: ["mode": "duel", "laps": "3"])
        case .trial: ActivityDefinition(id: "demo.activity.trial")
        }
    }

    init?(ascActivityID: String) {
        guard let match = Self.allCases.first(where: { $0.definition.id == ascActivityID }) else { return nil }
        self = match
    }
}

/// A Game Center stand-in that records each start and answers a party code.
private final class RecordingActivities: GameActivityClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(id: String, properties: [String: String], partyCode: String?)] = []
    let answer: String?
    let failure: (any Error)?

    init(answer: String? = nil, failure: (any Error)? = nil) {
        self.answer = answer
        self.failure = failure
    }

    var starts: [(id: String, properties: [String: String], partyCode: String?)] { lock.withLock { recorded } }

    func start(definitionID id: String, properties: [String: String], partyCode: String?) async throws -> String? {
        lock.withLock { recorded.append((id, properties, partyCode)) }
        if let failure { throw failure }
        return answer
    }
}

private struct Refused: Error, Equatable {}

@Suite("Activities: starting one and joining through one")
struct ActivityLauncherTests {
    @Test("a start hands Game Center the definition's ID and its properties, the game's over the defaults, and the party code")
    func startMergesProperties() async throws {
        let client = RecordingActivities(answer: "ABCD1234")
        let launcher = ActivityLauncher<Race>(client: client)
        let joined = try await launcher.start(.duel, properties: ["laps": "5", "track": "desert"], partyCode: "abcd1234")
        #expect(client.starts.count == 1)
        #expect(client.starts.first?.id == "demo.activity.duel")
        #expect(client.starts.first?.properties == ["mode": "duel", "laps": "5", "track": "desert"])
        #expect(client.starts.first?.partyCode == "abcd1234")
        #expect(joined == ActivityJoin(activity: .duel, properties: ["mode": "duel", "laps": "5", "track": "desert"], partyCode: "ABCD1234"))
    }

    @Test("a start without properties sends the defaults, and none for an activity without any")
    func startDefaults() async throws {
        let client = RecordingActivities()
        let launcher = ActivityLauncher<Race>(client: client)
        _ = try await launcher.start(.duel)
        _ = try await launcher.start(.trial)
        #expect(client.starts.map(\.properties) == [["mode": "duel", "laps": "3"], [:]])
        #expect(client.starts.map(\.partyCode) == [nil, nil])
    }

    @Test("a start Game Center refuses throws its error")
    func startFails() async {
        let launcher = ActivityLauncher<Race>(client: RecordingActivities(failure: Refused()))
        await #expect(throws: Refused.self) { try await launcher.start(.trial) }
    }

    @Test("a join is the game's case with its properties over the defaults, and its party code")
    func joinIsTyped() {
        let launcher = ActivityLauncher<Race>(client: RecordingActivities())
        let joined = launcher.joined(definitionID: "demo.activity.duel", properties: ["laps": "7"], partyCode: "WXYZ")
        #expect(joined?.activity == .duel)
        #expect(joined?.properties == ["mode": "duel", "laps": "7"])
        #expect(joined?.partyCode == "WXYZ")
        #expect(joined?.property(Key.laps) == "7")
        #expect(joined?.property(Key.missing) == nil)
    }

    @Test("a join through an ID the catalog does not name is nil, and logged once")
    func unknownJoin() {
        let handler = CapturingLogHandler(label: "challenge")
        let launcher = ActivityLauncher<Race>(client: RecordingActivities(), log: ChallengeLog(logger: Logger(label: ChallengeLog.label) { _ in handler }))
        #expect(launcher.joined(definitionID: "demo.activity.new", properties: [:], partyCode: nil) == nil)
        #expect(handler.messages.map(\.message) == ["🏅 a player joined the activity 'demo.activity.new', which this build's catalog does not name; it is ignored"])
    }

    private enum Key: String { case laps, missing }
}
