/// A 1-based line and column in a text file.
///
/// Columns count Unicode scalars, the way libyaml and editors count them,
/// so a position printed as `LINE:COLUMN` opens at the right character.
///
/// Stored in 32 bits each (every node and located value carries one, so a
/// large catalog's memory depends on it); lines and columns past 2³¹ are clamped.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line number.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column number, in Unicode scalars.
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position from a 1-based line and column.
    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of a file, used for problems that concern the whole file.
    package static let startOfFile = SourcePosition(line: 1, column: 1)

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}
