import Foundation

extension StoryPayload {
    /// Shares the story through `system`: checks it against the app's Info.plist, asks `canOpenURL`, puts the item
    /// on the pasteboard expiring ``expiresIn`` after `date`, opens the Stories URL, and says what happened. A
    /// share with errors goes no further than ``StorySharingSystem/payloadIsWrong(_:)``.
    @MainActor
    public func share(
        through system: some StorySharingSystem, infoDictionary: [String: Any]?, sharingAt date: Date = Date()
    ) async -> StoryShareResult {
        let findings = check(infoDictionary: infoDictionary)
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else {
            system.payloadIsWrong(errors)
            return .payloadRejected(errors)
        }
        guard let url, system.canOpen(url) else { return .appUnavailable(scheme: target.urlScheme) }
        let items: [[String: Any]]
        do {
            items = try pasteboardItems()
        } catch {
            let unreadable = StoryMessage.fileUnreadable(reason: error.localizedDescription)
            return .payloadRejected([StoryFinding(.fileUnreadable, "background video", unreadable)])
        }
        system.setPasteboard(items, expiringAt: expirationDate(sharingAt: date))
        return await system.open(url) ? .handedOver(warnings: findings) : .openFailed
    }
}
