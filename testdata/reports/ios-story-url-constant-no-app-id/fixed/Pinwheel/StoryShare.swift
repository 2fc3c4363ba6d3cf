import UIKit

/// The URLs Pinwheel opens to share outside the app.
enum ShareURL {
    static let instagramStories = "instagram-stories://share?source_application=\(Bundle.main.instagramAppID)"
}

extension Bundle {
    /// Pinwheel's Facebook App ID, kept in the Info.plist under InstagramAppID.
    var instagramAppID: String {
        object(forInfoDictionaryKey: "InstagramAppID") as? String ?? ""
    }
}

/// Shares the day's ride card to Instagram Stories through the pasteboard.
enum StoryShare {
    static func shareToInstagram(sticker: UIImage) {
        guard let url = URL(string: ShareURL.instagramStories),
              UIApplication.shared.canOpenURL(url),
              let png = sticker.pngData()
        else { return }
        UIPasteboard.general.setItems(
            [["com.instagram.sharedSticker.stickerImage": png,
              "com.instagram.sharedSticker.backgroundTopColor": "#3D405B",
              "com.instagram.sharedSticker.backgroundBottomColor": "#81B29A"]],
            options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
        )
        UIApplication.shared.open(url)
    }
}

/// The memories screen: its Share button sends the day's card.
final class MemoryViewController: UIViewController {
    let card = UIImageView()

    @objc func shareTapped() {
        if let image = card.image { StoryShare.shareToInstagram(sticker: image) }
    }
}
