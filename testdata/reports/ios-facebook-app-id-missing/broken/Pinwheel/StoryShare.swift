import UIKit

/// Shares the day's ride card to Facebook Stories through the pasteboard.
enum StoryShare {
    /// The App ID, from the FacebookAppID entry of Info.plist (as the Facebook SDK reads it).
    static var appID: String { Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String ?? "" }

    static func shareToFacebook(background: UIImage) {
        guard let url = URL(string: "facebook-stories://share"),
              UIApplication.shared.canOpenURL(url),
              let jpeg = background.jpegData(compressionQuality: 0.9)
        else { return }
        UIPasteboard.general.setItems(
            [["com.facebook.sharedSticker.appID": appID,
              "com.facebook.sharedSticker.backgroundImage": jpeg]],
            options: [.expirationDate: Date().addingTimeInterval(60 * 5)]
        )
        UIApplication.shared.open(url)
    }
}

/// The ride screen: its Share button sends the day's card.
final class RideViewController: UIViewController {
    let card = UIImageView()

    @objc func shareTapped() {
        if let image = card.image { StoryShare.shareToFacebook(background: image) }
    }
}
