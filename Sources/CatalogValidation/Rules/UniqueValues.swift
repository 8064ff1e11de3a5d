import AchievementsCatalog
import SourceDiagnostics

/// Reports every value that an earlier one already used, pointing at both.
///
/// The uniqueness rules differ only in which value they compare; this does the comparing.
struct UniqueValues {
    /// What the values are, for messages: `local key`, `ASC ID`.
    var noun: String

    func check(_ values: [Located<String>], into findings: inout RuleFindings, normalize: (String) -> String = { $0 }) {
        // Where each value is first used. One hash per value: the insertion
        // tells of an earlier use, which is put back (duplicates are rare).
        var first: [String: SourcePosition] = [:]
        first.reserveCapacity(values.count)
        for value in values {
            let key = normalize(value.value)
            if let earlier = first.updateValue(value.position, forKey: key) {
                first[key] = earlier
                findings.error("\(noun) '\(value.value)' is already used at line \(earlier.line), column \(earlier.column)", at: value.position)
            }
        }
    }
}
