/// A 1-based line and column in a text file.
///
/// Columns count Unicode scalars, the way libyaml and editors count them,
/// so a position printed as `LINE:COLUMN` opens at the right character.
///
/// Stored in 32 bits each (every node and located value carries one, so a
/// large catalog's memory depends on it); lines and columns past 2³¹ are clamped.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column number, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of a file, used for problems that concern the whole file.
    public static let startOfFile = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
