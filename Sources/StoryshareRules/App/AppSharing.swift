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

    /// What the app's sharing code does, as far as the rules need it.
    public init(
        appIDInCode: Bool = false, urisFromMediaStore: Bool = false, callSite: String? = nil,
        writtenFolders: [String: String] = [:], sendsFiles: Bool = true
    ) {
        self.appIDInCode = appIDInCode
        self.urisFromMediaStore = urisFromMediaStore
        self.callSite = callSite
        self.writtenFolders = writtenFolders
        self.sendsFiles = sendsFiles
    }
}
