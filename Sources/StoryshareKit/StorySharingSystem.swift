import Foundation

/// What sharing asks of the system: on iOS UIKit's pasteboard and application (``UIKitStorySharing``), in a
/// test a stand-in that records what it is asked.
@MainActor
public protocol StorySharingSystem {
    /// Whether the app may open `url` (`canOpenURL`: the Stories app is installed and its scheme is listed).
    func canOpen(_ url: URL) -> Bool
    /// Puts `items` on the general pasteboard, expiring at `expiry`.
    func setPasteboard(_ items: [[String: Any]], expiringAt expiry: Date)
    /// Opens `url`; whether the system did.
    func open(_ url: URL) async -> Bool
    /// Told the errors of a share before it is refused. By default a debug build stops here
    /// (`assertionFailure`): a wrong payload is the app's bug.
    func payloadIsWrong(_ errors: [StoryFinding])
}

extension StorySharingSystem {
    /// Stops a debug build with the errors; a release build goes on to report them.
    public func payloadIsWrong(_ errors: [StoryFinding]) {
        assertionFailure("the Stories share is wrong:\n" + errors.map(\.description).joined(separator: "\n"))
    }
}
