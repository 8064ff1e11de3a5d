@testable import CatalogExport
import SourceDiagnostics
import Testing

/// The CSV reader `import csv` uses, on hostile and edge-case input.
struct CSVReaderTests {
    @Test("a row wider than the bound, or a file longer than it, is refused at its place")
    func bounds() {
        var reader = CSVReader()
        reader.maxFields = 3
        reader.maxRows = 2
        #expect(throws: CSVReader.Problem(message: "a row has more than 3 fields", position: SourcePosition(line: 1, column: 7))) {
            try reader.rows("a,b,c,d,e\n")
        }
        #expect(throws: CSVReader.Problem(message: "the file has more than 2 rows", position: SourcePosition(line: 3, column: 1))) {
            try reader.rows("a\nb\nc\n")
        }
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
