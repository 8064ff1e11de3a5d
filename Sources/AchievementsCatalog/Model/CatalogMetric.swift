/// A quantity the game counts in each completed run, such as overtakes.
package struct CatalogMetric: Sendable, Hashable {
    /// The metric's identifier, such as `overtakes`.
    package var name: Located<String>
    /// What the metric counts, in a sentence.
    package var summary: Located<String>

    /// Creates a metric.
    package init(name: Located<String>, summary: Located<String>) {
        self.name = name
        self.summary = summary
    }
}
