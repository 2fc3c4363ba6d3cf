import Foundation
import StoryshareBundle
import StoryshareKit
import Testing

/// A payload built at run time gives what a bundle of the same share holds, and checks itself with the
/// command line's rules.
struct StoryPayloadTests {
    static func asset(_ relative: String?) throws -> StoryAsset? {
        try relative.map { StoryAsset(try Data(contentsOf: URL(fileURLWithPath: ShareBundleRoundTripTests.path($0)))) }
    }

    static func payload(_ share: ShareBundleRoundTripTests.Share) throws -> StoryPayload {
        var payload = StoryPayload(target: share.target, appID: "1234567890")
        payload.backgroundImage = try asset(share.background)
        // A video is given as a file, as an app exports one.
        payload.backgroundVideo = share.video.map {
            StoryAsset(file: URL(fileURLWithPath: ShareBundleRoundTripTests.path($0)))
        }
        payload.sticker = try asset(share.sticker)
        payload.topColor = share.top
        payload.contentURL = share.link
        return payload
    }

    @Test(arguments: ShareBundleRoundTripTests.shares)
    func aBuiltPayloadIsTheBundleOfTheSameShare(share: ShareBundleRoundTripTests.Share) throws {
        let directory = try ShareBundleRoundTripTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("share.bundle")
        _ = try ShareBundleRoundTripTests.write(share, to: file)
        let bundle = try ShareBundle(contentsOf: file)
        let payload = try Self.payload(share)
        #expect(try payload.pasteboardItem() == bundle.item)
        #expect(payload.url?.absoluteString == bundle.urlString)
        #expect(payload.url == bundle.url)
        #expect(payload.expiresIn == bundle.expiresIn)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(payload.expirationDate(sharingAt: now) == bundle.expirationDate(sharingAt: now))
        #expect(try payload.pasteboardItems().count == 1)
        #expect(payload.check().filter { $0.severity == .error }.isEmpty, "\(payload.check())")
    }

    @Test func aGoodShareHasNoFindings() throws {
        var payload = StoryPayload(target: .facebook, appID: "1234567890")
        payload.backgroundImage = try Self.asset("images/background-1080x1920.png")
        payload.sticker = try Self.asset("images/sticker-512x512-alpha.png")
        payload.contentURL = "https://example.com/story/1"
        #expect(payload.check().isEmpty)
        let info: [String: Any] = ["LSApplicationQueriesSchemes": ["facebook-stories"], "FacebookAppID": "1234567890"]
        #expect(payload.check(infoDictionary: info).isEmpty)
    }

    @Test func aSmallStickerIsFoundWithTheRulesWords() throws {
        var payload = StoryPayload(target: .instagram, appID: "1234567890")
        payload.sticker = try Self.asset("images/sticker-too-small-300x300.png")
        let findings = payload.check()
        let small = try #require(findings.first { $0.rule == .imageTooSmall })
        #expect(small.subject == "sticker")
        #expect(small.severity == .error)
        #expect(small.rule.platformErrorCode == 102)
        #expect(
            small.message
                == "image is 300x300 px: both sides are under 480 px; the platform needs at least 480x480 (error 102). "
                + "Export it at 480 px or more on each side.")
        #expect(small.description.hasPrefix("error [image-too-small] sticker: image is 300x300 px"))
    }

    @Test func theWrongPartsOfAPayloadAreNamed() throws {
        var payload = StoryPayload(target: .instagram, appID: "YOUR_APP_ID")
        payload.backgroundImage = try Self.asset("images/jpeg-named-as.png").map {
            StoryAsset(try $0.data(), name: "background.png")
        }
        payload.topColor = "#FF000080"
        payload.contentURL = "javascript:alert(1)"
        let rules = Set(payload.check().map(\.rule))
        #expect(
            rules.isSuperset(of: [
                .appIDInvalid, .colorInvalid, .colorHalfSpecified, .colorIgnored, .contentURLInvalid,
                .formatExtensionMismatch,
            ]), "\(payload.check())")
        let empty = StoryPayload(target: .facebook, appID: " ")
        #expect(Set(empty.check().map(\.rule)) == [.appIDMissing, .noAsset])
    }

    @Test func theInfoPlistIsCheckedOnTheDevice() throws {
        var payload = StoryPayload(target: .instagram, appID: "1234567890")
        payload.sticker = try Self.asset("images/sticker-512x512-alpha.png")
        #expect(
            payload.check(infoDictionary: [:]).map(\.message) == [
                "no LSApplicationQueriesSchemes: canOpenURL(instagram-stories://) returns false, so the share sends "
                    + "people to the App Store or says the app is not installed. Add to the top-level <dict>: "
                    + "<key>LSApplicationQueriesSchemes</key><array><string>instagram-stories</string></array>"
            ])
        let lacking = payload.check(infoDictionary: ["LSApplicationQueriesSchemes": ["facebook-stories"]])
        #expect(lacking.map(\.rule) == [.iosQuerySchemeMissing])
        #expect(lacking.first?.message.hasPrefix("LSApplicationQueriesSchemes lacks instagram-stories:") == true)
        let notArray = payload.check(infoDictionary: ["LSApplicationQueriesSchemes": "instagram-stories"])
        #expect(notArray.first?.message.hasPrefix("LSApplicationQueriesSchemes is a string, not an array") == true)
        let other = payload.check(
            infoDictionary: ["LSApplicationQueriesSchemes": ["Instagram-Stories"], "FacebookAppID": "1111111111"])
        #expect(other.map(\.rule) == [.appIDMismatch])
        #expect(other.first?.message.hasPrefix("FacebookAppID is 1111111111, but the app's ID is 1234567890") == true)
    }

    @Test func colourTextsAreNormalisedOnThePasteboard() throws {
        var payload = StoryPayload(target: .facebook, appID: "1234567890")
        payload.sticker = try Self.asset("images/sticker-512x512-alpha.png")
        payload.topColor = "rgb(255, 0, 136)"
        payload.bottomColor = "#abc"
        let item = try payload.pasteboardItem()
        #expect(item["com.facebook.sharedSticker.backgroundTopColor"] == .string("#FF0088"))
        #expect(item["com.facebook.sharedSticker.backgroundBottomColor"] == .string("#AABBCC"))
        #expect(item["com.facebook.sharedSticker.appID"] == .string("1234567890"))
        #expect(payload.url?.absoluteString == "facebook-stories://share")
    }

    @Test func anUnreadableVideoFileIsAFinding() {
        var payload = StoryPayload(target: .facebook, appID: "1234567890")
        payload.backgroundVideo = StoryAsset(file: URL(fileURLWithPath: "/nonexistent/clip.mp4"))
        let findings = payload.check()
        #expect(findings.map(\.rule) == [.fileUnreadable])
        #expect(findings.first?.message.hasPrefix("cannot be read: no such file.") == true)
        #expect(throws: (any Error).self) { try payload.pasteboardItem() }
    }
}
