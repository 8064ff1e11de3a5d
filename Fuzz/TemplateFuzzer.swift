// The libFuzzer target for templates: the input is a template (and, after a
// 0x01 byte, a partial named _p) rendered with a small catalog. Linked by
// scripts/fuzz.sh templates; nothing may crash, hang or grow without bound.

import AchievementsCatalog
import CatalogGeneration
import TemplateRendering

private let catalog: AchievementCatalog? = CatalogLoader().load(text: StarterCatalog.text(game: "Fuzz", idPrefix: "fuzz", appleID: "1"), path: "fuzz.yaml").catalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let catalog else { fatalError("the fuzz catalog must load") }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let parts = bytes.split(separator: 0x01, maxSplits: 1, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let template = TemplateSet.Template(path: "T.swift.mustache", outputName: "T.swift", text: parts[0])
    let partials = parts.count > 1 ? ["_p": TemplateSet.Template(path: "_p.mustache", outputName: "_p", text: parts[1])] : [:]
    _ = CatalogGenerator().render(catalog, templates: TemplateSet(templates: [template], partials: partials))
    return 0
}
