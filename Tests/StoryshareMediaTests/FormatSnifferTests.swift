import Testing

@testable import StoryshareMedia

struct FormatSnifferTests {
    static func ftyp(_ major: String, _ compatible: [String] = []) -> [UInt8] {
        let brands = [major, "\0\0\0\0"] + compatible
        let body = brands.flatMap { Array($0.utf8) }
        let size = 8 + body.count
        return [0, 0, 0, UInt8(size)] + Array("ftyp".utf8) + body
    }

    @Test(
        arguments: [
            (ftyp("isom", ["iso2", "avc1", "mp41"]), MediaFormat.mp4),
            (ftyp("mp42"), .mp4),
            (ftyp("M4V "), .mp4),
            (ftyp("qt  "), .mov),
            (ftyp("heic", ["mif1"]), .heic),
            (ftyp("mif1", ["heic"]), .heic),
            (ftyp("avif", ["mif1"]), .avif),
            (ftyp("mif1", ["avif"]), .avif),
            ([0, 0, 0, 8] + Array("moov".utf8), .mov),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
            ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
            (Array("GIF89a".utf8), .gif),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
            ([0x42, 0x4D, 1, 2, 3, 4, 0, 0, 0, 0], .bmp),
            ([0x42, 0x4D, 1, 2, 3, 4, 5, 0, 0, 0], .unknown),
            ([0x49, 0x49, 0x2A, 0x00], .tiff),
            ([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x84] + Array("webm".utf8), .webm),
            ([0x1A, 0x45, 0xDF, 0xA3, 0xA3, 0x42, 0x82, 0x88] + Array("matroska".utf8), .matroska),
            ([0x89, 0x50, 0x4E], .unknown),
            ([], .unknown),
            (Array("hello world".utf8), .unknown),
        ] as [([UInt8], MediaFormat)])
    func identifiesByContent(header: [UInt8], expected: MediaFormat) {
        #expect(FormatSniffer.identify(header) == expected)
    }

    @Test func kindsFollowFormats() {
        #expect(MediaFormat.png.kind == .image)
        #expect(MediaFormat.webm.kind == .video)
        #expect(MediaFormat.unknown.kind == .unknown)
        #expect(MediaFormat.named(byExtension: "JPG") == .jpeg)
        #expect(MediaFormat.named(byExtension: "m4v") == .mp4)
        #expect(MediaFormat.named(byExtension: "txt") == nil)
    }
}
