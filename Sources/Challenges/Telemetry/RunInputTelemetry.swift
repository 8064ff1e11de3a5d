/// The control inputs used during one run. Inputs only latch on: once seen, an
/// input stays recorded for the rest of the run.
public struct RunInputTelemetry: Hashable, Sendable {
    /// The inputs used so far.
    public private(set) var usedInputs: Set<ChallengeControlInput>

    /// Creates telemetry with the given inputs already used.
    public init(usedInputs: Set<ChallengeControlInput> = []) {
        self.usedInputs = usedInputs
    }

    /// Records a use of `input`, or an observation of an assistive state such as VoiceOver being on.
    public mutating func record(_ input: ChallengeControlInput) {
        usedInputs.insert(input)
    }
}
