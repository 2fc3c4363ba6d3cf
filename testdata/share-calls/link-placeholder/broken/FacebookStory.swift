import UIKit

/// Shares a finished route to Facebook Stories with a link back to it.
enum FacebookStory {
    static func share(route: Data) {
        let items: [[String: Any]] = [[
            "com.facebook.sharedSticker.appID": "4409127735180066",
            "com.facebook.sharedSticker.backgroundImage": route,
            "com.facebook.sharedSticker.contentURL": "https://example.com/routes/latest",
        ]]
        UIPasteboard.general.setItems(items, options: [:])
        UIApplication.shared.open(URL(string: "facebook-stories://share")!)
    }
}

/// The screen whose button shares the route.
final class RouteViewController: UIViewController {
    var route = Data()

    @IBAction func shareTapped(_ sender: Any) {
        FacebookStory.share(route: route)
    }
}
