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
/// Safe to call from any thread: the phone and watch flows may race to finish
/// the same run and only one of them gets it.
public final class RunTelemetryRecorder: @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var runID: UUID?
    private var telemetry = RunInputTelemetry()

    /// Creates a recorder with no run in progress.
    public init() {}

    /// Starts a new run and returns its identifier, which finishes it.
    @discardableResult
    public func startRun() -> UUID {
        let id = UUID()
        lock.locked {
            runID = id
            telemetry = RunInputTelemetry()
        }
        return id
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

    /// The identifier of the run in progress, if any.
    public var currentRunID: UUID? {
        lock.locked { runID }
    }

    /// Ends the run `id` with what it counted. `nil` when `id` is not the run
    /// in progress: it was finished or abandoned already, or a newer run has
    /// started since; the run in progress, if any, is left untouched.
    public func finishRun(_ id: UUID, metrics: [ChallengeMetric: Int]) -> CompletedRun? {
        lock.locked {
            guard runID == id else { return nil }
            runID = nil
            let finished = telemetry
            telemetry = RunInputTelemetry()
            return CompletedRun(runID: id, metrics: metrics, telemetry: finished)
        }
    }

    /// Throws away the run `id` (the player quit to the menu) so nothing it
    /// recorded is counted; returns whether it was the run in progress.
    @discardableResult
    public func abandonRun(_ id: UUID) -> Bool {
        lock.locked {
            guard runID == id else { return false }
            runID = nil
            telemetry = RunInputTelemetry()
            return true
        }
    }
}
