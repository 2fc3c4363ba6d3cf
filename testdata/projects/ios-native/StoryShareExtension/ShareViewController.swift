import Social
import UIKit

/// Receives photos shared from other apps into StoryApp's library (it does not share to Stories).
class ShareViewController: SLComposeServiceViewController {
    override func isContentValid() -> Bool {
        true
    }

    override func didSelectPost() {
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
    }
}
