/// A quantity the game counts in each completed run, such as overtakes.
public struct CatalogMetric: Sendable, Hashable {
    /// The metric's identifier, such as `overtakes`.
    public var name: Located<String>
    /// What the metric counts, in a sentence.
    public var summary: Located<String>

    /// Creates a metric.
    public init(name: Located<String>, summary: Located<String>) {
        self.name = name
        self.summary = summary
    }
}
