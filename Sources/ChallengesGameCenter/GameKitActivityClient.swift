#if canImport(GameKit)
import Challenges
import Foundation
import GameKit

/// The real ``GameActivityClient``: `GKGameActivityDefinition` and
/// `GKGameActivity` (iOS 26 and later). Every decision (which definition,
/// which properties, party codes, joins) is in ``ActivityLauncher``. This
/// file cannot be compiled without Apple's SDKs; keep it this thin.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
public struct GameKitActivityClient: GameActivityClient {
    /// Creates the client.
    public init() {}

    /// Why GameKit could not start an activity.
    public enum Failure: Error, Hashable, Sendable {
        /// Game Center has no definition with this ID (not yet in App Store Connect).
        case unknownDefinition(String)
    }

    public func start(definitionID id: String, properties: [String: String], partyCode: String?) async throws -> String? {
        let definitions = try await GKGameActivityDefinition.loadGameActivityDefinitions(IDs: [id])
        guard let definition = definitions.first(where: { $0.identifier == id }) else { throw Failure.unknownDefinition(id) }
        let activity = if let partyCode {
            try GKGameActivity.start(definition: definition, partyCode: partyCode)
        } else {
            try GKGameActivity.start(definition: definition)
        }
        activity.properties = properties // assumed settable, as documented for GKGameActivity; not compiled here
        return activity.partyCode
    }
}

/// Hands ``ActivityLauncher/joined(definitionID:properties:partyCode:)`` what
/// GameKit says of an activity a player wants to play.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *)
extension ActivityLauncher {
    /// The game's case for `activity`, or `nil` when the catalog does not name it.
    public func joined(_ activity: GKGameActivity) -> ActivityJoin<Activity>? {
        joined(definitionID: activity.activityDefinition.identifier, properties: activity.properties, partyCode: activity.partyCode)
    }
}
#endif
