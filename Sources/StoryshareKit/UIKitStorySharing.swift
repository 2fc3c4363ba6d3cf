#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import Foundation
    import UIKit

    // Not built or run in storyshare's own CI (Linux), nor on a device yet: UIKit's three calls, read whole.
    /// The system an iOS app shares through: the general pasteboard and the shared application.
    public struct UIKitStorySharing: StorySharingSystem {
        /// The system of the running app.
        public init() {}
        /// `UIApplication.shared.canOpenURL(url)`.
        public func canOpen(_ url: URL) -> Bool { UIApplication.shared.canOpenURL(url) }
        /// `UIPasteboard.general.setItems(items, options: [.expirationDate: expiry])`.
        public func setPasteboard(_ items: [[String: Any]], expiringAt expiry: Date) {
            UIPasteboard.general.setItems(items, options: [.expirationDate: expiry])
        }
        /// `UIApplication.shared.open(url)`.
        public func open(_ url: URL) async -> Bool { await UIApplication.shared.open(url) }
    }

    extension StoryPayload {
        /// Shares from the running app: ``share(through:infoDictionary:sharingAt:)`` with UIKit and its Info.plist.
        @MainActor
        public func share() async -> StoryShareResult {
            await share(through: UIKitStorySharing(), infoDictionary: Bundle.main.infoDictionary)
        }
    }

    extension ShareBundle {
        /// Puts the bundle's item on the general pasteboard, expiring `expiresIn` after `date` (now), and
        /// returns the URL to open next (`UIApplication.shared.open(_:)`).
        @MainActor
        @discardableResult
        public func copyToPasteboard(sharingAt date: Date = Date()) -> URL {
            UIKitStorySharing().setPasteboard(pasteboardItems, expiringAt: expirationDate(sharingAt: date))
            return url
        }
    }
#endif
