@testable import CatalogExport
import SourceDiagnostics
import Testing

/// The CSV reader `import csv` uses, on hostile and edge-case input.
struct CSVReaderTests {
    @Test("a row wider than the bound, or a file longer than it, is refused at its place")
    func bounds() throws {
        var reader = CSVReader()
        reader.maxFields = 3
        reader.maxRows = 2
        #expect(throws: CSVReader.Problem(message: "a row has more than 3 fields", position: SourcePosition(line: 1, column: 7))) {
            try reader.rows("a,b,c,d,e\n")
        }
        #expect(throws: CSVReader.Problem(message: "the file has more than 2 rows", position: SourcePosition(line: 3, column: 1), isRowLimit: true)) {
            try reader.rows("a\nb\nc\n")
        }
        // Empty lines past the last row are no row; a last row without a line break is one.
        #expect(try reader.rows("a\nb\n\n\r\n").count == 2)
        #expect(throws: CSVReader.Problem(message: "the file has more than 2 rows", position: SourcePosition(line: 3, column: 1), isRowLimit: true)) {
            try reader.rows("a\nb\nc")
        }
    }

    @Test("a sheet of empty cells stops at the cell bound, a long cell at the cell's own")
    func cellBounds() throws {
        var reader = CSVReader()
        reader.maxCells = 5
        reader.maxFieldScalars = 4
        #expect(throws: CSVReader.Problem(message: "the file has more than 5 cells", position: SourcePosition(line: 2, column: 3))) {
            try reader.rows(",,\n,,\n,,\n")
        }
        #expect(throws: CSVReader.Problem(message: "a cell has more than 4 characters", position: SourcePosition(line: 1, column: 3))) {
            try reader.rows("a,\"abcde\"\n")
        }
        #expect(try reader.rows("a,abcd\n").map { $0.map(\.text) } == [["a", "abcd"]])
    }

    @Test("quotes, CRLF, a byte order mark, empty lines and a missing final line break read as written")
    func shapes() throws {
        let rows = try CSVReader().rows("\u{FEFF}a,\"b,\"\"c\"\"\"\r\n\r\n\"x\ny\",\n'=1,\"'=2\"")
        #expect(rows.map { $0.map(\.text) } == [["a", "b,\"c\""], ["x\ny", ""], ["=1", "=2"]])
        #expect(rows[1][1].position == SourcePosition(line: 4, column: 4))
        #expect(throws: CSVReader.Problem(message: "text after a closing quote; a field with a quote must be quoted whole, with quotes doubled",
                                          position: SourcePosition(line: 1, column: 4))) {
            try CSVReader().rows("\"a\"b\n")
        }
    }
}
