import SourceDiagnostics

/// The limits of reading and rendering templates, each with its reason, so no
/// template set can make a render run, recurse or write without bound. The
/// docs/robustness.md lists them.
package enum TemplateLimits {
    /// Templates in one folder: each is a file to render and write.
    package static let templates = 256

    /// Sections nested in a template, counting through partials; swift-mustache recurses once per level.
    package static let sectionDepth = 32

    /// Partials including partials; deeper than any real set.
    package static let partialDepth = 8

    /// Key lookups one render may make per context node: far more than any
    /// template that visits each node a few hundred times.
    package static let lookupsPerNode = 200

    /// Key lookups any render may make, however small the context.
    package static let minimumLookups = 1_000_000

    /// The largest template file read. A template is a page of text; this is
    /// far past any real one.
    package static let templateBytes = 1024 * 1024

    /// The most a render of all templates may produce, in bytes (the same
    /// bound: a template that multiplies its output stops here with a diagnostic).
    package static let renderedBytes = ToolLimits.outputFileBytes
}
