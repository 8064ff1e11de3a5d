/// The readiness checklist's items that count catalog findings.
package enum ReadinessItem: String, Sendable, Hashable, CaseIterable {
    /// IDs and local keys.
    case identifiers
    /// Reference names.
    case referenceNames
    /// Points and the budget.
    case points
    /// Titles and descriptions in every language.
    case localizations
}
