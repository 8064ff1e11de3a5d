/// What the runtime needs to know of one Game Center activity: its App Store
/// Connect ID and the default properties the catalog gives it. The generated
/// catalog names one per activity.
public struct ActivityDefinition: Hashable, Sendable {
    /// The App Store Connect activity ID (GameKit's definition `identifier`).
    public var id: String
    /// The properties every start of it carries unless the game overrides them.
    public var properties: [String: String]

    /// Creates a definition.
    public init(id: String, properties: [String: String] = [:]) {
        self.id = id
        self.properties = properties
    }
}

/// A generated activity enumeration: each case has a definition, and an ID
/// read back from Game Center names at most one case.
public protocol GameActivityCase: Hashable, Sendable {
    /// The activity's ID and default properties.
    var definition: ActivityDefinition { get }
    /// The case whose App Store Connect ID is `ascActivityID`, if any.
    init?(ascActivityID: String)
}

/// What the game is handed when a player joins through an activity: the
/// generated case, never an ID string, with the properties it came with.
public struct ActivityJoin<Activity: GameActivityCase>: Hashable, Sendable {
    /// The activity.
    public var activity: Activity
    /// Its properties: the definition's defaults, overridden by those the
    /// activity was started with.
    public var properties: [String: String]
    /// The party code players share to join, when there is one.
    public var partyCode: String?

    /// Creates a joined activity.
    public init(activity: Activity, properties: [String: String], partyCode: String?) {
        self.activity = activity
        self.properties = properties
        self.partyCode = partyCode
    }

    /// The value of the property `key`, if the activity has it.
    public func property<Key: RawRepresentable>(_ key: Key) -> String? where Key.RawValue == String {
        properties[key.rawValue]
    }
}
