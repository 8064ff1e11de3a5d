import AchievementsCatalog

/// Reports every value that an earlier one already used, pointing at both.
///
/// The uniqueness rules differ only in which value they compare; this does the comparing.
struct UniqueValues {
    /// What the values are, for messages: `local key`, `ASC ID`.
    var noun: String

    func check(_ values: [Located<String>], into findings: inout RuleFindings, normalize: (String) -> String = { $0 }) {
        var first: [String: Located<String>] = [:]
        first.reserveCapacity(values.count)
        for value in values {
            let key = normalize(value.value)
            if let earlier = first[key] {
                findings.error("\(noun) '\(value.value)' is already used at line \(earlier.position.line), column \(earlier.position.column)", at: value.position)
            } else {
                first[key] = value
            }
        }
    }
}
