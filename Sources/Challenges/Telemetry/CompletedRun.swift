import Foundation

/// A run that ended with a game over, ready to be recorded.
///
/// It cannot be copied, and recording consumes it: the same run cannot be
/// recorded twice. Only ``RunTelemetryRecorder/finishRun(_:metrics:)`` makes one,
/// once per run.
public struct CompletedRun: ~Copyable, Sendable {
    /// The run's unique identifier.
    public let runID: UUID
    /// What the run counted, such as overtakes.
    public let metrics: [ChallengeMetric: Int]
    /// The inputs used during the run.
    public let telemetry: RunInputTelemetry

    init(runID: UUID, metrics: [ChallengeMetric: Int], telemetry: RunInputTelemetry) {
        self.runID = runID
        self.metrics = metrics
        self.telemetry = telemetry
    }
}
