/// A context value that lists its template keys and values itself, so the
/// renderer needs no reflection (the hot path of generating a large catalog).
///
/// Each list must name every stored property, in declaration order; a test
/// compares it with `Mirror` for every context type.
package protocol RenderFields {
    /// The keys and values, in declaration order; `nil` for an absent optional.
    var renderFields: [(String, Any?)] { get }
}
