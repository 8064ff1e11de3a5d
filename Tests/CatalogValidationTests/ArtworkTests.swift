import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Foundation
import Testing

/// A folder with the fixture catalog (optionally changed) and the given images in `artwork/`.
private func project(_ images: [String: Data], catalog: String = FixtureCatalog.text) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("artwork-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
    for (name, data) in images { try data.write(to: folder.appendingPathComponent("artwork/\(name)")) }
    return folder
}

private let good: [String: Data] = [
    "best_10.png": TestImages.png(width: 512, height: 512),
    "best_20.png": TestImages.png(width: 1024, height: 1024, dpi: 144),
    "total_100.png": TestImages.png(width: 512, height: 512, dpi: 72),
    "control_tap.png": TestImages.png(width: 512, height: 512),
]

/// Artwork diagnostics for the project, as `LINE:COLUMN rule message` with the folder removed.
private func artwork(_ folder: URL) -> [String] {
    let output = CatalogCheck(checksArtwork: true).run(path: folder.appendingPathComponent("catalog.yaml").path)
    return output.diagnostics.map { "\($0.position) \($0.rule) \($0.message.replacingOccurrences(of: folder.path + "/", with: ""))" }
}

@Suite("Artwork")
struct ArtworkTests {
    @Test("valid PNG images pass")
    func valid() throws {
        #expect(artwork(try project(good)) == [])
    }

    @Test("a JPEG named by `image:` passes, and the folder can be renamed")
    func jpegAndFolder() throws {
        var images = good
        images["tap.jpg"] = TestImages.jpeg(width: 1024, height: 1024)
        let catalog = FixtureCatalog.replacing("    input: tap\n", with: "    input: tap\n    image: tap.jpg\n")
        #expect(artwork(try project(images, catalog: catalog)) == [])
        let renamed = catalog.replacingOccurrences(of: "achievements:\n", with: "artwork: art\nachievements:\n")
        let folder = try project(images, catalog: renamed)
        #expect(artwork(folder).count == 4)
        #expect(artwork(folder).first == "\(FixtureCatalog.position(of: "key: best_10", offset: 5, in: renamed)) artwork-missing image art/best_10.png of 'best_10' does not exist")
    }

    @Test("each fault has its own rule, at the catalog line that names the image", arguments: [
        ("best_10.png", TestImages.png(width: 500, height: 500), "34:10 artwork-size image artwork/best_10.png of 'best_10' is 500×500 pixels; App Store Connect wants 512×512 or 1024×1024"),
        ("best_10.png", TestImages.png(width: 512, height: 1024), "34:10 artwork-size image artwork/best_10.png of 'best_10' is 512×1024 pixels; App Store Connect wants 512×512 or 1024×1024"),
        ("best_10.png", TestImages.png(width: 512, height: 512, colorType: 6), "34:10 artwork-alpha image artwork/best_10.png of 'best_10' has an alpha channel or transparency; Game Center images must be opaque"),
        ("best_10.png", TestImages.png(width: 512, height: 512, transparency: true), "34:10 artwork-alpha image artwork/best_10.png of 'best_10' has an alpha channel or transparency; Game Center images must be opaque"),
        ("best_10.png", TestImages.png(width: 512, height: 512, colorType: 0), "34:10 artwork-color image artwork/best_10.png of 'best_10' is grayscale; App Store Connect wants RGB"),
        ("best_10.png", TestImages.png(width: 512, height: 512, dpi: 50), "34:10 artwork-dpi image artwork/best_10.png of 'best_10' is 50 dpi; App Store Connect wants at least 72"),
        ("best_10.png", Data("not an image".utf8), "34:10 artwork-format image artwork/best_10.png of 'best_10' is neither a PNG nor a JPEG file"),
        ("best_10.png", Data(TestImages.png(width: 512, height: 512).prefix(20)), "34:10 artwork-format image artwork/best_10.png of 'best_10' is a truncated PNG file"),
        ("best_10.png", TestImages.jpeg(width: 512, height: 512, components: 4), "34:10 artwork-color image artwork/best_10.png of 'best_10' is CMYK; App Store Connect wants RGB"),
        ("best_10.png", TestImages.jpeg(width: 512, height: 512, dpi: 30), "34:10 artwork-dpi image artwork/best_10.png of 'best_10' is 30 dpi; App Store Connect wants at least 72"),
    ])
    func fault(name: String, data: Data, expected: String) throws {
        var images = good
        images[name] = data
        #expect(artwork(try project(images)) == [expected])
    }

    @Test("a leaderboard's and a set's images are checked like an achievement's; a missing one only when the catalog names it")
    func leaderboardImages() throws {
        var images = good
        images["best_score.png"] = TestImages.png(width: 500, height: 500)
        let catalog = FixtureCatalog.replacing("    leaderboards: [best_score, weekly_score]\n",
                                               with: "    leaderboards: [best_score, weekly_score]\n    image: sets/scores.png\n")
        let board = FixtureCatalog.position(of: "- key: best_score", offset: 7, in: catalog)
        let set = FixtureCatalog.position(of: "image: sets/scores.png", offset: 7, in: catalog)
        let found = artwork(try project(images, catalog: catalog))
        #expect(found == [
            "\(board) artwork-size image artwork/best_score.png of leaderboard 'best_score' is 500×500 pixels; App Store Connect wants 512×512 or 1024×1024",
            "\(set) artwork-missing image artwork/sets/scores.png of leaderboard set 'scores' does not exist",
        ], "\(found)")
    }

    @Test("a missing image is reported at its `image:` value when written")
    func missingNamed() throws {
        let catalog = FixtureCatalog.replacing("    input: tap\n", with: "    input: tap\n    image: tap.png\n")
        let position = FixtureCatalog.position(of: "image: tap.png", offset: 7, in: catalog)
        #expect(artwork(try project(good, catalog: catalog)) == ["\(position) artwork-missing image artwork/tap.png of 'control_tap' does not exist"])
    }

    @Test("a JPEG without stated resolution is not judged on dpi")
    func jpegWithoutDPI() {
        let header = try? ImageHeaderReader.read([UInt8](TestImages.jpeg(width: 512, height: 512, dpi: nil))).get()
        #expect(header?.dpi == nil)
        #expect(header.map { ArtworkCheck.problems(of: $0).isEmpty } == true)
    }

    @Test("the test images are real PNGs: every chunk's CRC checks out")
    func pngCRCs() throws {
        let bytes = [UInt8](TestImages.png(width: 512, height: 512, dpi: 72))
        var offset = 8
        var types: [String] = []
        while offset < bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let stored = bytes[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(TestImages.crc32(typed) == stored)
            types.append(String(decoding: typed.prefix(4), as: UTF8.self))
            offset += 12 + length
        }
        #expect(types == ["IHDR", "pHYs", "IDAT", "IEND"])
    }
}
