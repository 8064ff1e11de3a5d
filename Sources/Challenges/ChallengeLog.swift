import Logging

/// The runtime's logger: label `challenge`, every message prefixed with 🏅 so
/// challenge logs filter easily in a console.
public struct ChallengeLog: Sendable {
    /// The label of the logger.
    public static let label = "challenge"
    /// The prefix of every message.
    public static let prefix = "🏅 "

    /// The underlying logger.
    public var logger: Logger

    /// Creates the log over `logger`, by default one labelled `challenge`.
    public init(logger: Logger = Logger(label: ChallengeLog.label)) {
        self.logger = logger
    }

    /// Logs `message` at `level` with the 🏅 prefix.
    public func log(_ level: Logger.Level, _ message: @autoclosure () -> String) {
        logger.log(level: level, "\(Self.prefix)\(message())")
    }
}
