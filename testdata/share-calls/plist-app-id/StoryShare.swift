import UIKit

/// Shares the week's story card to Instagram Stories through the pasteboard, with the App ID the Info.plist holds.
enum StoryShare {
    /// StoryApp's Meta App ID, from the Info.plist the build fills in per configuration.
    private static var appID: String { Bundle.main.object(forInfoDictionaryKey: "META_APP_ID") as? String ?? "" }

    static var canShareToInstagram: Bool {
        guard let url = URL(string: "instagram-stories://") else { return false }
        return UIApplication.shared.canOpenURL(url)
    }

    static func shareToInstagram() {
        guard let url = URL(string: "instagram-stories://share?source_application=\(appID)"),
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
