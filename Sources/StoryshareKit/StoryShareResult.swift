/// What ``StoryPayload/share(through:infoDictionary:sharingAt:)`` did: "our payload is wrong" or "they dropped it".
public enum StoryShareResult: Equatable, Sendable {
    /// The checks found these errors and nothing went on the pasteboard (a debug build stops at an assertion first).
    case payloadRejected([StoryFinding])
    /// `canOpenURL` said no: no Stories app, or the Info.plist lacks `scheme` in `LSApplicationQueriesSchemes`.
    case appUnavailable(scheme: String)
    /// The item was put on the pasteboard but iOS did not open the Stories URL.
    case openFailed
    /// The item is on the pasteboard (with its expiry) and the Stories app opened, with the findings that are not
    /// errors. If no story editor shows now, the other app dropped the item.
    case handedOver(warnings: [StoryFinding])
}
