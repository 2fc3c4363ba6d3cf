import StoryshareKit

/// The one choice of which targets' rules judge a file or an app: the targets the user forces, else the target
/// the configuration names, else the targets the app model found the code using, else Facebook.
public struct TargetChoice: Sendable, Equatable {
    /// Targets the user named for this run (`--target`): every file and app is judged for them.
    public var forced: [ShareTarget]?
    /// The configuration's `target`: where the apps that share go, when the user named none.
    public var configured: ShareTarget?

    /// A choice with the targets forced (none: the model decides) and the configuration's target.
    public init(forced: [ShareTarget]? = nil, configured: ShareTarget? = nil) {
        self.forced = forced?.isEmpty == true ? nil : forced
        self.configured = configured
    }

    /// Whether the user or the configuration names the targets, overriding what the model found.
    public var isNamed: Bool { forced != nil || configured != nil }

    /// The targets for a file or an app whose code the model found sharing to `found` (none when the model
    /// found no app for it), in the platform's order (Facebook, then Instagram).
    public func targets(found: [ShareTarget]?) -> [ShareTarget] {
        if let forced { return forced }
        if let configured { return [configured] }
        if let found, !found.isEmpty { return found }
        return [.facebook]
    }

    /// The one target whose rules a file is rewritten to meet: Instagram's, the stricter, when it is among the
    /// targets chosen.
    public func strictest(found: [ShareTarget]?) -> ShareTarget {
        let targets = targets(found: found)
        return targets.contains(.instagram) ? .instagram : targets.first ?? .facebook
    }
}

extension TargetChoice {
    /// The targets every app is judged for when they are named (doctor's `--target`): one, or both.
    public enum Named: String, CaseIterable, Sendable {
        case facebook, instagram, both

        /// The targets named, Facebook first.
        public var targets: [ShareTarget] {
            switch self {
            case .facebook: [.facebook]
            case .instagram: [.instagram]
            case .both: [.facebook, .instagram]
            }
        }
    }
}
