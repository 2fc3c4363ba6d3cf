import StoryshareKit

/// Where a share gives the App ID.
public struct AppIDSource: Sendable, Equatable {
    /// The ID when it is a literal (or a constant of the same file holding one); what is written otherwise.
    public var value: String
    /// Whether ``value`` is the literal ID (else a name the scan could not follow).
    public var isLiteral: Bool
    /// How it reaches the app: the URL's `source_application`, an intent extra, a pasteboard key, a library's
    /// parameter.
    public var carrier: String
    /// Where it is given (and, for a constant, where the constant is).
    public var evidence: Evidence
    /// When a Swift share writes the value as an optional (`"…=\(appID)"` with `appID` declared `String?`), so the
    /// share carries `Optional("…")`: the expression and why it is one. `nil` when it is not, or cannot be told.
    public var optional: String?
    /// When the value is read from the app's own Info.plist (`Bundle.main.object(forInfoDictionaryKey: "K")`,
    /// `Bundle.main.infoDictionary?["K"]`, `[[NSBundle mainBundle] objectForInfoDictionaryKey:@"K"]`), directly or
    /// through a name one step away: the key K. The app the share belongs to says what its Info.plist holds there.
    public var infoPlistKey: String?
    /// When the value is a name the share passes and another file of the codebase sets (a constant, a Gradle
    /// `buildConfigField`, a committed `.env` line): where it is set. ``value`` is then that literal and ``evidence``
    /// stays at the share.
    public var definition: Evidence?
    /// When the value is a name the scan followed but cannot tell one value for (defined differently in several
    /// files, set at build time from a property or the environment, only an example file's value): why, naming where.
    /// The App ID is then undecided: said, never judged as the app's.
    public var undecided: String?

    /// An App ID `value` (a literal, or a name the scan could not follow) carried by `carrier`, found by `evidence`.
    public init(value: String, isLiteral: Bool, carrier: String, evidence: Evidence) {
        self.value = value
        self.isLiteral = isLiteral
        self.carrier = carrier
        self.evidence = evidence
    }
}
