import Foundation
import StoryshareKit
import StorysharePropertyList
import StoryshareRules
import Testing

@testable import StoryshareBundle

/// `inspect` and `verify` decode a bundle without copying its assets (`BundleVerifier.decodeInPlace`): StoryshareKit
/// decodes the file with each asset cut to a one-byte stand-in, and the assets stay slices of the file's buffer.
/// What they conclude must be what the whole decode concludes.
struct InPlaceDecodingTests {
    static func bundleBytes() throws -> [UInt8] {
        try BundleWriter.encode(
            try BundleTests.plan(
                PayloadDraft(
                    appID: "12345", backgroundImage: BundleTests.path("images/background-1080x1920.png"),
                    sticker: BundleTests.path("images/sticker-640x480-alpha.png"), topColor: "#FF0088")))
    }

    @Test func assetsAreSlicesOfTheFilesBufferAndStoryshareKitNeverHoldsThem() throws {
        let data = Data(try Self.bundleBytes())
        let loaded = try BundleVerifier.decodeInPlace(data).get()
        let whole = try ShareBundle.decode(data).get()
        let file = try #require(loaded.file)
        #expect(loaded.assets.count == 2)
        for key in [PayloadKey.backgroundImage, .stickerImage] {
            let full = key.key(for: .facebook)
            guard case .data(let own)? = whole.value(key) else {
                Issue.record("no \(key) in the whole decode")
                continue
            }
            let asset = try #require(loaded.data(forKey: full))
            #expect(asset == own)
            // The same memory as the file's bytes, not a copy of them.
            let shared = file.withUnsafeBytes { all in
                asset.withUnsafeBytes { part in
                    part.baseAddress == all.baseAddress.map { $0 + (asset.startIndex - file.startIndex) }
                }
            }
            #expect(shared, "\(key) was copied out of the file")
            // StoryshareKit decoded a stand-in, never the asset's bytes.
            #expect(loaded.bundle.value(key) == .data(Data([0])))
        }
        #expect(loaded.bundle.string(.appID) == "12345" && loaded.bundle.string(.backgroundTopColor) == "#FF0088")
        #expect(loaded.bundle.manifest == whole.manifest)
        let inPlace = BundleSummary(loaded, path: "b", at: BundleTests.createdAt)
        let copied = BundleSummary(whole, path: "b", at: BundleTests.createdAt)
        #expect(inPlace.entries.map(\.bytes) == copied.entries.map(\.bytes))
        #expect(inPlace.entries.map(\.key) == copied.entries.map(\.key))
        let validator = Validator()
        let found = BundleVerifier.verify(loaded, path: "b", at: BundleTests.createdAt, validator: validator)
        let expected = BundleVerifier.verify(whole, path: "b", at: BundleTests.createdAt, validator: validator)
        #expect(found.map { "\($0)" } == expected.map { "\($0)" })
        #expect(try loaded.decodedWhole().get().value(.backgroundImage) == whole.value(.backgroundImage))
    }

    @Test func aBrokenStructureGetsTheWholeDecodesVerdict() throws {
        let plan = try BundleTests.plan(
            PayloadDraft(appID: "12345", backgroundImage: BundleTests.path("images/background-1080x1920.png")))
        guard case .dictionary(let valid) = plan.propertyList().value else { throw CocoaError(.coderInvalidValue) }
        let key = "com.facebook.sharedSticker.backgroundImage"
        let png = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: BundleTests.path("images/sticker-640x480-opaque.png"))))
        let edits: [(String, (inout [String: PropertyList]) -> Void)] = [
            ("as made", { _ in }),
            ("format", { $0["format"] = .string("other") }),
            ("version", { $0["version"] = .integer(2) }),
            ("url", { $0["url"] = .integer(2) }),
            ("a string for the asset", { $0["items"] = .array([.dictionary([key: .string("not bytes")])]) }),
            ("an asset outside the item", { $0["extra"] = .data(.bytes(png)) }),
            (
                "an asset the manifest does not list",
                {
                    $0["items"] = .array([
                        .dictionary([
                            key: .data(.bytes(png)), "com.facebook.sharedSticker.stickerImage": .data(.bytes(png)),
                        ])
                    ])
                }
            ),
            ("two items", { $0["items"] = .array([.dictionary([key: .data(.bytes(png))]), .dictionary([:])]) }),
            ("data for the URL", { $0["url"] = .data(.bytes(png)) }),
            (
                "a manifest width that is data",
                {
                    guard case .dictionary(var manifest)? = $0["manifest"], case .dictionary(var entry)? = manifest[key]
                    else { return }
                    entry["width"] = .data(.bytes(png))
                    manifest[key] = .dictionary(entry)
                    $0["manifest"] = .dictionary(manifest)
                }
            ),
        ]
        for (name, edit) in edits {
            var top = valid
            edit(&top)
            let data = Data(try PropertyListWriter.encode(.dictionary(top)))
            switch (ShareBundle.decode(data), BundleVerifier.decodeInPlace(data)) {
            case (.success(let whole), .success(let loaded)):
                #expect(loaded.file != nil, "\(name): decoded whole")
                #expect(
                    loaded.data(forKey: key) == whole.item[key].flatMap { if case .data(let d) = $0 { d } else { nil } }
                )
            case (.failure(let expected), .failure(let error)):
                #expect(error.message == expected.message, "\(name)")
            case (let whole, let loaded):
                Issue.record("\(name): the whole decode gives \(whole), in place \(loaded)")
            }
        }
    }

    /// A string object planted inside the background image's bytes: cutting the asset would change what the string
    /// reads, so the file is decoded whole, as an app would.
    @Test func byteSurgeryOverlappingAnAssetIsDecodedWhole() throws {
        var bytes = try Self.bundleBytes()
        let trailer = bytes.count - 32
        let width = Int(bytes[trailer + 6])
        func number(_ at: Int, _ count: Int) -> Int { bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) } }
        let objects = number(trailer + 8, 8)
        let table = number(trailer + 24, 8)
        let appID: [UInt8] = [0x55] + Array("12345".utf8)
        let object = try #require(
            (0..<objects).first { index in
                let offset = number(table + index * width, width)
                return Array(bytes[offset..<(offset + 6)]) == appID
            })
        let png = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: BundleTests.path("images/background-1080x1920.png"))))
        let planted = try #require(Data(bytes).range(of: Data(png))).lowerBound + 1000
        bytes.replaceSubrange(planted..<(planted + 6), with: [0x55] + Array("54321".utf8))
        for index in 0..<width {
            bytes[table + object * width + index] = UInt8(truncatingIfNeeded: planted >> (8 * (width - 1 - index)))
        }
        let ranges = try bytes.withUnsafeBytes { raw in
            BundleVerifier.dataRanges(try PropertyListReader.readBinary(inPlace: raw))
        }
        #expect(bytes.withUnsafeBytes { PropertyListReader.leavingOutData(in: $0, ranges: ranges) } == nil)
        let loaded = try BundleVerifier.decodeInPlace(Data(bytes)).get()
        #expect(loaded.file == nil)
        #expect(loaded.bundle.string(.appID) == "54321")
        #expect(
            loaded.bundle.value(.backgroundImage) == (try ShareBundle.decode(Data(bytes)).get()).value(.backgroundImage)
        )
    }

    /// Any binary property list with its data cut reads as the same values, each cut data value one zero byte; shared
    /// data objects are cut once.
    @Test func aPropertyListWithItsDataLeftOutReadsTheSameButForThatData() throws {
        let big = PropertyList.data(.bytes([UInt8](repeating: 7, count: 5000)))
        let value = PropertyList.dictionary([
            "a": big, "b": .array([big, .string("text"), .data(.bytes([1, 2, 3])), .real(1.5)]),
            "c": .dictionary(["d": .data(.bytes([UInt8](repeating: 9, count: 70_000))), "e": .integer(-4)]),
            "f": .date(1_795_262_400), "g": .bool(true),
        ])
        let bytes = try PropertyListWriter.encode(value)
        let (read, shortened) = try bytes.withUnsafeBytes { raw in
            let read = try PropertyListReader.readBinary(inPlace: raw)
            let ranges = BundleVerifier.dataRanges(read).filter { $0.count > 100 }
            return (read.copyingInputRanges(from: raw), PropertyListReader.leavingOutData(in: raw, ranges: ranges))
        }
        let short = try #require(shortened)
        #expect(short.count < 200)
        func cut(_ value: PropertyList) -> PropertyList {
            switch value {
            case .data(let source) where source.length > 100: .data(.bytes([0]))
            case .array(let elements): .array(elements.map(cut))
            case .dictionary(let entries): .dictionary(entries.mapValues(cut))
            default: value
            }
        }
        #expect(try PropertyListReader.read(short) == cut(read))
        #expect(
            try PropertyListSerialization.propertyList(from: Data(short), format: nil) as? [String: Any] != nil,
            "Foundation reads it too")
    }
}
