// The libFuzzer target for the client check: the input is a Swift file,
// checked against a small catalog. Linked by scripts/fuzz.sh client.

import AchievementsCatalog
import ClientCodeCheck
import Foundation

private let catalog: AchievementCatalog? = CatalogLoader().load(text: StarterCatalog.text(game: "Fuzz", idPrefix: "fuzz"), path: "fuzz.yaml").catalog

private let file = FileManager.default.temporaryDirectory.appendingPathComponent("client-fuzz-\(getpid()).swift")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let catalog else { fatalError("the fuzz catalog must load") }
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    guard (try? bytes.write(to: file)) != nil else { return 0 }
    _ = ClientMappingCheck().check(catalog, clientPaths: [file.path])
    return 0
}
