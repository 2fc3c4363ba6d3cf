/// What ``StoryPayload/share(through:infoDictionary:sharingAt:)`` did, so that "our payload is wrong" and "the other app
/// did not take it" are told apart.
public enum StoryShareResult: Equatable, Sendable {
    /// The share is wrong: the checks found these errors, and nothing was put on the pasteboard. (A debug build
    /// stops at an assertion first.)
    case payloadRejected([StoryFinding])
    /// `canOpenURL` said no: the Stories app is not installed, or the app's Info.plist does not list `scheme`
    /// under `LSApplicationQueriesSchemes`.
    case appUnavailable(scheme: String)
    /// The item was put on the pasteboard but iOS did not open the Stories URL.
    case openFailed
    /// The item is on the pasteboard (with its expiry) and the Stories app was opened; the findings that are not
    /// errors came along. If no story editor shows now, the other app dropped the item.
    case handedOver(warnings: [StoryFinding])
}
