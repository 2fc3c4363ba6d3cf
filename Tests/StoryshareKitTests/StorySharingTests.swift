import Foundation
import StoryshareKit
import Testing

/// `share(through:)` over a system that records what it is asked: what reaches the pasteboard and the URL, and
/// the result that tells a wrong payload from a Stories app that is not there.
@MainActor
struct StorySharingTests {
    @MainActor
    final class RecordingSystem: StorySharingSystem {
        var installed = true
        var opens = true
        private(set) var items: [[String: Any]] = []
        private(set) var expiry: Date?
        private(set) var opened: [URL] = []
        private(set) var refused: [StoryFinding] = []

        func canOpen(_ url: URL) -> Bool { installed }
        func setPasteboard(_ items: [[String: Any]], expiringAt expiry: Date) {
            self.items = items
            self.expiry = expiry
        }
        func open(_ url: URL) async -> Bool {
            opened.append(url)
            return opens
        }
        func payloadIsWrong(_ errors: [StoryFinding]) { refused = errors }
    }

    static let info: [String: Any] = ["LSApplicationQueriesSchemes": ["instagram-stories"]]

    static func payload() throws -> StoryPayload {
        var payload = StoryPayload(target: .instagram, appID: "1234567890")
        payload.backgroundImage = try StoryPayloadTests.asset("images/background-1080x1920.jpg")
        return payload
    }

    @Test func aGoodShareIsHandedOver() async throws {
        let system = RecordingSystem()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let result = try await Self.payload().share(through: system, infoDictionary: Self.info, sharingAt: now)
        #expect(result == .handedOver(warnings: []))
        #expect(system.items.count == 1)
        #expect(system.items.first?["com.instagram.sharedSticker.backgroundImage"] is Data)
        #expect(system.expiry == now.addingTimeInterval(300))
        #expect(system.opened == [URL(string: "instagram-stories://share?source_application=1234567890")!])
    }

    @Test func aWrongPayloadGoesNowhere() async throws {
        let system = RecordingSystem()
        var payload = try Self.payload()
        payload.appID = "YOUR_APP_ID"
        let result = await payload.share(through: system, infoDictionary: Self.info)
        guard case .payloadRejected(let errors) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(errors.map(\.rule) == [.appIDInvalid])
        #expect(system.refused == errors)
        #expect(system.items.isEmpty && system.opened.isEmpty)
        // The scheme missing from the Info.plist is the app's error too: canOpenURL would say no.
        let unlisted = try await Self.payload().share(through: system, infoDictionary: [:])
        guard case .payloadRejected(let missing) = unlisted else {
            Issue.record("\(unlisted)")
            return
        }
        #expect(missing.map(\.rule) == [.iosQuerySchemeMissing])
    }

    @Test func anAbsentAppIsNotAWrongPayload() async throws {
        let system = RecordingSystem()
        system.installed = false
        #expect(
            try await Self.payload().share(through: system, infoDictionary: Self.info)
                == .appUnavailable(scheme: "instagram-stories"))
        #expect(system.items.isEmpty && system.opened.isEmpty)
        system.installed = true
        system.opens = false
        #expect(try await Self.payload().share(through: system, infoDictionary: Self.info) == .openFailed)
        #expect(system.items.count == 1)
    }

    @Test func warningsComeAlong() async throws {
        let system = RecordingSystem()
        var payload = try Self.payload()
        payload.topColor = "#FF0000"
        let result = await payload.share(through: system, infoDictionary: Self.info)
        #expect(result == .handedOver(warnings: payload.check(infoDictionary: Self.info)))
        #expect(payload.check(infoDictionary: Self.info).map(\.rule) == [.colorHalfSpecified, .colorIgnored])
    }
}
