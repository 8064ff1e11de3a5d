import Foundation

/// Small image files made for the artwork tests: real PNG chunks with CRCs
/// and an uncompressed (stored) deflate stream, and JPEG headers.
public enum TestImages {
    /// A PNG of `width`×`height` with PNG colour type `colorType`
    /// (0 grey, 2 RGB, 4 grey+alpha, 6 RGBA) and optional extra chunks.
    ///
    /// Each image is made once per run and then handed out again: the
    /// artwork tests ask for the same few sizes hundreds of times.
    public static func png(width: Int, height: Int, colorType: UInt8 = 2, dpi: Int? = nil, transparency: Bool = false) -> Data {
        let key = PNGKey(width: width, height: height, colorType: colorType, dpi: dpi, transparency: transparency)
        if let data = made.get(key) { return data }
        let data = makePNG(key)
        made.set(key, data)
        return data
    }

    private struct PNGKey: Hashable {
        var width: Int, height: Int, colorType: UInt8, dpi: Int?, transparency: Bool
    }

    /// The images made so far (an `NSLock`, as `Mutex` needs macOS 15).
    private final class Made: @unchecked Sendable {
        // @unchecked: `images` is read and written only under `lock`.
        private let lock = NSLock()
        private var images: [PNGKey: Data] = [:]

        func get(_ key: PNGKey) -> Data? {
            lock.lock()
            defer { lock.unlock() }
            return images[key]
        }

        func set(_ key: PNGKey, _ data: Data) {
            lock.lock()
            defer { lock.unlock() }
            images[key] = data
        }
    }

    private static let made = Made()

    private static func makePNG(_ key: PNGKey) -> Data {
        let (width, height, colorType, dpi, transparency) = (key.width, key.height, key.colorType, key.dpi, key.transparency)
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", be32(width) + be32(height) + [8, colorType, 0, 0, 0])
        if let dpi {
            let perMetre = Int((Double(dpi) / 0.0254).rounded())
            data += chunk("pHYs", be32(perMetre) + be32(perMetre) + [1])
        }
        if transparency { data += chunk("tRNS", [0, 0, 0, 0, 0, 0]) }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)] ?? 3
        let row = [UInt8](repeating: 0, count: 1 + width * channels)
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * height)
        for _ in 0..<height { raw += row }
        data += chunk("IDAT", zlibStored(raw))
        data += chunk("IEND", [])
        return data
    }

    /// A baseline JPEG header of `width`×`height` with `components` colour components.
    public static func jpeg(width: Int, height: Int, components: UInt8 = 3, dpi: Int? = 72) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        let density = be16(dpi ?? 1)
        bytes += [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, dpi == nil ? 0 : 1] + density + density + [0, 0]
        var frame: [UInt8] = [8] + be16(height) + be16(width) + [components]
        for id in 1...components { frame += [id, 0x11, 0] }
        bytes += [0xFF, 0xC0] + be16(frame.count + 2) + frame
        bytes += [0xFF, 0xDA] + be16(8) + [1, 1, 0, 0, 0x3F, 0] + [0xFF, 0xD9]
        return Data(bytes)
    }

    static func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    static func be16(_ value: Int) -> [UInt8] { [8, 0].map { UInt8((value >> $0) & 0xFF) } }

    static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(be32(body.count) + typed + be32(Int(crc32(typed))))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        // Adler-32, reduced every 5,552 bytes (the most that cannot overflow 32 bits).
        var a: UInt32 = 1, b: UInt32 = 0
        var start = 0
        while start < raw.count {
            for byte in raw[start..<min(start + 5_552, raw.count)] { a &+= UInt32(byte); b &+= a }
            a %= 65_521
            b %= 65_521
            start += 5_552
        }
        return out + be32(Int(b << 16 | a))
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// The CRC-32 of each byte value (polynomial 0xEDB88320), for a byte at a time.
    private static let crcTable: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }
}
