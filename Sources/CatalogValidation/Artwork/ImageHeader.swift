/// What the header of a PNG or JPEG file says, read without decoding pixels.
package struct ImageHeader: Sendable, Hashable {
    /// The file format.
    package enum Format: String, Sendable, Hashable { case png = "PNG", jpeg = "JPEG" }

    /// How colours are stored.
    package enum ColorModel: String, Sendable, Hashable {
        /// Red, green, blue (PNG truecolour or palette, JPEG YCbCr or RGB).
        case rgb = "RGB"
        /// One grey channel.
        case grayscale
        /// Four ink channels (JPEG only).
        case cmyk = "CMYK"
    }

    /// The format.
    package var format: Format
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// The colour model.
    package var colorModel: ColorModel
    /// Whether the image can be transparent (PNG alpha channel or `tRNS` chunk).
    package var hasAlpha: Bool
    /// Horizontal and vertical resolution, when the file states it.
    package var dpi: Resolution?

    /// A resolution in dots per inch.
    package struct Resolution: Sendable, Hashable {
        /// Horizontal dots per inch.
        package var x: Double
        /// Vertical dots per inch.
        package var y: Double
    }
}

/// Reads ``ImageHeader``s from the first bytes of PNG and JPEG files.
package enum ImageHeaderReader {
    /// Why a header could not be read.
    package struct Failure: Error, Sendable, Hashable {
        /// What is wrong, in a sentence.
        package var message: String
    }

    /// The header of the image in `bytes`.
    package static func read(_ bytes: [UInt8]) -> Result<ImageHeader, Failure> {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return readPNG(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return readJPEG(bytes) }
        return .failure(Failure(message: "is neither a PNG nor a JPEG file"))
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    static func readPNG(_ bytes: [UInt8]) -> Result<ImageHeader, Failure> {
        var offset = 8
        var header: ImageHeader?
        while offset + 8 <= bytes.count {
            let length = uint32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = offset + 8
            guard length >= 0, data + length <= bytes.count else { break }
            switch type {
            case "IHDR":
                guard header == nil, length >= 13 else { return .failure(Failure(message: "has a malformed PNG header (IHDR)")) }
                let colorType = bytes[data + 9]
                let model: ImageHeader.ColorModel = (colorType == 0 || colorType == 4) ? .grayscale : .rgb
                header = ImageHeader(format: .png, width: uint32(bytes, data), height: uint32(bytes, data + 4),
                                     colorModel: model, hasAlpha: colorType == 4 || colorType == 6, dpi: nil)
            case "tRNS":
                header?.hasAlpha = true
            case "pHYs" where length >= 9:
                if bytes[data + 8] == 1 {
                    header?.dpi = .init(x: Double(uint32(bytes, data)) * 0.0254, y: Double(uint32(bytes, data + 4)) * 0.0254)
                }
            case "IDAT", "IEND":
                return header.map { .success($0) } ?? .failure(Failure(message: "has no PNG header (IHDR) before its image data"))
            default:
                break
            }
            if header == nil && type != "IHDR" { return .failure(Failure(message: "does not start with a PNG header (IHDR)")) }
            offset = data + length + 4
        }
        return header.map { .success($0) } ?? .failure(Failure(message: "is a truncated PNG file"))
    }

    static func readJPEG(_ bytes: [UInt8]) -> Result<ImageHeader, Failure> {
        var offset = 2
        var dpi: ImageHeader.Resolution?
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .failure(Failure(message: "is a malformed JPEG file")) }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }
            let length = uint16(bytes, offset + 2)
            let data = offset + 4
            guard length >= 2, data + length - 2 <= bytes.count else { break }
            switch marker {
            case 0xE0 where length >= 16 && bytes[data..<(data + 5)].elementsEqual([0x4A, 0x46, 0x49, 0x46, 0x00]):
                let units = bytes[data + 7]
                let x = Double(uint16(bytes, data + 8)), y = Double(uint16(bytes, data + 10))
                if units == 1 { dpi = .init(x: x, y: y) } else if units == 2 { dpi = .init(x: x * 2.54, y: y * 2.54) }
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard length >= 8 else { return .failure(Failure(message: "has a malformed JPEG frame header")) }
                let components = bytes[data + 5]
                let model: ImageHeader.ColorModel = components == 1 ? .grayscale : components == 4 ? .cmyk : .rgb
                return .success(ImageHeader(format: .jpeg, width: uint16(bytes, data + 3), height: uint16(bytes, data + 1),
                                            colorModel: model, hasAlpha: false, dpi: dpi))
            case 0xDA, 0xD9:
                return .failure(Failure(message: "has no JPEG frame header before its image data"))
            default:
                break
            }
            offset = data + length - 2
        }
        return .failure(Failure(message: "is a truncated JPEG file"))
    }
}
