#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import Foundation
    import UIKit

    // Not built or run in storyshare's own CI (Linux): kept to these few lines so it can be read whole.
    extension ShareBundle {
        /// Puts the bundle's item on the general pasteboard, expiring `expiresIn` after `date` (now), and
        /// returns the URL to open next (`UIApplication.shared.open(_:)`).
        @MainActor
        @discardableResult
        public func copyToPasteboard(sharingAt date: Date = Date()) -> URL {
            UIPasteboard.general.setItems(
                pasteboardItems, options: [.expirationDate: expirationDate(sharingAt: date)])
            return url
        }
    }
#endif
