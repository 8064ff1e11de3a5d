import Foundation

/// Hands every event to every current observer, each through its own
/// `AsyncStream`. An observer that stops reading (or whose task ends) is
/// dropped; a slow one keeps the newest ``bufferLimit`` events.
final class ChallengeEventBroadcaster: @unchecked Sendable {
    // @unchecked: `observers` is read and written only under `lock`.
    private let lock = NSLock()
    private var observers: [UUID: AsyncStream<ChallengeEvent>.Continuation] = [:]

    /// The events kept for an observer that does not read.
    static let bufferLimit = 256

    /// A new stream of every event from now on.
    func stream() -> AsyncStream<ChallengeEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ChallengeEvent.self,
                                                            bufferingPolicy: .bufferingNewest(Self.bufferLimit))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.locked { _ = self.observers.removeValue(forKey: id) }
        }
        lock.locked { observers[id] = continuation }
        return stream
    }

    /// Sends `event` to every observer.
    func send(_ event: ChallengeEvent) {
        for continuation in lock.locked({ Array(observers.values) }) {
            continuation.yield(event)
        }
    }

    /// Ends every stream.
    func finish() {
        for continuation in lock.locked({ Array(observers.values) }) {
            continuation.finish()
        }
    }
}
