import Foundation

/// Records the control inputs of the current run and hands out its
/// ``CompletedRun`` exactly once, at game over.
///
/// - ``startRun()`` begins a new run (on start and on restart), dropping
///   whatever the previous run recorded if it never reached game over.
/// - ``record(_:)`` latches an input for the current run.
/// - ``finishRun(metrics:)`` ends the run: the first call returns the run, every
///   later call (a second game-over path, a retry, a call after restart
///   without a new game over) returns `nil`.
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

    /// Starts a new run and returns its identifier.
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

    /// Ends the current run with what it counted; `nil` when no run is in
    /// progress, which is the case after the first call until ``startRun()``.
    public func finishRun(metrics: [ChallengeMetric: Int]) -> CompletedRun? {
        lock.locked {
            guard let id = runID else { return nil }
            runID = nil
            let finished = telemetry
            telemetry = RunInputTelemetry()
            return CompletedRun(runID: id, metrics: metrics, telemetry: finished)
        }
    }
}
