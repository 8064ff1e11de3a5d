// The libFuzzer target for `achievements import csv`. Not a package target:
// scripts/fuzz.sh builds the libraries with coverage and AddressSanitizer
// through SwiftPM and links this file with libFuzzer.

import CatalogExport

/// One input as the admin CSV: the reader, the layout inference and the
/// catalog text it writes. Nothing may trap, whatever the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = CSVImport.catalog(fromCSV: String(decoding: bytes, as: UTF8.self), path: "fuzz.csv", game: "Fuzz")
    return 0
}
