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
        /// Whether the call gives an App ID: `true` when it passes one (a literal or a name), `false` when it
        /// passes none where one is taken, `nil` when the reader could not tell.
        public var givesAppID: Bool?
        /// The library the call goes through when it has no App ID option at all.
        public var libraryWithoutAppID: String?
        /// How the call shares (`react-native-share`, `the Stories intent`).
        public var via: String
        /// What else the call passes: background, sticker, colours, link.
        public var values: [Value]
        /// Where an Android intent passes a sticker URI that nothing in the file grants to the target's app.
        public var ungrantedURI: SourceLocation?
        /// Whether the call is an Android intent (native Android code).
        public var isIntent: Bool

        /// How it shares (a library's call names the library), when known.
        public var api: ShareAPI?
        /// When the call reads its App ID from a key of its app's Info.plist that the Info.plist does not hold: the
        /// key and that Info.plist (the call then gives no App ID: ``givesAppID`` is `false`).
        public var missingInfoPlistKey: InfoPlistKey?

        /// A call to `target` at `location` through `api`, giving an App ID as `givesAppID` says.
        public init(
            target: ShareTarget, location: SourceLocation, givesAppID: Bool? = true, libraryWithoutAppID: String? = nil,
            via: String = "the share", values: [Value] = [], ungrantedURI: SourceLocation? = nil,
            isIntent: Bool = false,
            api: ShareAPI? = nil
        ) {
            self.api = api
            self.target = target
            self.location = location
            self.givesAppID = givesAppID
            self.libraryWithoutAppID = libraryWithoutAppID
            self.via = via
            self.values = values
            self.ungrantedURI = ungrantedURI
            self.isIntent = isIntent
        }
    }

    /// A value a share call passes (other than its App ID).
    public struct Value: Sendable, Equatable {
        /// What it is.
        public var parameter: ShareParameter
        /// The literal (followed one step where a name holds one), or the name or expression written.
        public var text: String
        /// Whether `text` is a literal.
        public var isLiteral: Bool
        /// The expression as written.
        public var expression: String
        /// For a name: the expression assigned to it, one step (`Uri.fromFile(…)`).
        public var origin: String?
        /// Where it is, when in this file.
        public var location: SourceLocation?
        /// Where it is set (`path:line`), when in another file (a constant of the module it imports).
        public var setElsewhere: String?
        /// For an image a Swift share puts on the pasteboard as a `UIImage` rather than its data: the line that says
        /// it is one (the value, or the declaration of the name passed).
        public var imageObjectLine: Int?

        /// A value from its parts.
        public init(
            parameter: ShareParameter, text: String, isLiteral: Bool, expression: String? = nil, origin: String? = nil,
            location: SourceLocation? = nil, setElsewhere: String? = nil, imageObjectLine: Int? = nil
        ) {
            self.origin = origin
            self.imageObjectLine = imageObjectLine
            self.setElsewhere = setElsewhere
            self.parameter = parameter
            self.text = text
            self.isLiteral = isLiteral
            self.expression = expression ?? text
            self.location = location
        }
    }

    /// An image the sharing code names for its share (`UIImage(named: "StoryBg")`) that no image set or file of the
    /// codebase holds.
    public struct MissingAsset: Sendable, Equatable {
        /// The name written.
        public var name: String
        /// Where.
        public var location: SourceLocation

        /// `name`, written at `location`.
        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
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
        /// When the share writes the value as an optional (`Optional("…")`): the expression and why it is one.
        public var optional: String?
        /// When the value is read from the app's Info.plist: the key and where the Info.plist holds it (``value``
        /// is then what the Info.plist holds, a build setting `$(NAME)` included).
        public var infoPlist: InfoPlistKey?
        /// When the share passes a name another file sets (a constant, a Gradle `buildConfigField`, a `.env` line):
        /// `path:line` where it is set (``value`` is then that literal, or still the name when ``undecided``).
        public var definition: String?
        /// When the name cannot be followed to one value the app builds with (set two ways, set at build time, only
        /// an example file's value): why.
        public var undecided: String?

        /// An App ID from its parts.
        public init(
            value: String, isLiteral: Bool, carrier: String, location: SourceLocation? = nil, elsewhere: String? = nil,
            optional: String? = nil
        ) {
            self.optional = optional
            self.value = value
            self.isLiteral = isLiteral
            self.carrier = carrier
            self.location = location
            self.elsewhere = elsewhere
        }
    }

    /// A key of an app's Info.plist that a share reads its App ID from (`Bundle.main.object(forInfoDictionaryKey:)`).
    public struct InfoPlistKey: Sendable, Equatable {
        /// The key (`META_APP_ID`).
        public var key: String
        /// The Info.plist: its path, with `:line` where it holds the key.
        public var plist: String

        /// `key` of the Info.plist at `plist`.
        public init(key: String, plist: String) {
            self.key = key
            self.plist = plist
        }
    }

    /// The file's share calls.
    public var calls: [Call]
    /// Every App ID the app's share calls give.
    public var appIDs: [AppID]
    /// Whether the app's Info.plist or manifest carries a Facebook App ID (the Facebook SDK reads it).
    public var appIDInAppFile: Bool
    /// The sharing libraries the codebase installs, with their versions (``Sharing/libraries``).
    public var libraries: [InstalledLibrary]
    /// The platforms of the apps the file's calls reach; empty when not known (the file judged alone).
    public var platforms: [Platform]
    /// The images the file names for its share that the codebase does not hold.
    public var missingAssets: [MissingAsset] = []

    /// The facts of a sharing file from its calls, App IDs, the libraries its codebase installs and the platforms
    /// of the apps it reaches.
    public init(
        calls: [Call], appIDs: [AppID] = [], appIDInAppFile: Bool = false, libraries: [InstalledLibrary] = [],
        platforms: [Platform] = [], missingAssets: [MissingAsset] = []
    ) {
        self.missingAssets = missingAssets
        self.calls = calls
        self.appIDs = appIDs
        self.appIDInAppFile = appIDInAppFile
        self.libraries = libraries
        self.platforms = platforms
    }
}
