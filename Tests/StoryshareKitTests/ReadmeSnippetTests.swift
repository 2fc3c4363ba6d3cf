import Foundation
import StoryshareBundle
import StoryshareKit
import Testing

#if canImport(UIKit) && os(iOS)
    import UIKit
#else
    // Stand-ins with UIKit's signatures, so the README's snippet compiles and runs here; on iOS the real
    // UIKit is used instead.
    @MainActor
    final class UIPasteboard {
        struct OptionsKey: Hashable, Sendable {
            let rawValue: String
            static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        }
        static let general = UIPasteboard()
        private(set) var items: [[String: Any]] = []
        private(set) var options: [OptionsKey: Any] = [:]
        func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
            self.items = items
            self.options = options
        }
    }

    @MainActor
    final class UIApplication {
        struct OpenExternalURLOptionsKey: Hashable, Sendable { let rawValue: String }
        static let shared = UIApplication()
        private(set) var opened: [URL] = []
        func open(
            _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
        ) {
            opened.append(url)
        }
    }

    /// Stands in for StoryshareKit's `UIKitStorySharing` (iOS only) over the stand-ins above.
    @MainActor
    struct StandInUIKitSharing: StorySharingSystem {
        func canOpen(_ url: URL) -> Bool { true }
        func setPasteboard(_ items: [[String: Any]], expiringAt expiry: Date) {
            UIPasteboard.general.setItems(items, options: [.expirationDate: expiry])
        }
        func open(_ url: URL) async -> Bool {
            UIApplication.shared.open(url)
            return true
        }
    }

    extension StoryPayload {
        /// Stands in for StoryshareKit's iOS `share()`: the same call, through the stand-in UIKit, with an
        /// Info.plist that lists the Stories schemes.
        @MainActor
        func share() async -> StoryShareResult {
            let info = ["LSApplicationQueriesSchemes": ["facebook-stories", "instagram-stories"]]
            return await share(through: StandInUIKitSharing(), infoDictionary: info)
        }
    }
#endif

/// The README's "In the iOS app" snippet, as code: it compiles against StoryshareKit, and the README
/// shows exactly these lines.
@MainActor
func shareToStories(bundleURL: URL) throws {
    // README begin
    let bundle = try ShareBundle(contentsOf: bundleURL)
    UIPasteboard.general.setItems(
        bundle.pasteboardItems,
        options: [.expirationDate: bundle.expirationDate(sharingAt: Date())])
    UIApplication.shared.open(bundle.url)
    // README end
}

/// The README's "A story drawn at run time" snippet, as code.
@MainActor
func shareDrawnStory(background: Data, sticker: Data) async -> StoryShareResult {
    // README payload begin
    var payload = StoryPayload(target: .instagram, appID: "1234567890")
    payload.backgroundImage = StoryAsset(background)  // the PNG or JPEG data the app drew
    payload.sticker = StoryAsset(sticker)
    // In the app's unit tests, on macOS or Linux: #expect(payload.check().isEmpty)
    let result = await payload.share()  // .handedOver, .appUnavailable, .openFailed or .payloadRejected
    // README payload end
    return result
}

struct ReadmeSnippetTests {
    static let source = URL(fileURLWithPath: #filePath)

    /// The lines of the snippet `name` (`README` or `README payload`), from this file.
    static func snippet(_ name: String = "README") throws -> [String] {
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("// \(name) begin") })
        let end = try #require(lines.firstIndex { $0.contains("// \(name) end") })
        return lines[(begin + 1)..<end].map { String($0.dropFirst(4)) }
    }

    @Test(arguments: ["README", "README payload"])
    func theREADMEAndTheLibraryPageShowTheSnippetsThatCompile(name: String) throws {
        let snippet = try Self.snippet(name).joined(separator: "\n")
        for page in ["README.md", "docs/library.md"] where name != "README" || page == "README.md" {
            let text = try String(
                contentsOf: KitClosureTests.repository.appendingPathComponent(page), encoding: .utf8)
            #expect(text.contains(snippet), "\(page)'s snippet differs from:\n\(snippet)")
        }
    }

    #if !(canImport(UIKit) && os(iOS))
        @MainActor
        @Test func theSnippetPutsTheItemOnThePasteboardAndOpensTheURL() throws {
            let directory = try ShareBundleRoundTripTests.scratch()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("share.bundle")
            let share = ShareBundleRoundTripTests.Share(
                background: "images/background-1080x1920.jpg", video: nil, sticker: nil, top: nil, link: nil,
                target: .instagram)
            _ = try ShareBundleRoundTripTests.write(share, to: file)
            let before = Date()
            try shareToStories(bundleURL: file)
            let item = try #require(UIPasteboard.general.items.first)
            #expect(item["com.instagram.sharedSticker.backgroundImage"] is Data)
            let expiry = try #require(UIPasteboard.general.options[.expirationDate] as? Date)
            #expect(expiry.timeIntervalSince(before) >= 300 && expiry.timeIntervalSince(before) < 330)
            // The last URL opened (the payload snippet's test opens the same one).
            #expect(
                UIApplication.shared.opened.last == URL(
                    string: "instagram-stories://share?source_application=1234567890")!
            )
        }

        @MainActor
        @Test func thePayloadSnippetSharesWhatTheAppDrew() async throws {
            let background = try Data(
                contentsOf: URL(fileURLWithPath: ShareBundleRoundTripTests.path("images/background-720x1280.jpg")))
            let sticker = try Data(
                contentsOf: URL(fileURLWithPath: ShareBundleRoundTripTests.path("images/sticker-512x512-alpha.png")))
            let before = Date()
            let result = await shareDrawnStory(background: background, sticker: sticker)
            #expect(result == .handedOver(warnings: []))
            let item = try #require(UIPasteboard.general.items.first)
            #expect(item["com.instagram.sharedSticker.backgroundImage"] as? Data == background)
            #expect(item["com.instagram.sharedSticker.stickerImage"] as? Data == sticker)
            let expiry = try #require(UIPasteboard.general.options[.expirationDate] as? Date)
            #expect(expiry.timeIntervalSince(before) >= 300 && expiry.timeIntervalSince(before) < 330)
            #expect(
                UIApplication.shared.opened.last == URL(
                    string: "instagram-stories://share?source_application=1234567890")!)
        }
    #endif
}
