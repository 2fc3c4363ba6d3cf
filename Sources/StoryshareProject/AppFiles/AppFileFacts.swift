/// What storyshare knows about one of an app's files: what it says, or why it could not be read.
public enum AppFileFacts: Sendable, Equatable {
    case infoPlist(InfoPlistFacts)
    case androidManifest(AndroidManifestFacts)
    /// A source file that shares to Stories.
    case shareCode(ShareCodeFacts)
    /// The file could not be opened or read (missing, a directory, a FIFO, too large): why.
    case unreadable(AppFileKind, reason: String)
    /// The file is not what its kind must be (not a property list, not well-formed XML, no `<manifest>`):
    /// why, and where when the reader could tell.
    case malformed(AppFileKind, reason: String, at: SourceLocation?)

    /// What the file was taken for.
    public var kind: AppFileKind {
        switch self {
        case .infoPlist: .infoPlist
        case .androidManifest: .androidManifest
        case .shareCode: .shareCode
        case .unreadable(let kind, _), .malformed(let kind, _, _): kind
        }
    }
}
