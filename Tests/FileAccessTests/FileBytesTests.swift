import FileAccess
import Testing

@Suite("Comparing file bytes")
struct FileBytesTests {
    @Test("same bytes only when the counts and every byte agree; empty arrays are the same")
    func same() {
        let image = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var changed = image
        changed[999_999] ^= 1
        #expect(FileBytes.same(image, image))
        #expect(!FileBytes.same(image, changed))
        #expect(!FileBytes.same(image, Array(image.dropLast())))
        #expect(FileBytes.same([], []))
        #expect(!FileBytes.same([], [0]))
    }
}
