/// What an app's sharing code says that changes how its Info.plist and manifest are judged.
public struct AppSharing: Sendable, Equatable {
    /// The sharing code gives the App ID itself (in the URL, an intent extra, the pasteboard, a library's
    /// option): the Info.plist need not carry it for the Facebook SDK.
    public var appIDInCode: Bool
    /// The Android code gets the shared file's URI from MediaStore: no FileProvider is needed.
    public var urisFromMediaStore: Bool
    /// Where the app shares (`path:line`), for messages.
    public var callSite: String?
    /// The kinds of app folder the share code writes its files to (`cache`, `files`, …), each with where
    /// (`path:line`).
    public var writtenFolders: [String: String] = [:]
    /// Whether the app's shares can carry a file (an intent, the pasteboard, a library's call). An app whose every
    /// share only opens a Stories URL (`instagram-stories://share?source_application=…`) sends none: no file has to
    /// reach the other app, so no FileProvider is needed for it.
    public var sendsFiles: Bool
    /// The FileProvider authorities the Android share code asks `getUriForFile` for (`${applicationId}` for the
    /// app's package), each with where (`path:line`) and who asks (a library's name, or nil for the app's code).
    public var providerAuthorities: [ProviderAuthority] = []
    /// Whether every Android share is an intent the app's code starts without asking whether the target's app is
    /// there: starting an activity needs no package visibility, so `<queries>` changes nothing for it.
    public var startsWithoutAsking = false

    /// A FileProvider authority the share code asks for.
    public struct ProviderAuthority: Sendable, Equatable {
        /// The authority, `${applicationId}` standing for the app's package (`${applicationId}.provider`).
        public var authority: String
        /// Where it is asked for (`path:line`): the library's call, or the app's `getUriForFile`.
        public var place: String
        /// The sharing library whose Android code asks for it; `nil` for the app's own code.
        public var library: String?

        /// An authority asked for at `place`, by `library` or the app's own code.
        public init(authority: String, place: String, library: String? = nil) {
            self.authority = authority
            self.place = place
            self.library = library
        }
    }

    /// What the app's sharing code does, as far as the rules need it.
    public init(
        appIDInCode: Bool = false, urisFromMediaStore: Bool = false, callSite: String? = nil,
        writtenFolders: [String: String] = [:], sendsFiles: Bool = true,
        providerAuthorities: [ProviderAuthority] = [], startsWithoutAsking: Bool = false
    ) {
        self.appIDInCode = appIDInCode
        self.urisFromMediaStore = urisFromMediaStore
        self.callSite = callSite
        self.writtenFolders = writtenFolders
        self.sendsFiles = sendsFiles
        self.providerAuthorities = providerAuthorities
        self.startsWithoutAsking = startsWithoutAsking
    }
}
