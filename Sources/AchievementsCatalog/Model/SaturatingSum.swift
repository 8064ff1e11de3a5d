extension Sequence where Element == Int {
    /// The sum, clamped at `Int.max` and `Int.min` instead of trapping: catalog
    /// and lock numbers are untrusted (`points: 9223372036854775807`), so no
    /// total of them may trap.
    package func saturatingSum() -> Int {
        reduce(0) { total, value in
            let (sum, overflow) = total.addingReportingOverflow(value)
            return overflow ? (value > 0 ? .max : .min) : sum
        }
    }
}
