/// A plan's steps as they are planned, kept by phase: they run by phase,
/// then in the order they were planned. At Apple's limits a plan holds tens
/// of thousands of steps, so they are kept once, in one list per phase, and
/// moved into the plan's order one phase at a time, instead of being
/// numbered, sorted and copied.
struct PhasedSteps {
    /// The steps of each phase (``SyncPlanner/Phase``), by phase number.
    private var phases: [[SyncStep]] = []

    /// Adds a step to its phase.
    mutating func append(_ phased: SyncPlanner.Phased) {
        precondition(phased.phase >= 0, "a phase is never negative")
        while phases.count <= phased.phase { phases.append([]) }
        phases[phased.phase].append(phased.step)
    }

    /// Adds steps to their phases, in order.
    static func += (steps: inout PhasedSteps, added: [SyncPlanner.Phased]) {
        for phased in added { steps.append(phased) }
    }

    /// Every step by phase, then in the order planned; the phases are
    /// emptied as they are moved.
    mutating func ordered() -> [SyncStep] {
        var all: [SyncStep] = []
        all.reserveCapacity(phases.reduce(0) { $0 + $1.count })
        for index in phases.indices {
            all += phases[index]
            phases[index] = []
        }
        return all
    }
}
