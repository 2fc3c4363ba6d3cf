import StoryshareKit

/// A source file that shares to Stories, as the rules see it: its share calls, and the App IDs the app's
/// sharing code gives (in this file or another).
public struct ShareCodeFacts: Sendable, Equatable {
    /// One share call of the file.
    public struct Call: Sendable, Equatable {
        /// The app the call shares to.
        public var target: ShareTarget
        /// Where the call is.
        public var location: SourceLocation
        /// How it shares (a library's call names the library), when known.
        public var api: ShareAPI?
        /// A call to `target` at `location`, through `api`.
        public init(target: ShareTarget, location: SourceLocation, api: ShareAPI? = nil) {
            self.target = target
            self.location = location
            self.api = api
        }
    }

    /// An App ID the sharing code gives.
    public struct AppID: Sendable, Equatable {
        /// The literal, or the name the scan could not follow.
        public var value: String
        /// Whether `value` is the ID as written, not a name the scan could not follow.
        public var isLiteral: Bool
        /// What carries it (`the URL's source_application`).
        public var carrier: String
        /// Where it is, when in this file.
        public var location: SourceLocation?
        /// `path:line`, when in another file.
        public var elsewhere: String?

        /// An App ID from its parts.
        public init(
            value: String, isLiteral: Bool, carrier: String, location: SourceLocation? = nil, elsewhere: String? = nil
        ) {
            self.value = value
            self.isLiteral = isLiteral
            self.carrier = carrier
            self.location = location
            self.elsewhere = elsewhere
        }
    }

    /// The file's share calls.
    public var calls: [Call]
    /// Every App ID the app's sharing code gives.
    public var appIDs: [AppID]
    /// Whether the app's Info.plist or manifest carries a Facebook App ID (the Facebook SDK reads it).
    public var appIDInAppFile: Bool
    /// The sharing libraries the codebase installs, with their versions (``Sharing/libraries``).
    public var libraries: [InstalledLibrary]
    /// The platforms of the apps the file's calls reach; empty when not known (the file judged alone).
    public var platforms: [Platform]

    /// The facts of a sharing file from its calls, App IDs, the libraries its codebase installs and the platforms
    /// of the apps it reaches.
    public init(
        calls: [Call], appIDs: [AppID] = [], appIDInAppFile: Bool = false, libraries: [InstalledLibrary] = [],
        platforms: [Platform] = []
    ) {
        self.calls = calls
        self.appIDs = appIDs
        self.appIDInAppFile = appIDInAppFile
        self.libraries = libraries
        self.platforms = platforms
    }
}
