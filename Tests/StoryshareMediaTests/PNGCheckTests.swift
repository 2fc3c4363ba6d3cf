import CStoryshareCodecs
import Testing

@testable import StoryshareMedia

/// The fast PNG check (`CStoryshareCodecs_checkPNG`, which skips unfiltering) against libpng's full
/// decode: on every committed PNG, on many shapes built byte by byte, and on damaged copies, the two
/// must reach the same verdict; and the check's own messages must name what is wrong and where.
struct PNGCheckTests {
    enum Verdict: Equatable {
        case decoded, failed, refused
    }

    static func verdict(_ result: CStoryshareCodecsResult) -> Verdict {
        switch UInt32(result.status) {
        case CStoryshareCodecs_decoded.rawValue: .decoded
        case CStoryshareCodecs_refused.rawValue: .refused
        default: .failed
        }
    }

    /// The check's verdict and message; also expects the streaming-only path, and the check reading the
    /// file a window at a time (`windows`: 64 KiB, and 7 bytes so that a window's edge falls everywhere), to
    /// give the very same.
    static func check(_ bytes: [UInt8], maxPixels: UInt64 = 50_000_000, windows: [Int] = [0, 7]) -> (Verdict, String) {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer { CStoryshareCodecs_checkPNG($0.baseAddress, $0.count, maxPixels, &result) }
        let outcome = (verdict(result), result.messageText)
        let streamed = streamingCheck(bytes, maxPixels: maxPixels)
        #expect(streamed == outcome, "whole-buffer pass says \(outcome), streaming says \(streamed)")
        for window in windows {
            let read = readingCheck(bytes, maxPixels: maxPixels, window: window)
            #expect(read == outcome, "in memory: \(outcome); read in windows of \(window): \(read)")
        }
        return outcome
    }

    /// The check reading the bytes through a reader a window at a time (`window` 0: 64 KiB), as it reads a
    /// file too large to hold (the reader copies from memory; StreamingProbeTests reads files).
    static func readingCheck(_ bytes: [UInt8], maxPixels: UInt64 = 50_000_000, window: Int = 0) -> (Verdict, String) {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer { buffer in
            var reader = CStoryshareCodecsReader(
                size: UInt64(buffer.count), descriptor: -1, window: window, read: nil, context: nil,
                data: buffer.baseAddress)
            CStoryshareCodecs_checkPNGFrom(&reader, maxPixels, &result)
        }
        return (verdict(result), result.messageText)
    }

    /// The check forced to stream every image through zlib (never the whole-buffer libdeflate pass).
    static func streamingCheck(_ bytes: [UInt8], maxPixels: UInt64 = 50_000_000) -> (Verdict, String) {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer {
            CStoryshareCodecs_checkPNGWithLimit($0.baseAddress, $0.count, maxPixels, 0, &result)
        }
        return (verdict(result), result.messageText)
    }

    /// libpng's verdict (the reference). A libpng warning counts as failure, as libjpeg's do: with every
    /// ancillary chunk skipped, libpng warns only about critical chunks and image data ("Too much image
    /// data", "Extra compressed data", an Adler-32 mismatch found after the last row, a misplaced PLTE).
    static func libpng(_ bytes: [UInt8], maxPixels: UInt64 = 50_000_000) -> (Verdict, String) {
        var result = CStoryshareCodecsResult()
        bytes.withUnsafeBufferPointer { CStoryshareCodecs_decodePNG($0.baseAddress, $0.count, maxPixels, &result) }
        if verdict(result) == .decoded && result.warnings > 0 { return (.failed, "\(result.warnings) warnings") }
        return (verdict(result), result.messageText)
    }

    static let pngFiles =
        TestData.files(in: "images", extensions: ["png"])
        + TestData.files(in: "hostile", extensions: ["png"]).filter { !$0.hasSuffix("empty.png") }

    @Test(arguments: pngFiles)
    func committedFileAgreesWithLibpng(file: String) throws {
        let bytes = try TestData.bytes(file)
        let (ours, ourMessage) = Self.check(bytes)
        let (theirs, theirMessage) = Self.libpng(bytes)
        #expect(ours == theirs, "\(file): check says \(ours) (\(ourMessage)), libpng says \(theirs) (\(theirMessage))")
    }

    /// Every colour type and bit depth PNG allows.
    static let formats: [(colorType: Int, bitDepth: Int, channels: Int)] = [
        (0, 1, 1), (0, 2, 1), (0, 4, 1), (0, 8, 1), (0, 16, 1), (2, 8, 3), (2, 16, 3), (3, 1, 1), (3, 2, 1),
        (3, 4, 1), (3, 8, 1), (4, 8, 2), (4, 16, 2), (6, 8, 4), (6, 16, 4),
    ]
    static let sizes: [(Int, Int)] = [(1, 1), (2, 2), (3, 5), (5, 3), (7, 9), (8, 8), (9, 1), (1, 9), (33, 17)]

    static func build(
        width: Int, height: Int, format: (colorType: Int, bitDepth: Int, channels: Int), interlaced: Bool,
        data: (([UInt8]) -> [UInt8])? = nil, idatSize: Int = 1 << 20
    ) -> [UInt8] {
        var raw = PNGBuilder.rows(
            width: width, height: height, bitsPerPixel: format.channels * format.bitDepth, interlaced: interlaced)
        if let data { raw = data(raw) }
        let palette =
            format.colorType == 3 ? [PNGBuilder.chunk("PLTE", [UInt8](repeating: 7, count: 3 << format.bitDepth))] : []
        return PNGBuilder.png(
            width: width, height: height, bitDepth: format.bitDepth, colorType: format.colorType,
            interlaced: interlaced,
            beforeData: palette, data: PNGBuilder.zlib(raw), idatSize: idatSize)
    }

    @Test(arguments: [false, true])
    func everyShapeAndFormatDecodesExactlyAndOneByteShortFails(interlaced: Bool) {
        for format in Self.formats {
            for (width, height) in Self.sizes {
                let label =
                    "\(width)x\(height) type \(format.colorType) depth \(format.bitDepth) interlaced \(interlaced)"
                let exact = Self.build(width: width, height: height, format: format, interlaced: interlaced)
                #expect(Self.libpng(exact).0 == .decoded, "libpng rejects the built \(label): \(Self.libpng(exact).1)")
                #expect(Self.check(exact).0 == .decoded, "\(label): \(Self.check(exact).1)")

                let short = Self.build(width: width, height: height, format: format, interlaced: interlaced) {
                    Array($0.dropLast())
                }
                let (verdict, message) = Self.check(short)
                #expect(verdict == .failed && message.contains("not enough image data"), "\(label) short: \(message)")
                #expect(Self.libpng(short).0 == .failed, "\(label): libpng accepts the short data")
            }
        }
    }

    @Test func badFilterByteIsNamedWithItsRow() {
        let format = (colorType: 2, bitDepth: 8, channels: 3)
        let rowBytes = 1 + 7 * 3
        let bytes = Self.build(width: 7, height: 9, format: format, interlaced: false) { raw in
            var raw = raw
            raw[3 * rowBytes] = 5
            return raw
        }
        let (verdict, message) = Self.check(bytes)
        #expect(verdict == .failed)
        #expect(message.contains("bad filter type 5 at the start of row 3"), "\(message)")
        #expect(Self.libpng(bytes).0 == .failed)
    }

    @Test func badFilterByteInAnInterlacePassNamesThePass() {
        let format = (colorType: 0, bitDepth: 8, channels: 1)
        // 8x8 interlaced: passes 1-7 have 1, 1, 1, 2, 2, 4, 4 rows; the 8th row overall is pass 6's first.
        let bytes = Self.build(width: 8, height: 8, format: format, interlaced: true) { raw in
            var raw = raw
            let layout = PNGBuilder.rowLayout(width: 8, height: 8, bitsPerPixel: 8, interlaced: true)
            let offset = layout.prefix(5).reduce(0) { $0 + $1.rows * $1.bytes }
            raw[offset] = 200
            return raw
        }
        let (verdict, message) = Self.check(bytes)
        #expect(verdict == .failed)
        #expect(message.contains("bad filter type 200 at the start of row 0 of interlace pass 6"), "\(message)")
        #expect(Self.libpng(bytes).0 == .failed)
    }

    @Test func imageDataSplitIntoTinyAndEmptyIDATsDecodes() {
        let format = (colorType: 6, bitDepth: 8, channels: 4)
        for size in [1, 2, 7, 64] {
            let bytes = Self.build(width: 33, height: 17, format: format, interlaced: size % 2 == 0, idatSize: size)
            #expect(Self.check(bytes).0 == .decoded, "IDATs of \(size) bytes: \(Self.check(bytes).1)")
            #expect(Self.libpng(bytes).0 == .decoded)
        }
        // Zero-length IDATs between real ones are legal.
        let raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        let stream = PNGBuilder.zlib(raw)
        var bytes = PNGBuilder.signature + PNGBuilder.ihdr(width: 4, height: 4)
        bytes += PNGBuilder.chunk("IDAT") + PNGBuilder.chunk("IDAT", Array(stream[..<10])) + PNGBuilder.chunk("IDAT")
        bytes += PNGBuilder.chunk("IDAT", Array(stream[10...])) + PNGBuilder.chunk("IEND")
        #expect(Self.check(bytes).0 == .decoded, "\(Self.check(bytes).1)")
        #expect(Self.libpng(bytes).0 == .decoded)
    }

    @Test func wrongAdlerChecksumIsCorruptData() {
        let raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        let bytes = PNGBuilder.png(width: 4, height: 4, data: PNGBuilder.zlib(raw, adler: PNGBuilder.adler32(raw) ^ 1))
        let (verdict, message) = Self.check(bytes)
        #expect(verdict == .failed)
        #expect(message.contains("incorrect data check"), "\(message)")
        #expect(Self.libpng(bytes).0 == .failed)
    }

    @Test func zlibStreamWithoutItsEndFails() {
        let raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        let bytes = PNGBuilder.png(width: 4, height: 4, data: Array(PNGBuilder.zlib(raw).dropLast(4)))
        let (verdict, message) = Self.check(bytes)
        #expect(verdict == .failed)
        #expect(message.contains("the zlib stream has no end or checksum before IEND"), "\(message)")
        #expect(Self.libpng(bytes).0 == .failed)
    }

    @Test func dataPastTheLastRowIsCorrupt() {
        var raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        raw += [UInt8](repeating: 0, count: 100_000)
        let bytes = PNGBuilder.png(width: 4, height: 4, data: PNGBuilder.zlib(raw))
        let (verdict, message) = Self.check(bytes)
        #expect(verdict == .failed)
        #expect(
            message.contains("too much image data: the compressed data inflates to more than the 52 bytes"),
            "\(message)")
        #expect(Self.libpng(bytes).0 == .failed)
    }

    @Test func bytesAfterTheEndOfTheStreamAreCorrupt() {
        let raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        let inOneChunk = PNGBuilder.png(width: 4, height: 4, data: PNGBuilder.zlib(raw) + [1, 2, 3])
        #expect(
            Self.check(inOneChunk).1.contains("3 bytes follow the end of the compressed image data"),
            "\(Self.check(inOneChunk).1)")
        #expect(Self.libpng(inOneChunk).0 == .failed)
        let inNextChunk = PNGBuilder.png(
            width: 4, height: 4, data: PNGBuilder.zlib(raw), idatSize: 1 << 20,
            afterData: [])
        #expect(Self.check(inNextChunk).0 == .decoded)
        var split = PNGBuilder.signature + PNGBuilder.ihdr(width: 4, height: 4)
        split +=
            PNGBuilder.chunk("IDAT", PNGBuilder.zlib(raw)) + PNGBuilder.chunk("IDAT", [9, 9]) + PNGBuilder.chunk("IEND")
        #expect(
            Self.check(split).1.contains("holds 2 bytes after the end of the compressed image data"),
            "\(Self.check(split).1)")
    }

    @Test func chunkOrderRules() {
        let raw = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 8, interlaced: false)
        let data = PNGBuilder.zlib(raw)
        let raw24 = PNGBuilder.rows(width: 4, height: 4, bitsPerPixel: 24, interlaced: false)
        let plte = PNGBuilder.chunk("PLTE", [UInt8](repeating: 1, count: 768))
        let cases: [(name: String, bytes: [UInt8], message: String?)] = [
            (
                "palette without PLTE", PNGBuilder.png(width: 4, height: 4, colorType: 3, data: data),
                "no PLTE chunk before its image data"
            ),
            (
                "palette with PLTE", PNGBuilder.png(width: 4, height: 4, colorType: 3, beforeData: [plte], data: data),
                nil
            ),
            (
                "PLTE after IDAT (ignored)",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 2, data: PNGBuilder.zlib(raw24),
                    afterData: [plte]), nil
            ),
            (
                "PLTE in a grayscale image",
                PNGBuilder.png(width: 4, height: 4, colorType: 0, beforeData: [plte], data: data),
                "in a grayscale image (colour type 0)"
            ),
            (
                "suggested PLTE in an RGB image",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 2, beforeData: [plte],
                    data: PNGBuilder.zlib(raw24)), nil
            ),
            (
                "stray IDAT after the image (ignored)",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 0, data: data,
                    afterData: [PNGBuilder.chunk("tEXt", [65]), PNGBuilder.chunk("IDAT", [1, 2])]), nil
            ),
            (
                "IEND with data",
                PNGBuilder.signature + PNGBuilder.ihdr(width: 4, height: 4, colorType: 0)
                    + PNGBuilder.chunk("IDAT", data) + PNGBuilder.chunk("IEND", [0]), "IEND at offset"
            ),
            (
                "two PLTEs", PNGBuilder.png(width: 4, height: 4, colorType: 3, beforeData: [plte, plte], data: data),
                "a second PLTE"
            ),
            (
                "PLTE of 5 bytes",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 3,
                    beforeData: [PNGBuilder.chunk("PLTE", [1, 2, 3, 4, 5])], data: data),
                "a palette is 3 to 768 bytes"
            ),
            (
                "unknown critical chunk",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 0,
                    beforeData: [PNGBuilder.chunk("ABCD", [1])], data: data),
                "unknown critical chunk ABCD"
            ),
            (
                "unknown ancillary chunk",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 0,
                    beforeData: [PNGBuilder.chunk("abCD", [1])], data: data), nil
            ),
            (
                "second IHDR",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 0,
                    beforeData: [PNGBuilder.ihdr(width: 4, height: 4, colorType: 0)], data: data),
                "a second IHDR"
            ),
            (
                "IEND before IDAT",
                PNGBuilder.signature + PNGBuilder.ihdr(width: 4, height: 4, colorType: 0)
                    + PNGBuilder.chunk("IEND"), "comes before any image data"
            ),
            (
                "bad compression method",
                PNGBuilder.signature
                    + PNGBuilder.chunk("IHDR", PNGBuilder.be32(4) + PNGBuilder.be32(4) + [8, 0, 1, 0, 0])
                    + PNGBuilder.chunk("IDAT", data) + PNGBuilder.chunk("IEND"), "compression method 1"
            ),
            (
                "CRC error in an ancillary chunk",
                PNGBuilder.png(
                    width: 4, height: 4, colorType: 0,
                    beforeData: [PNGBuilder.chunk("tEXt", [65], crc: 1)],
                    data: data), "CRC error in chunk tEXt"
            ),
        ]
        for item in cases {
            let (verdict, message) = Self.check(item.bytes)
            let (reference, referenceMessage) = Self.libpng(item.bytes)
            if let expected = item.message {
                #expect(verdict == .failed && message.contains(expected), "\(item.name): \(message)")
            } else {
                #expect(verdict == .decoded, "\(item.name): \(message)")
            }
            #expect(
                verdict == reference,
                "\(item.name): check \(verdict) (\(message)), libpng \(reference) (\(referenceMessage))")
        }
    }

    @Test func overThePixelCapIsRefusedBeforeInflating() {
        let bytes = Self.build(width: 33, height: 17, format: (2, 8, 3), interlaced: false)
        #expect(Self.check(bytes, maxPixels: 33 * 17 - 1).0 == .refused)
        #expect(Self.check(bytes, maxPixels: 33 * 17).0 == .decoded)
    }

    /// Damage 60 bytes spread over the image data of real PNGs (fixing the CRC so the damage reaches zlib and the row walk):
    /// the check and libpng must agree on each copy.
    @Test(arguments: [
        "images/sticker-640x480-alpha.png", "images/background-interlaced.png",
        "images/sticker-palette-trns.png", "images/background-16bit.png",
    ])
    func damagedCopiesAgreeWithLibpng(file: String) throws {
        let original = try TestData.bytes(file)
        var disagreements: [String] = []
        var offset = 8
        var chunkSpans: [(start: Int, end: Int)] = []  // data ranges of IDAT chunks
        while offset + 12 <= original.count {
            let length = Int(PNGBuilder.be32Value(original, offset))
            if original[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                chunkSpans.append((offset + 8, offset + 8 + length))
            }
            offset += length + 12
        }
        for span in chunkSpans {
            for position in stride(from: span.start, to: span.end, by: max(1, (span.end - span.start) / 60)) {
                var bytes = original
                bytes[position] ^= 0x5A
                let crc = PNGBuilder.crc32(bytes[span.start - 4..<span.end])
                bytes.replaceSubrange(span.end..<span.end + 4, with: PNGBuilder.be32(crc))
                let ours = Self.check(bytes, windows: [0, 1000])  // 7-byte windows would triple the sweep's time
                let theirs = Self.libpng(bytes)
                if ours.0 != theirs.0 {
                    disagreements.append(
                        "byte \(position): check \(ours.0) (\(ours.1)), libpng \(theirs.0) (\(theirs.1))")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(file):\n\(disagreements.prefix(10).joined(separator: "\n"))")
    }

    /// Image data far larger than a window (one 90 KB IDAT chunk of stored deflate blocks), damaged at 80
    /// places, cut at 40, and followed by stray bytes: the check reading 64 KiB at a time, and 1 KiB at a
    /// time, must say exactly what the in-memory check says; the sweep must reach zlib's own errors, the row
    /// walk's and the chunk layer's.
    @Test func imageDataLargerThanAWindowAgreesWhenRead() {
        let raw = PNGBuilder.rows(width: 200, height: 150, bitsPerPixel: 24, interlaced: false)
        let original = PNGBuilder.png(width: 200, height: 150, data: PNGBuilder.zlib(raw))
        let dataStart = 8 + 25 + 8
        let dataEnd = original.count - 12 - 4
        var copies: [[UInt8]] = [original]
        for step in 0..<80 {
            var bytes = original
            let position = dataStart + (dataEnd - dataStart) * step / 80 + step % 3
            bytes[position] ^= step % 2 == 0 ? 0x01 : 0xA5
            let crc = PNGBuilder.crc32(bytes[dataStart - 4..<dataEnd])
            bytes.replaceSubrange(dataEnd..<dataEnd + 4, with: PNGBuilder.be32(crc))
            copies.append(bytes)
        }
        for step in 0..<40 { copies.append(Array(original.prefix(8 + original.count * step / 40))) }
        var badRow = raw
        badRow[raw.count - 601 * 3] = 9  // the filter byte of a row past the first 64 KiB
        copies.append(PNGBuilder.png(width: 200, height: 150, data: PNGBuilder.zlib(badRow)))
        for extra in [1, 65_536 - 7, 70_000] {
            let data = PNGBuilder.zlib(raw) + [UInt8](repeating: 3, count: extra)
            copies.append(PNGBuilder.png(width: 200, height: 150, data: data))
        }
        var messages: Set<String> = []
        for bytes in copies {
            let (verdict, message) = Self.check(bytes)
            #expect(Self.readingCheck(bytes, window: 1024) == (verdict, message))
            messages.insert(String(message.prefix(24)))
        }
        #expect(messages.contains { $0.hasPrefix("the image data does not") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("bad filter type") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("truncated") }, "\(messages)")
        #expect(messages.contains { $0.contains("bytes follow the end") }, "\(messages)")
        #expect(messages.contains(""), "the undamaged image decodes")
    }
}
