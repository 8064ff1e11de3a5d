// The libFuzzer target for the catalog loader and validator. Not a package
// target: scripts/fuzz.sh compiles the libraries with coverage and
// AddressSanitizer through SwiftPM, then links this file with libFuzzer
// (whose own main drives it) using swiftc.

import CatalogValidation

/// One input through every stage a catalog goes through: bytes, YAML tree,
/// decoding, every validation rule. Nothing may trap, whatever the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = CatalogCheck().run(bytes: bytes, path: "fuzz.yaml")
    return 0
}
