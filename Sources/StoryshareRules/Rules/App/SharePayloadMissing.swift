import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// A share that opens the Stories URL (`instagram-stories://share`, `facebook-stories://share`) where nothing in
    /// the app's sharing code sets a pasteboard item, an intent or a library call that carries the image: the other
    /// app opens with nothing of this app's in it. Meta's Sharing to Stories pages require a background, a sticker
    /// or both. Judged only when every share of the codebase only opens the URL, so an item set in another file of
    /// the same codebase counts.
    public static let sharePayloadMissing = AppFileRule(
        RuleDescription(
            id: "share-payload-missing",
            summary: "A share opens the Stories URL, but nothing in the app's sharing code puts a background or "
                + "sticker on the pasteboard (or in an intent or a library's call) for it to carry.",
            defaultSeverity: .warning, appliesTo: "the sharing code the app model finds",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.shareURL(.instagram, sendsFiles: false),
            Example.shareURL(.facebook, sendsFiles: false),
        ],
        nonTriggering: [
            // A pasteboard item in the codebase (in this file or another) carries the image.
            Example.shareURL(.instagram, sendsFiles: true),
            // Not a URL: a library's call or an intent carries its image itself.
            Example.shareCall(),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts, file.sharing?.sendsFiles == false else { return [] }
        return code.calls.filter { $0.api == .urlScheme }.map { call in
            return LocatedMessage(
                "the share opens \(call.target.urlScheme)://share but nothing in the app's sharing code puts a background "
                    + "or sticker on the pasteboard for it: \(call.target.displayName) opens its Stories camera with "
                    + "nothing of this app's in it. Set the items first (com.\(call.target.rawValue).sharedSticker.backgroundImage or .stickerImage, "
                    + "with the App ID and an expiry), then open the URL.", at: call.location)
        }
    }
}
