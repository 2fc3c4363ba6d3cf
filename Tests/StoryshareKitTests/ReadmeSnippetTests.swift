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

struct ReadmeSnippetTests {
    static let source = URL(fileURLWithPath: #filePath)

    /// The snippet's lines, from this file.
    static func snippet() throws -> [String] {
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("// README begin") })
        let end = try #require(lines.firstIndex { $0.contains("// README end") })
        return lines[(begin + 1)..<end].map { String($0.dropFirst(4)) }
    }

    @Test func theREADMEShowsTheSnippetThatCompiles() throws {
        let readme = try String(
            contentsOf: KitClosureTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let snippet = try Self.snippet().joined(separator: "\n")
        #expect(readme.contains(snippet), "README's iOS snippet differs from:\n\(snippet)")
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
            #expect(
                UIApplication.shared.opened == [URL(string: "instagram-stories://share?source_application=1234567890")!]
            )
        }
    #endif
}
