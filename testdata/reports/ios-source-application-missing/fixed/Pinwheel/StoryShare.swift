import UIKit

/// Shares the day's ride card to Instagram Stories through the pasteboard.
enum StoryShare {
    /// Pinwheel's Facebook App ID (Meta for Developers > App settings > Basic).
    static let appID = "3902716485529174"

    static func shareToInstagram(sticker: UIImage) {
        guard let url = URL(string: "instagram-stories://share?source_application=\(appID)"),
              UIApplication.shared.canOpenURL(url),
              let png = sticker.pngData()
        else { return }
        UIPasteboard.general.setItems(
            [["com.instagram.sharedSticker.stickerImage": png,
              "com.instagram.sharedSticker.backgroundTopColor": "#264653",
              "com.instagram.sharedSticker.backgroundBottomColor": "#2A9D8F"]],
            options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
        )
        UIApplication.shared.open(url)
    }
}

/// The ride screen: its Share button sends the day's card.
final class RideViewController: UIViewController {
    let card = UIImageView()

    @objc func shareTapped() {
        if let image = card.image { StoryShare.shareToInstagram(sticker: image) }
    }
}
