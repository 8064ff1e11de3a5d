extension Int {
    /// `self + other`, clamped to `Int.min...Int.max` instead of trapping.
    ///
    /// Stored progress is untrusted input (an edited or damaged store can hold
    /// any number), so every counter the runtime adds saturates.
    @inlinable
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}

extension Sequence where Element == Int {
    /// The sum of the elements, clamped at `Int.max` and `Int.min` instead of trapping.
    @inlinable
    func saturatingSum() -> Int {
        reduce(0) { $0.saturatingAdd($1) }
    }
}
