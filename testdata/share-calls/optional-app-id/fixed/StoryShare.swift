import UIKit

/// Shares the week's story card to Instagram Stories through the pasteboard, as Meta documents it.
enum StoryShare {
    /// StoryApp's Facebook App ID, from the Info.plist the build fills in per configuration.
    private static let appID = Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String

    static var canShareToInstagram: Bool {
        guard let url = URL(string: "instagram-stories://") else { return false }
        return UIApplication.shared.canOpenURL(url)
    }

    static func shareToInstagram() {
        guard let appID = Self.appID,
              let url = URL(string: "instagram-stories://share?source_application=\(appID)"),
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

    /// The same share for a story a widget picked, with the App ID the caller read.
    static func shareWidgetStory(_ image: Data, appID: String?) {
        let link = "instagram-stories://share?source_application=\(appID ?? "")"
        guard let url = URL(string: link) else { return }
        UIPasteboard.general.setItems(
            [["com.instagram.sharedSticker.backgroundImage": image]],
            options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
        )
        UIApplication.shared.open(url)
    }
}

/// The share button of the story a widget picked.
final class WidgetShareButton: UIButton {
    var storyImage = Data()

    @objc func shareTapped() {
        let appID = Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String
        StoryShare.shareWidgetStory(storyImage, appID: appID)
    }
}
