// The libFuzzer target for the configuration file, `achievements.yml`. Not
// a package target: scripts/fuzz.sh builds the libraries with coverage and
// AddressSanitizer through SwiftPM and links this file with libFuzzer.

import AchievementsCatalog
import SourceDiagnostics

/// One input as `achievements.yml`: bytes, YAML tree, settings, path rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = ToolConfiguration.decode(bytes, path: "fuzz/achievements.yml", knownWarnings: ["csv-formula"],
                                 knownRules: ["csv-formula": .warning, "points-range": .error, "released-added": .note])
    return 0
}
