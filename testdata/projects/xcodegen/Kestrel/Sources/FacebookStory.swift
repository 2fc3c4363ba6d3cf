import UIKit

/// Shares the flight card as a Facebook Stories background through the pasteboard.
enum FacebookStory {
    static let facebookAppID = "730418925563107"

    static func share() {
        guard let url = URL(string: "facebook-stories://share"),
            UIApplication.shared.canOpenURL(url),
            let background = UIImage(named: "StoryBackground")?.jpegData(compressionQuality: 0.9)
        else { return }
        let item: [String: Any] = [
            "com.facebook.sharedSticker.backgroundImage": background,
            "com.facebook.sharedSticker.appID": facebookAppID,
        ]
        UIPasteboard.general.setItems([item], options: [.expirationDate: Date().addingTimeInterval(300)])
        UIApplication.shared.open(url)
    }
}
