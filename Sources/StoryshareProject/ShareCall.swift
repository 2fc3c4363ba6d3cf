import StoryshareKit

/// One place the sources share to Stories.
public struct ShareCall: Sendable, Equatable {
    /// Facebook or Instagram.
    public var target: ShareTarget
    /// How.
    public var api: ShareAPI
    /// Where.
    public var evidence: Evidence
    /// The platform whose sources hold it; `nil` for shared sources (JavaScript, TypeScript, Dart).
    public var platform: Platform?
    /// Whether the file builds the shared URI from MediaStore (Android: no FileProvider needed).
    public var usesMediaStore: Bool

    /// A call that shares, as the scan found it.
    public init(
        target: ShareTarget, api: ShareAPI, evidence: Evidence, platform: Platform? = nil,
        usesMediaStore: Bool = false
    ) {
        self.target = target
        self.api = api
        self.evidence = evidence
        self.platform = platform
        self.usesMediaStore = usesMediaStore
    }
}
