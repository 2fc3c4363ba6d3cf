import Foundation

/// What sharing asks of the system: UIKit's pasteboard and application (``UIKitStorySharing``), or a test's stand-in.
@MainActor
public protocol StorySharingSystem {
    /// Whether the app may open `url` (`canOpenURL`: the Stories app is installed and its scheme is listed).
    func canOpen(_ url: URL) -> Bool
    /// Puts `items` on the general pasteboard, expiring at `expiry`.
    func setPasteboard(_ items: [[String: Any]], expiringAt expiry: Date)
    /// Opens `url`; whether the system did.
    func open(_ url: URL) async -> Bool
    /// Told a share's errors before it is refused; by default a debug build stops here (`assertionFailure`): a wrong
    /// payload is the app's bug.
    func payloadIsWrong(_ errors: [StoryFinding])
}

extension StorySharingSystem {
    /// Stops a debug build with the errors; a release build goes on to report them.
    public func payloadIsWrong(_ errors: [StoryFinding]) {
        assertionFailure("the Stories share is wrong:\n" + errors.map(\.description).joined(separator: "\n"))
    }
}
