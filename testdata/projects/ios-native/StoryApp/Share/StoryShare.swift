import UIKit

/// Shares the week's story card to Instagram Stories through the pasteboard, as Meta documents it.
enum StoryShare {
    /// StoryApp's Facebook App ID (Meta for Developers > App settings > Basic).
    private static let appID = "4409127735180066"

    static var canShareToInstagram: Bool {
        guard let url = URL(string: "instagram-stories://") else { return false }
        return UIApplication.shared.canOpenURL(url)
    }

    static func shareToInstagram() {
        guard let url = URL(string: "instagram-stories://share?source_application=\(Self.appID)"),
              UIApplication.shared.canOpenURL(url),
              let sticker = UIImage(named: "StoryStickerArt")?.pngData(),
              let bg = UIImage(named: "image")?.jpegData(compressionQuality: 0.9)
        else { return }

        UIPasteboard.general.setItems(
            [["com.instagram.sharedSticker.stickerImage": sticker,
              "com.instagram.sharedSticker.backgroundImage": bg]],
            options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
        )
        UIApplication.shared.open(url)
    }
}
