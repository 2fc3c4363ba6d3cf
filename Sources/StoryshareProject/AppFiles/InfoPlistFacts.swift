/// What an Info.plist says about sharing to Stories, with where each thing is (XML plists; a binary plist has
/// no lines).
public struct InfoPlistFacts: Sendable, Equatable {
    /// The bundle an Info.plist describes: only an app's is judged by the iOS rules. An app extension (a share
    /// extension, a widget), a framework or a test bundle neither opens Facebook nor needs its App ID.
    public enum Bundle: Sendable, Equatable {
        case app
        /// The plist has `NSExtension`.
        case appExtension
        /// `CFBundlePackageType` names another kind than an application (`FMWK`, `BNDL`), or a watch app.
        case other(String)
    }

    /// `xml`, `binary` or `openstep`: the form it is written in.
    public var encoding: Encoding
    /// The top-level `<dict>`: where a missing key is to be added.
    public var root: SourceLocation?
    /// What the plist describes: only an app's is judged.
    public var bundle: Bundle
    /// `LSApplicationQueriesSchemes`, when present.
    public var queriesSchemes: InfoPlistEntry?
    /// Its string entries, in order (empty when it is absent or not an array).
    public var schemes: [Located<String>]
    /// `FacebookAppID`, when present.
    public var facebookAppID: InfoPlistEntry?
    /// Every top-level key's entry: what the app's code reads with `Bundle.main.object(forInfoDictionaryKey:)`.
    public var entries: [String: InfoPlistEntry] = [:]
    /// Keys a nested dictionary holds twice (the later value is the one read), each at its second `<key>`.
    public var duplicateKeys: [Located<String>] = []
    /// The Expo configuration the Info.plist is made from (`app.json`), when the facts are its `expo.ios`.
    public var expoConfig: String?
    /// What the Expo configuration sets that storyshare cannot read (a computed value, the app's own config plugin),
    /// as a phrase: a finding about what the configuration lacks is then said, not asserted.
    public var expoUndecided: String?
    /// The file whose keys the Info.plist is generated from (an XcodeGen spec's `info.properties`, a Tuist
    /// manifest's `.extendingDefault(with:)`), when the facts are those.
    public var generatedBy: String?
    /// The tool that generates it from that file: `XcodeGen` or `Tuist`.
    public var generator: String?

    /// The facts from their parts: an app's XML plist holding nothing the rules look for, by default.
    public init(
        encoding: Encoding = .xml, root: SourceLocation? = nil, bundle: Bundle = .app,
        queriesSchemes: InfoPlistEntry? = nil, schemes: [Located<String>] = [], facebookAppID: InfoPlistEntry? = nil
    ) {
        self.encoding = encoding
        self.root = root
        self.bundle = bundle
        self.queriesSchemes = queriesSchemes
        self.schemes = schemes
        self.facebookAppID = facebookAppID
    }
}
