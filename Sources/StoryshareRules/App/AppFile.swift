import StoryshareKit
import StoryshareProject

/// One of an app's files as the rules see it: its facts, the apps the share goes to, and the Facebook App ID
/// the app is known to have (given to storyshare), if any.
public struct AppFile: Sendable, Equatable {
    /// What the file says, or why it could not be read.
    public var facts: AppFileFacts
    /// The apps checked for: their schemes, packages and intents must be declared.
    public var targets: [ShareTarget]
    /// The App ID the file must carry, when one is known.
    public var appID: String?
    /// What the app model knows of the app's sharing code, when the file was judged as part of an app it found
    /// (`nil` when a file is judged alone, for the targets given).
    public var sharing: AppSharing?
    /// The values the build settings an Info.plist refers to (`$(FACEBOOK_APP_ID)`, by the reference as written)
    /// have in every build configuration of the app's target, where the project says them.
    public var buildSettings: [String: BuildSetting]

    /// An app file's facts, with what the app model says about the app it belongs to.
    public init(
        _ facts: AppFileFacts, targets: [ShareTarget] = [.facebook], appID: String? = nil, sharing: AppSharing? = nil,
        buildSettings: [String: BuildSetting] = [:]
    ) {
        self.facts = facts
        self.targets = targets
        self.appID = appID
        self.sharing = sharing
        self.buildSettings = buildSettings
    }

    /// The facts of an app's Info.plist: `nil` for a manifest, a file that could not be read, or the Info.plist
    /// of an extension, a framework or a test bundle.
    var appInfoPlist: InfoPlistFacts? {
        guard case .infoPlist(let facts) = facts, facts.bundle == .app else { return nil }
        return facts
    }

    /// The facts of an app module's manifest (one with a launcher activity): `nil` otherwise.
    var appManifest: AndroidManifestFacts? {
        guard case .androidManifest(let facts) = facts, facts.hasLauncherActivity else { return nil }
        return facts
    }
}
