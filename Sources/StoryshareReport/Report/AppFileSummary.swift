import StoryshareKit
import StoryshareProject
import StoryshareRules
import StoryshareSystem

/// What JSON reports show of an app's file (`files[].facts`): what `doctor` read in it, or why it could not.
struct AppFileSummary: Encodable {
    /// `xml` or `binary`, for an Info.plist.
    var encoding: String?
    /// `app`, `app-extension` or the bundle's package type, for an Info.plist.
    var bundle: String?
    var facebookAppID: String?
    var queriesSchemes: [String]?
    /// For a manifest.
    var package: String?
    var launcherActivity: Bool?
    var targetSdkVersion: String?
    var queriedPackages: [String]?
    var queriedIntentActions: [String]?
    /// The `android:authorities` of each provider that grants URI permissions.
    var fileProviders: [String]?
    /// For sharing code: the targets its calls share to, and the App IDs the app's sharing code gives.
    var shareTargets: [String]?
    var appIDs: [String]?
    /// Why the file could not be read, or is not what it must be.
    var readError: String?
    var malformed: String?

    init(_ facts: AppFileFacts) {
        switch facts {
        case .infoPlist(let plist):
            encoding = plist.encoding.rawValue
            switch plist.bundle {
            case .app: bundle = "app"
            case .appExtension: bundle = "app-extension"
            case .other(let type): bundle = type
            }
            facebookAppID = plist.facebookAppID.map { $0.text ?? $0.kind }.map(DisplayText.escaped)
            queriesSchemes = plist.queriesSchemes == nil ? nil : plist.schemes.map { DisplayText.escaped($0.value) }
        case .androidManifest(let manifest):
            package = manifest.package.map(DisplayText.escaped)
            launcherActivity = manifest.hasLauncherActivity
            targetSdkVersion = manifest.targetSDKVersion.map { DisplayText.escaped($0.value) }
            queriedPackages = manifest.queriedPackages.map { DisplayText.escaped($0.value) }
            queriedIntentActions = manifest.queriedActions.map { DisplayText.escaped($0.value) }
            fileProviders = manifest.providers.filter { $0.grantURIPermissions == "true" }
                .map { DisplayText.escaped($0.authorities ?? $0.name ?? "") }
            facebookAppID = manifest.facebookAppID.map { DisplayText.escaped($0.value) }
        case .shareCode(let code):
            shareTargets = ShareTargetNames.of(code.calls.map(\.target))
            appIDs = code.appIDs.map { DisplayText.escaped($0.value) }
        case .unreadable(_, let reason):
            readError = DisplayText.escaped(reason)
        case .malformed(_, let reason, _):
            malformed = DisplayText.escaped(reason)
        }
    }
}
