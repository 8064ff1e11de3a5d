import SourceDiagnostics

/// A value read from the catalog together with where it was written, so every
/// rule can point at the exact key or value it talks about.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    package var value: Value
    /// The position of the value in the catalog file.
    package var position: SourcePosition

    /// Creates a located value.
    package init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The same position with `transform` applied to the value.
    package func map<Other: Sendable & Hashable>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), at: position)
    }
}
