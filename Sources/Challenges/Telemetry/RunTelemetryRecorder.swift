import Foundation

/// Records the control inputs of the current run and hands out its
/// ``CompletedRun`` exactly once, at game over.
///
/// - ``startRun()`` begins a new run (on start and on restart) and returns its
///   identifier, dropping whatever the previous run recorded if it never
///   reached game over.
/// - ``record(_:)`` latches an input for the current run.
/// - ``finishRun(_:metrics:)`` ends the run it names: the first call returns
///   the run; a later call, or a call naming a run that is no longer current
///   (a late game-over flow after the player restarted), returns `nil` and
///   leaves the current run alone.
/// - ``abandonRun(_:)`` throws a run away without recording it.
///
/// The identifier ``startRun()`` returns is the only way to finish or
/// abandon that run: keep it with the run (the compiler warns when it is
/// dropped) and hand it to the game-over flow. A stale or unknown identifier
/// gets `nil` or `false` and is logged once.
///
/// Safe to call from any thread: the phone and watch flows may race to finish
/// the same run and only one of them gets it.
public final class RunTelemetryRecorder: @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`;
    // `log` is immutable.
    private let lock = NSLock()
    private let log: ChallengeLog
    private var runID: UUID?
    private var telemetry = RunInputTelemetry()
    /// How recent runs ended, to say why an identifier is stale.
    private var ended = RecentRuns<String>()
    /// Identifiers already logged as stale or unknown.
    private var logged = RecentRuns<Void>()

    /// Creates a recorder with no run in progress.
    public init(log: ChallengeLog = ChallengeLog()) {
        self.log = log
    }

    /// Starts a new run and returns its identifier, which alone finishes or
    /// abandons it: keep it for the run's game over.
    public func startRun() -> UUID {
        let id = UUID()
        lock.locked {
            if let previous = runID { ended.set("replaced by a newer run", for: previous) }
            runID = id
            telemetry = RunInputTelemetry()
        }
        return id
    }

    /// Whether `id` names the run in progress.
    public func isCurrentRun(_ id: UUID) -> Bool {
        lock.locked { runID == id }
    }

    /// Records a use of `input` in the current run; ignored when no run is in progress.
    public func record(_ input: ChallengeControlInput) {
        lock.locked {
            guard runID != nil else { return }
            telemetry.record(input)
        }
    }

    /// The telemetry of the current run so far.
    public var currentTelemetry: RunInputTelemetry {
        lock.locked { telemetry }
    }

    /// Whether a run is in progress.
    public var isRunInProgress: Bool {
        lock.locked { runID != nil }
    }

    /// The identifier of the run in progress, if any: for display and logs
    /// only. Finishing a run with it finishes whichever run is in progress
    /// when it is read (after a restart, the new one), which is the late
    /// game-over bug ``startRun()``'s returned identifier prevents.
    @available(*, deprecated, message: "keep the ID startRun() returns and pass that to finishRun(_:metrics:); this is for display only")
    public var currentRunID: UUID? {
        lock.locked { runID }
    }

    /// Ends the run `id` with what it counted. `nil` when `id` is not the run
    /// in progress: it was finished or abandoned already, or a newer run has
    /// started since (logged once per identifier); the run in progress, if
    /// any, is left untouched.
    public func finishRun(_ id: UUID, metrics: [ChallengeMetric: Int]) -> CompletedRun? {
        lock.locked {
            guard runID == id else {
                logStale(id, in: "finishRun")
                return nil
            }
            runID = nil
            ended.set("finished already", for: id)
            let finished = telemetry
            telemetry = RunInputTelemetry()
            return CompletedRun(runID: id, metrics: metrics, telemetry: finished)
        }
    }

    /// Throws away the run `id` (the player quit to the menu) so nothing it
    /// recorded is counted; returns whether it was the run in progress (a
    /// stale or unknown `id` is logged once).
    @discardableResult
    public func abandonRun(_ id: UUID) -> Bool {
        lock.locked {
            guard runID == id else {
                logStale(id, in: "abandonRun")
                return false
            }
            runID = nil
            ended.set("abandoned", for: id)
            telemetry = RunInputTelemetry()
            return true
        }
    }

    /// Logs, once per identifier, that `call` named a run that is not in progress. Called under `lock`.
    private func logStale(_ id: UUID, in call: String) {
        guard logged[id] == nil else { return }
        logged.set((), for: id)
        let why = ended[id].map { "a run \($0)" } ?? "a run this recorder never started"
        log.log(.warning, "\(call) named run \(id), \(why); ignored, the run in progress is untouched")
    }
}

/// The last ``capacity`` run identifiers with a value each, oldest dropped first.
private struct RecentRuns<Value> {
    static var capacity: Int { 64 }
    private var values: [UUID: Value] = [:]
    private var order: [UUID] = []

    subscript(id: UUID) -> Value? { values[id] }

    mutating func set(_ value: Value, for id: UUID) {
        if values.updateValue(value, forKey: id) == nil { order.append(id) }
        if order.count > Self.capacity { values[order.removeFirst()] = nil }
    }
}
