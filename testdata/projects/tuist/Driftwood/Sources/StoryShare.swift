import UIKit

/// Puts today's find on the pasteboard as an Instagram Stories sticker and opens Instagram.
enum StoryShare {
    private static let appID = "5520913847106623"

    static func shareToInstagram() {
        guard let url = URL(string: "instagram-stories://share?source_application=\(appID)"),
            UIApplication.shared.canOpenURL(url),
            let sticker = UIImage(named: "StorySticker")?.pngData()
        else { return }
        let item: [String: Any] = [
            "com.instagram.sharedSticker.stickerImage": sticker,
            "com.instagram.sharedSticker.backgroundTopColor": "#0B3C5D",
            "com.instagram.sharedSticker.backgroundBottomColor": "#F2C14E",
        ]
        UIPasteboard.general.setItems([item], options: [.expirationDate: Date().addingTimeInterval(300)])
        UIApplication.shared.open(url)
    }
}
