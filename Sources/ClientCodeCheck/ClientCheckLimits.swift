/// The limits of the client check (`--client`), each with its reason, so no
/// Swift source can make swift-syntax run or recurse without bound. The
/// docs/robustness.md lists them.
package enum ClientCheckLimits {
    /// `[` nested in a client file: swift-syntax takes about 0.1 s at 14
    /// levels and doubles its time with each level past that.
    package static let squareDepth = 12

    /// Brackets of any kind nested in a client file.
    package static let bracketDepth = 64

    /// Links of one member-access or call chain (a long SwiftUI modifier chain has a few dozen).
    package static let chainLinks = 256

    /// Generic arguments nested, or prefix operators in a row.
    package static let operatorNesting = 32

    /// The stack the parser runs on (address space; only touched pages are
    /// used), the margin for nesting the pre-scan does not know.
    package static let parserStackBytes = 512 << 20

    /// The largest Swift file the client check reads (a generated or
    /// hand-written mapping is a few KiB; the biggest real-world sources are a
    /// few hundred KiB).
    package static let sourceBytes = 2 * 1024 * 1024

    /// The most Swift files the client check reads in one run.
    package static let sourceFiles = 20_000

    /// The most cells of edit tables the near-ID test fills in one run: a
    /// comparison of a literal with an ID costs the literal's length times 5
    /// (the band of 2 edits), so this is 500,000 comparisons of 20-character
    /// IDs, or 100,000 of 100-character ones. A real project's dotted
    /// literals of an ID's length are a few thousand at most, against a few
    /// hundred IDs; a file of distinct near-ID literals stops here, and the
    /// check warns that the rest were checked by the ID prefix only.
    package static let nearIDCells = 50_000_000

    /// The most literals whose near-ID answer is remembered (a literal
    /// repeated a hundred thousand times is compared once).
    package static let nearIDAnswers = 100_000
}
