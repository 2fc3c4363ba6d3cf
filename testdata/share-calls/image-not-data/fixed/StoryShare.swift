import UIKit

/// Shares the week's story card to Instagram Stories: the card drawn by the caller as the background, the app's
/// badge as the sticker.
enum StoryShare {
    /// StoryApp's Facebook App ID (Meta for Developers > App settings > Basic).
    private static let appID = "4409127735180066"

    static func shareToInstagram(card: UIImage) {
        guard let url = URL(string: "instagram-stories://share?source_application=\(Self.appID)"),
              UIApplication.shared.canOpenURL(url),
              let cardData = card.pngData()
        else { return }
        if let badge = UIImage(named: "StoryStickerArt")?.pngData() {
            UIPasteboard.general.setItems(
                [["com.instagram.sharedSticker.backgroundImage": cardData,
                  "com.instagram.sharedSticker.stickerImage": badge as Any]],
                options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
            )
        }
        UIApplication.shared.open(url)
    }
}
