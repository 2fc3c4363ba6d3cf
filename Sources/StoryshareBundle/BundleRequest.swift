import StoryshareRules

/// What `storyshare bundle` was asked to make.
public struct BundleRequest: Sendable {
    /// App ID, asset paths, colours, link and target.
    public var draft: PayloadDraft
    /// Seconds from `createdAt` until the pasteboard item expires (platform: 5 minutes).
    public var expiresIn: Int
    /// Creation time, whole seconds since 1970 (from `--now`, `SOURCE_DATE_EPOCH` or the clock).
    public var createdAt: Int64

    public init(draft: PayloadDraft, expiresIn: Int = 300, createdAt: Int64) {
        self.draft = draft
        self.expiresIn = expiresIn
        self.createdAt = createdAt
    }

    /// `createdAt` from `--now` (ISO 8601), else `SOURCE_DATE_EPOCH` (reproducible builds), else the clock.
    /// Returns `nil` with a reason when one of them is malformed.
    public static func creationTime(now: String?, environment: [String: String]) -> Result<Int64, CreationTimeError> {
        if let now {
            guard let seconds = BundleTime.parse(now) else { return .failure(.badNow(now)) }
            return .success(seconds)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch), seconds >= 0 else { return .failure(.badSourceDateEpoch(epoch)) }
            return .success(seconds)
        }
        return .success(BundleTime.now())
    }

    /// A creation time that could not be read.
    public enum CreationTimeError: Error, Equatable, CustomStringConvertible {
        case badNow(String)
        case badSourceDateEpoch(String)

        public var description: String {
            switch self {
            case .badNow(let text): "--now \"\(text)\" is not an ISO 8601 UTC time like 2026-11-21T12:00:00Z"
            case .badSourceDateEpoch(let text): "SOURCE_DATE_EPOCH \"\(text)\" is not a whole number of seconds"
            }
        }
    }
}
