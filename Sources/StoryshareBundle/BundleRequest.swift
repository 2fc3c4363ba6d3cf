import StoryshareKit
import StoryshareRules
import StoryshareSystem

/// What `storyshare bundle` was asked to make.
public struct BundleRequest: Sendable {
    /// App ID, asset paths, colours, link and target.
    public var draft: PayloadDraft
    /// Seconds from `createdAt` until the pasteboard item expires (platform: 5 minutes).
    public var expiresIn: Int
    /// Creation time, whole seconds since 1970 (from `--now`, `SOURCE_DATE_EPOCH` or the clock).
    public var createdAt: Int64

    /// A request for `draft`, expiring `expiresIn` seconds after `createdAt`.
    public init(draft: PayloadDraft, expiresIn: Int = 300, createdAt: Int64) {
        self.draft = draft
        self.expiresIn = expiresIn
        self.createdAt = createdAt
    }

    /// The longest expiry a bundle may carry: a year.
    public static let expiresInRange = 1...31_536_000

    /// `createdAt` from `now` (ISO 8601, as typed), else `SOURCE_DATE_EPOCH` (reproducible builds), else
    /// the clock; a failure says which of them is malformed or out of range.
    public static func creationTime(now: String?, environment: [String: String]) -> Result<Int64, CreationTimeError> {
        if let now {
            guard let seconds = BundleTime.parse(now) else { return .failure(.badNow(now)) }
            return .success(seconds)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch), seconds >= 0, seconds <= BundleTime.latest else {
                return .failure(.badSourceDateEpoch(epoch))
            }
            return .success(seconds)
        }
        return .success(BundleTime.now())
    }

    /// Why the request's times cannot make a bundle, or nil when they can: `expiresIn` must be 1 second to
    /// a year, and the creation and expiration times must lie in years 0001–9999, the dates every
    /// bundle carries (so a bundle that is written can always be read).
    public var timeProblem: CreationTimeError? {
        guard Self.expiresInRange.contains(expiresIn) else { return .badExpiresIn(expiresIn) }
        let (expiry, overflow) = createdAt.addingReportingOverflow(Int64(expiresIn))
        guard createdAt >= BundleTime.earliest, !overflow, expiry <= BundleTime.latest else {
            return .outOfRange(createdAt)
        }
        return nil
    }

    /// A creation time or expiry that cannot be used.
    public enum CreationTimeError: Error, Equatable, CustomStringConvertible {
        /// The creation time as typed is not an ISO 8601 UTC time.
        case badNow(String)
        /// `SOURCE_DATE_EPOCH` is not a whole, non-negative number of seconds up to year 9999.
        case badSourceDateEpoch(String)
        /// The expiry is not 1 second to a year.
        case badExpiresIn(Int)
        /// The creation time, or the expiry counted from it, lies outside years 0001–9999.
        case outOfRange(Int64)

        /// Which time is wrong and what it must be, for people.
        public var description: String {
            switch self {
            case .badNow(let text):
                "the creation time \(DisplayText.quoted(text)) is not an ISO 8601 UTC time like 2026-11-21T12:00:00Z"
            case .badSourceDateEpoch(let text):
                "SOURCE_DATE_EPOCH \(DisplayText.quoted(text)) is not a whole number of seconds from 0 to "
                    + "\(BundleTime.latest) (9999-12-31T23:59:59Z)"
            case .badExpiresIn(let seconds):
                "the expiry must be \(BundleRequest.expiresInRange.lowerBound) to "
                    + "\(BundleRequest.expiresInRange.upperBound) seconds, not \(seconds)"
            case .outOfRange(let seconds):
                "the creation time \(seconds) s since 1970, or the expiry counted from it, lies outside years "
                    + "0001-9999, which a bundle cannot carry"
            }
        }
    }
}
