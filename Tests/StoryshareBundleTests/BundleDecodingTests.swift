import Foundation
import StoryshareKit
import StorysharePropertyList
import StoryshareRules
import Testing

@testable import StoryshareBundle

#if canImport(Glibc)
    import Glibc
#endif

/// Bundles written by earlier versions (`testdata/bundles`), what Foundation's decoder says of a wrong
/// structure, and the hardened reader before it in `verify`.
struct BundleDecodingTests {
    static let bundles = BundleTests.testdata.appendingPathComponent("bundles")
    static let createdAt: Int64 = 1_795_262_400  // 2026-11-21T12:00:00Z

    @Test func aBinaryBundleOfAnEarlierVersionLoadsAndVerifies() throws {
        let path = Self.bundles.appendingPathComponent("sticker-binary.bundle").path
        let bundle = try ShareBundle.load(path: path)
        #expect(bundle.string(.appID) == "1234567890")
        #expect(bundle.string(.contentURL) == "https://example.com/story/1")
        #expect(bundle.string(.backgroundTopColor) == "#FF0088")
        let sticker = try Data(
            contentsOf: BundleTests.testdata.appendingPathComponent("images/sticker-640x480-alpha.png"))
        #expect(bundle.value(.stickerImage) == .data(sticker))
        #expect(bundle.createdAtSeconds == Self.createdAt && bundle.expirationSeconds == Self.createdAt + 300)
        let data = try ShareBundle.readFile(path: path)
        let verified = BundleVerifier.verify(data, path: path, at: Self.createdAt, validator: Validator())
        #expect(verified.findings.isEmpty, "\(verified.findings)")
    }

    @Test(arguments: [("xml", "an XML property list"), ("json", "JSON")])
    func anXMLOrJSONBundleIsRefusedWithAWayOut(encoding: String, named: String) throws {
        let path = Self.bundles.appendingPathComponent("sticker-\(encoding).bundle").path
        let error = #expect(throws: ShareBundle.LoadError.self) { try ShareBundle.load(path: path) }
        guard case .malformed(let reason)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(reason.message.hasPrefix("it is \(named), an encoding of bundles that storyshare no longer reads"))
        #expect(reason.message.contains("make the bundle again with `storyshare bundle`"))
        let verified = BundleVerifier.verify(
            try ShareBundle.readFile(path: path), path: path, at: Self.createdAt, validator: Validator())
        #expect(verified.bundle == nil)
        #expect(verified.findings.map(\.rule) == ["bundle-malformed"])
        #expect(verified.findings.first?.message.contains("no longer reads") == true)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.bundle").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = #expect(throws: ShareBundle.LoadError.self) { try ShareBundle.load(path: fifo) }
        #expect(error?.description.hasSuffix("not a regular file") == true, "\(String(describing: error))")
    }

    @Test func wrongTypesAndMissingKeysAreNamed() throws {
        let plan = try BundleTests.plan(
            PayloadDraft(appID: "12345", backgroundImage: BundleTests.path("images/background-1080x1920.png")))
        guard case .dictionary(let valid) = plan.propertyList().value else { throw CocoaError(.coderInvalidValue) }
        func message(_ edit: (inout [String: PropertyList]) -> Void) throws -> String? {
            var top = valid
            edit(&top)
            guard case .failure(let error) = ShareBundle.decode(try PropertyListWriter.encode(.dictionary(top))) else {
                return nil
            }
            return error.message
        }
        #expect(try message { $0["format"] = .string("other") }?.contains("this is not a storyshare bundle") == true)
        #expect(try message { $0["version"] = nil } == "`version` is missing")
        #expect(try message { $0["version"] = .integer(2) } == "`version` is 2; this storyshare reads version 1")
        #expect(try message { $0["url"] = .integer(2) } == "`url` is not a string")
        #expect(try message { $0["createdAt"] = nil } == "`createdAt` is missing")
        #expect(try message { $0["options"] = .dictionary([:]) } == "`options.expirationDate` is missing")
        let key = "com.facebook.sharedSticker.backgroundImage"
        #expect(
            try message {
                guard case .dictionary(var manifest)? = $0["manifest"], case .dictionary(var entry)? = manifest[key]
                else { return }
                entry["width"] = nil
                manifest[key] = .dictionary(entry)
                $0["manifest"] = .dictionary(manifest)
            } == "`manifest[\"\(key)\"].width` is missing")
        #expect(
            try message {
                $0["items"] = .array([
                    .dictionary([key: .string("not bytes"), "com.facebook.sharedSticker.appID": .string("1")])
                ])
            } == "item \"\(key)\" has the wrong type (data expected)")
        #expect(
            try message { $0["expiresIn"] = .integer(0) } == "`expiresIn` is not a positive whole number of seconds")
    }

    @Test func verifyReadsWithTheHardenedReaderFirst() throws {
        let plan = try BundleTests.plan(
            PayloadDraft(appID: "12345", backgroundImage: BundleTests.path("images/background-1080x1920.png")))
        var bytes = try BundleWriter.encode(plan)
        // The trailer's object count, made larger than the offset table.
        bytes[bytes.count - 17] = 0xFF
        guard case .failure(let error) = BundleVerifier.decode(Data(bytes)) else {
            Issue.record("a broken trailer decoded")
            return
        }
        #expect(error.message.hasPrefix("not a readable property list: binary plist"), "\(error.message)")
    }
}
