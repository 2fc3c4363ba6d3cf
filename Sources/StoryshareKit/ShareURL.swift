/// The URL an app opens after putting the item on the pasteboard, as Meta documents it.
public enum ShareURL {
    /// `facebook-stories://share`, or `instagram-stories://share?source_application=APP_ID`.
    public static func url(target: ShareTarget, appID: String) -> String {
        switch target {
        case .facebook: "\(target.urlScheme)://share"
        case .instagram: "\(target.urlScheme)://share?source_application=\(appID)"
        }
    }

    /// Whether `url` is the target's URL: exactly Facebook's, or Instagram's with an app ID of ASCII
    /// digits (whose length the app ID rules judge) and nothing else.
    public static func isURL(_ url: String, of target: ShareTarget) -> Bool {
        let prefix = self.url(target: target, appID: "")
        guard target == .instagram else { return url.utf8.elementsEqual(prefix.utf8) }
        guard url.hasPrefix(prefix) else { return false }
        let id = url.utf8.dropFirst(prefix.utf8.count)
        return !id.isEmpty && id.allSatisfy { (0x30...0x39).contains($0) }
    }
}
