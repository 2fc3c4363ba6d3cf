import UIKit

/// Our own share screen: a card view laid out off screen, rendered to an image, shared to Instagram Stories; the
/// same card, with another badge, copied for a messenger.
final class StoryCardSharing {
    let appID = "135792468013579"

    func shareToStories(title: String) {
        guard let storiesURL = URL(string: "instagram-stories://share?source_application=\(appID)") else { return }
        let cardView = StoryCardView(frame: CGRect(x: 0, y: 0, width: 1080, height: 1920))
        cardView.badgeImageView.image = UIImage(named: "StoriesBadge")
        cardView.titleLabel.text = title
        cardView.layoutIfNeeded()

        UIGraphicsBeginImageContextWithOptions(cardView.bounds.size, false, 0)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        cardView.layer.render(in: context)
        guard let image = UIGraphicsGetImageFromCurrentImageContext(),
            let imageData = image.pngData()
        else {
            UIGraphicsEndImageContext()
            return
        }
        UIGraphicsEndImageContext()

        let items: [String: Any] = ["com.instagram.sharedSticker.backgroundImage": imageData]
        UIPasteboard.general.setItems([items], options: [.expirationDate: Date().addingTimeInterval(300)])
        UIApplication.shared.open(storiesURL)
    }

    func copyForMessenger(title: String) {
        let cardView = StoryCardView(frame: CGRect(x: 0, y: 0, width: 1080, height: 1080))
        let image = UIImage(named: "MessengerBadge")
        cardView.badgeImageView.image = image
        cardView.titleLabel.text = title
        UIPasteboard.general.image = image
    }
}
