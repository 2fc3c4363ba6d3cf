import Foundation
import StoryshareBundle
import StoryshareKit
import StoryshareRules
import Testing

/// Bundles written by the writer, read back through StoryshareKit (as an app reads them), for every
/// combination of keys; and read by Foundation's own PropertyListSerialization, which an app may use
/// instead of this library.
struct ShareBundleRoundTripTests {
    static let testdata = KitClosureTests.repository.appendingPathComponent("testdata")
    static func path(_ relative: String) -> String { testdata.appendingPathComponent(relative).path }
    static let createdAt: Int64 = 1_795_262_400  // 2026-11-21T12:00:00Z

    /// A share: which assets and strings it gives.
    struct Share: Sendable, CustomStringConvertible {
        var background: String?
        var video: String?
        var sticker: String?
        var top: String?
        var link: String?
        var target: ShareTarget
        var description: String {
            [
                background.map { _ in "image" }, video.map { _ in "video" }, sticker.map { _ in "sticker" },
                top.map { _ in "colour" }, link.map { _ in "link" }, target.rawValue,
            ].compactMap { $0 }.joined(separator: "+")
        }
    }

    static let shares: [Share] = {
        var shares: [Share] = []
        for target in ShareTarget.allCases {
            for background in [nil, "images/background-1080x1920.jpg"] as [String?] {
                for video in [nil, "video/h264-1080x1920.mp4"] as [String?] where background == nil || video == nil {
                    for sticker in [nil, "images/sticker-640x480-alpha.png"] as [String?]
                    where background != nil || video != nil || sticker != nil {
                        shares.append(
                            Share(
                                background: background, video: video, sticker: sticker, top: nil, link: nil,
                                target: target))
                    }
                }
            }
            shares.append(
                Share(
                    background: nil, video: nil, sticker: "images/sticker-640x480-alpha.png", top: "#f08",
                    link: "https://example.com/story/1", target: target))
        }
        return shares
    }()

    static func write(_ share: Share, to file: URL) throws -> BundlePlan {
        let draft = PayloadDraft(
            appID: "1234567890", backgroundImage: share.background.map(path), backgroundVideo: share.video.map(path),
            sticker: share.sticker.map(path), topColor: share.top, contentURL: share.link, target: share.target)
        let preparation = try BundleBuilder.prepare(
            BundleRequest(draft: draft, createdAt: createdAt), validator: Validator(), outputPath: file.path)
        let plan = try #require(preparation.plan, "\(preparation.findings)")
        try BundleWriter.write(plan, to: file.path)
        return plan
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storyshare-kit-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: shares)
    func everyKeyCombinationReadsBack(share: Share) throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("share.bundle")
        _ = try Self.write(share, to: file)
        let bundle = try ShareBundle(contentsOf: file)
        let prefix = "com.\(share.target.rawValue).sharedSticker."
        #expect(bundle.target == share.target)
        #expect(bundle.encoding == .binary)
        #expect(bundle.queriesScheme == "\(share.target.rawValue)-stories")
        #expect(bundle.url.scheme == bundle.queriesScheme)
        #expect(bundle.createdAt == Date(timeIntervalSince1970: Double(Self.createdAt)))
        #expect(bundle.expiresIn == 300)
        #expect(bundle.expirationDate(sharingAt: Date(timeIntervalSince1970: 0)) == Date(timeIntervalSince1970: 300))
        let items = bundle.pasteboardItems
        #expect(items.count == 1)
        let item = try #require(items.first)
        var expected: [String: Any] = [:]
        func contents(_ relative: String?) throws -> Data? {
            try relative.map { try Data(contentsOf: URL(fileURLWithPath: Self.path($0))) }
        }
        expected[prefix + "backgroundImage"] = try contents(share.background)
        expected[prefix + "backgroundVideo"] = try contents(share.video)
        expected[prefix + "stickerImage"] = try contents(share.sticker)
        if share.target == .facebook { expected[prefix + "appID"] = "1234567890" }
        if let link = share.link { expected[prefix + "contentURL"] = link }
        if share.background == nil && share.video == nil {
            expected[prefix + "backgroundTopColor"] = share.top == nil ? "#222222" : "#FF0088"
            expected[prefix + "backgroundBottomColor"] = "#222222"
        }
        #expect(Set(item.keys) == Set(expected.keys), "exactly the keys with content")
        for (key, value) in expected {
            if let data = value as? Data {
                #expect(item[key] as? Data == data, "\(key): the input's exact bytes")
                #expect(bundle.manifest[key]?.bytes == data.count)
            } else {
                #expect(item[key] as? String == value as? String, "\(key)")
            }
        }
    }

    @Test func foundationReadsTheSameItems() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("share.bundle")
        let share = Share(
            background: "images/background-1080x1920.jpg", video: nil, sticker: "images/sticker-640x480-alpha.png",
            top: nil, link: "https://example.com/x", target: .facebook)
        _ = try Self.write(share, to: file)
        // What an app that skips this library does (docs/bundle-format.md shows it).
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), options: [], format: nil)
        let root = try #require(plist as? [String: Any])
        let items = try #require(root["items"] as? [[String: Any]])
        let options = try #require(root["options"] as? [String: Any])
        let ours = try ShareBundle(contentsOf: file)
        #expect(items.count == 1)
        #expect(Set(items[0].keys) == Set(ours.pasteboardItems[0].keys))
        for (key, value) in ours.pasteboardItems[0] {
            if let data = value as? Data { #expect(items[0][key] as? Data == data, "\(key)") }
            if let text = value as? String { #expect(items[0][key] as? String == text, "\(key)") }
        }
        #expect(options["expirationDate"] as? Date == ours.expirationDate)
        #expect(root["url"] as? String == ours.url.absoluteString)
        #expect(root["expiresIn"] as? Int == Int(ours.expiresIn))
    }

    @Test func aFileThatIsNotABundleSaysWhy() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ShareBundle.LoadError.missing) {
            try ShareBundle.load(path: directory.appendingPathComponent("missing.bundle").path)
        }
        #expect(throws: ShareBundle.LoadError.notRegularFile("a directory")) {
            try ShareBundle.load(path: directory.path)
        }
        let dangling = directory.appendingPathComponent("dangling.bundle").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.bundle")
        #expect(throws: ShareBundle.LoadError.danglingLink) { try ShareBundle.load(path: dangling) }
        #expect(ShareBundle.LoadError.danglingLink.description == "cannot be read: a symbolic link to a missing file")
        let empty = directory.appendingPathComponent("empty.bundle")
        try Data().write(to: empty)
        #expect(throws: ShareBundle.LoadError.empty) { try ShareBundle.load(path: empty.path) }
        let text = directory.appendingPathComponent("text.bundle")
        try Data("hello".utf8).write(to: text)
        do {
            _ = try ShareBundle(contentsOf: text)
            Issue.record("a text file decoded as a bundle")
        } catch let error as ShareBundle.LoadError {
            #expect(error.description.hasPrefix("not a storyshare bundle"), "\(error)")
        }
    }

    /// What the path names is looked at before anything is read: a missing file, a symbolic link to one, a
    /// directory and an empty file are refused, each saying which.
    @Test func loadingRefusesWhatIsNoBundleFile() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.storyshare").path
        let link = directory.appendingPathComponent("link.storyshare").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: missing)
        let empty = directory.appendingPathComponent("empty.storyshare").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        func refusal(_ path: String) -> ShareBundle.LoadError? {
            do {
                _ = try ShareBundle.load(path: path)
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal(missing) == .missing)
        #expect(refusal(link) == .danglingLink)
        #expect(refusal(directory.path) == .notRegularFile("a directory"))
        #expect(refusal(empty) == .empty)
    }
}
