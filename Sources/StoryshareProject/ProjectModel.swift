import StoryshareKit

/// What storyshare knows about a repository: the codebases in it (a React Native, Flutter or Expo project, an
/// Xcode project, a Gradle build), the apps each builds, how each shares to Stories, and the files it shares;
/// what the walk passed over, and why. Every fact carries its evidence. Read by ``ProjectScanner``.
public struct ProjectModel: Sendable, Equatable {
    /// The directory scanned, as given.
    public var root: String
    /// The codebases found, by path.
    public var codebases: [Codebase]
    /// Folders the walk did not enter, by reason (`node_modules`, `Pods`, `build`, hidden folders).
    public var prunedFolders: [PassOver]
    /// Images and videos found that no app shares, by reason (launcher icons, app icons, screenshots).
    public var passedOverMedia: [PassOver]
    /// Files the walk could not read, and what it could not decide.
    public var notes: [String]
    /// Folders and files that could not be looked into (relative to the root), with why: what was in them is
    /// not known.
    public var unreadable: [Evidence] = []
    /// Every file the model was read from (project files, sources, app files), relative to the root: what no
    /// output of a command may replace.
    public var readFiles: [String] = []

    public init(
        root: String, codebases: [Codebase] = [], prunedFolders: [PassOver] = [], passedOverMedia: [PassOver] = [],
        notes: [String] = []
    ) {
        self.root = root
        self.codebases = codebases
        self.prunedFolders = prunedFolders
        self.passedOverMedia = passedOverMedia
        self.notes = notes
    }

    /// Every app of every codebase.
    public var apps: [ProjectApp] { codebases.flatMap(\.apps) }

    /// The share assets of the codebases that share, each once, by path.
    public var shareAssets: [ShareAsset] {
        var seen = Set<String>()
        return codebases.flatMap(\.sharing.assets).filter { seen.insert($0.path).inserted }
    }
}

/// Files of one kind passed over for one reason, with how many and a few examples.
public struct PassOver: Sendable, Equatable {
    /// Why (`launcher icon`, `dependency folder`).
    public var reason: String
    /// How many.
    public var count: Int
    /// The first few paths, relative to the root.
    public var examples: [String]

    public init(reason: String, count: Int, examples: [String]) {
        self.reason = reason
        self.count = count
        self.examples = examples
    }

    /// `Android launcher icons: 10, app icons: 1`: each reason with its count, as messages list them.
    public static func list(_ items: [PassOver]) -> String {
        items.map { "\($0.reason): \($0.count)" }.joined(separator: ", ")
    }
}

/// The tools a codebase is made with.
public enum Stack: String, Sendable, Equatable, Codable {
    case reactNative = "react-native"
    case expo
    case flutter
    case flutterPlugin = "flutter-plugin"
    case reactNativeLibrary = "react-native-library"
    case xcode
    case gradle

    /// As a person says it.
    public var displayName: String {
        switch self {
        case .reactNative: "React Native"
        case .expo: "Expo"
        case .flutter: "Flutter"
        case .flutterPlugin: "Flutter plugin"
        case .reactNativeLibrary: "React Native library"
        case .xcode: "Xcode project"
        case .gradle: "Gradle build"
        }
    }
}

/// A folder that is one project: its sources belong to its apps. A React Native, Expo or Flutter project's
/// `ios/` and `android/` folders are part of it; a native Xcode project or Gradle build stands alone.
public struct Codebase: Sendable, Equatable {
    /// The folder, relative to the root (`.` for the root).
    public var path: String
    /// What it is made with.
    public var stack: Stack
    /// The file that says so (`package.json`, `pubspec.yaml`, `app.json`, `X.xcodeproj`, `settings.gradle`).
    public var evidence: Evidence
    /// The apps it builds, and the bundles and modules that are not apps (told apart).
    public var apps: [ProjectApp]
    /// How its sources share to Stories.
    public var sharing: Sharing

    public init(path: String, stack: Stack, evidence: Evidence, apps: [ProjectApp] = [], sharing: Sharing = Sharing()) {
        self.path = path
        self.stack = stack
        self.evidence = evidence
        self.apps = apps
        self.sharing = sharing
    }
}

/// An app's platform.
public enum Platform: String, Sendable, Equatable, Codable {
    case ios, android

    /// As a person says it.
    public var displayName: String { self == .ios ? "iOS" : "Android" }
}

/// What a target of an Xcode project or a module of a Gradle build is: only an app is judged.
public enum ProductKind: String, Sendable, Equatable, Codable {
    case app
    case appClip = "app-clip"
    case appExtension = "app-extension"
    case framework
    case library
    case testBundle = "test-bundle"
    case watchApp = "watch-app"
    case macOSApp = "macos-app"
    /// A tvOS or watchOS app: neither opens Stories.
    case otherPlatformApp = "tvos-or-watchos-app"
    case other

    /// As a person says it, with an article.
    public var phrase: String {
        switch self {
        case .app: "an app"
        case .appClip: "an App Clip"
        case .appExtension: "an app extension"
        case .framework: "a framework"
        case .library: "a library"
        case .testBundle: "a test bundle"
        case .watchApp: "a watch app"
        case .macOSApp: "a macOS app"
        case .otherPlatformApp: "a tvOS or watchOS app"
        case .other: "not an app"
        }
    }
}

/// One app (or a bundle or module told apart from apps) of a codebase.
public struct ProjectApp: Sendable, Equatable {
    /// The target's or module's name.
    public var name: String
    /// iOS or Android.
    public var platform: Platform
    /// What it is.
    public var kind: ProductKind
    /// The codebase's stack.
    public var stack: Stack
    /// What says it is this (a target's `productType`, a module's plugin, `app.json`).
    public var evidence: Evidence
    /// The iOS app's Info.plist (relative to the root), when it has a file.
    public var infoPlist: String?
    /// The Android app module's manifest, relative to the root.
    public var manifest: String?
    /// The manifests Gradle merges into the app's (library modules, React Native libraries, Flutter plugins),
    /// each with where it comes from; libraries known to bring a manifest but not installed are named in
    /// ``notInstalled``.
    public var mergedManifests: [Evidence]
    /// Libraries the app depends on that bring manifest entries of their own, not installed in the checkout.
    public var notInstalled: [Evidence]
    /// The Android target SDK, with where it is set.
    public var targetSDK: Int?
    /// Where the target SDK is set.
    public var targetSDKEvidence: Evidence?
    /// Expo's `app.json` (relative to the root), for an Expo app.
    public var expoConfig: String?
    /// Whether the app's Info.plist is generated by Xcode (`GENERATE_INFOPLIST_FILE = YES`).
    public var generatesInfoPlist: Bool
    /// For an Android app module whose build file names the modules it depends on: its folder and those of the
    /// modules it reaches (relative to the root). Only sources there are its own; `nil` when not known (all are).
    public var moduleFolders: [String]?

    /// How messages name it: `iOS app HalloApp`, `iOS App Clip HalloAppClip`, `macOS app Runner`.
    public var title: String {
        switch kind {
        case .app: "\(platform.displayName) app \(name)"
        case .appClip: "iOS App Clip \(name)"
        case .macOSApp: "macOS app \(name)"
        case .otherPlatformApp: "tvOS or watchOS app \(name)"
        case .appExtension: "\(platform.displayName) app extension \(name)"
        case .testBundle: "\(platform.displayName) test bundle \(name)"
        case .watchApp: "watchOS app \(name)"
        default: "\(platform.displayName) \(kind.rawValue) \(name)"
        }
    }

    public init(
        name: String, platform: Platform, kind: ProductKind, stack: Stack, evidence: Evidence,
        infoPlist: String? = nil, manifest: String? = nil, mergedManifests: [Evidence] = [],
        notInstalled: [Evidence] = [], targetSDK: Int? = nil, targetSDKEvidence: Evidence? = nil,
        expoConfig: String? = nil, generatesInfoPlist: Bool = false
    ) {
        self.name = name
        self.platform = platform
        self.kind = kind
        self.stack = stack
        self.evidence = evidence
        self.infoPlist = infoPlist
        self.manifest = manifest
        self.mergedManifests = mergedManifests
        self.notInstalled = notInstalled
        self.targetSDK = targetSDK
        self.targetSDKEvidence = targetSDKEvidence
        self.expoConfig = expoConfig
        self.generatesInfoPlist = generatesInfoPlist
    }
}

/// How a codebase's sources share to Stories: the call sites, the targets they use, where the App ID comes
/// from, the assets they name, and what could not be followed.
public struct Sharing: Sendable, Equatable {
    /// Every place the sources open a Stories share (a URL, a pasteboard key, an intent, a library call).
    public var calls: [ShareCall]
    /// Where the App ID is given in the sources.
    public var appIDs: [AppIDSource]
    /// The files the sharing code names, in their roles.
    public var assets: [ShareAsset]
    /// Where the shared image is drawn or picked at run time (a view capture, a picker): nothing to check on disk.
    public var runtimeAssets: [Evidence]
    /// What the scan could not decide (an asset passed as a variable it cannot follow).
    public var undecided: [Evidence]

    public init(
        calls: [ShareCall] = [], appIDs: [AppIDSource] = [], assets: [ShareAsset] = [], runtimeAssets: [Evidence] = [],
        undecided: [Evidence] = []
    ) {
        self.calls = calls
        self.appIDs = appIDs
        self.assets = assets
        self.runtimeAssets = runtimeAssets
        self.undecided = undecided
    }

    /// The targets the calls use, Facebook first.
    public var targets: [ShareTarget] {
        ShareTarget.allCases.filter { target in calls.contains { $0.target == target } }
    }

    /// Whether the sources share to Stories at all.
    public var shares: Bool { !calls.isEmpty }

    /// Whether the Android share code gets its content URIs from MediaStore (no FileProvider needed).
    public var usesMediaStore: Bool { calls.contains { $0.usesMediaStore } }
}

/// How a share call reaches the app.
public enum ShareAPI: String, Sendable, Equatable, Codable {
    case urlScheme = "url-scheme"
    case pasteboard
    case intent
    case reactNativeShare = "react-native-share"
    case socialShare = "social_share"
    case appinioSocialShare = "appinio_social_share"
}

/// One place the sources share to Stories.
public struct ShareCall: Sendable, Equatable {
    /// Facebook or Instagram.
    public var target: ShareTarget
    /// How.
    public var api: ShareAPI
    /// Where.
    public var evidence: Evidence
    /// The platform whose sources hold it; `nil` for shared sources (JavaScript, TypeScript, Dart).
    public var platform: Platform?
    /// Whether the file builds the shared URI from MediaStore (Android: no FileProvider needed).
    public var usesMediaStore: Bool

    public init(
        target: ShareTarget, api: ShareAPI, evidence: Evidence, platform: Platform? = nil,
        usesMediaStore: Bool = false
    ) {
        self.target = target
        self.api = api
        self.evidence = evidence
        self.platform = platform
        self.usesMediaStore = usesMediaStore
    }
}

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

    public init(value: String, isLiteral: Bool, carrier: String, evidence: Evidence) {
        self.value = value
        self.isLiteral = isLiteral
        self.carrier = carrier
        self.evidence = evidence
    }
}

/// The part a file plays in a share.
public enum ShareRole: String, Sendable, Equatable, Codable {
    case background, sticker
}

/// A file the sharing code names (or the naming convention points at), in its role.
public struct ShareAsset: Sendable, Equatable {
    /// The file, or the asset catalog set's folder, relative to the root.
    public var path: String
    /// Whether ``path`` is an asset catalog image set or data set.
    public var isCatalogSet: Bool
    /// The role: the key or parameter it is passed as.
    public var role: ShareRole
    /// Whether the role was read from the code (else assumed: background).
    public var roleFromCode: Bool
    /// Where it is named (the reference in code, or the folder or name of the convention).
    public var evidence: Evidence
    /// How it was found: `code` or `convention`.
    public var foundBy: String
    /// For a `data:` URI: the decoded bytes' origin (the file and line holding it); the asset is embedded.
    public var embedded: EmbeddedAsset?

    public init(
        path: String, isCatalogSet: Bool = false, role: ShareRole, roleFromCode: Bool, evidence: Evidence,
        foundBy: String, embedded: EmbeddedAsset? = nil
    ) {
        self.path = path
        self.isCatalogSet = isCatalogSet
        self.role = role
        self.roleFromCode = roleFromCode
        self.evidence = evidence
        self.foundBy = foundBy
        self.embedded = embedded
    }
}

/// An image held in a source file as a `data:` URI.
public struct EmbeddedAsset: Sendable, Equatable {
    /// The media type the URI says (`image/png`).
    public var mediaType: String
    /// The decoded bytes.
    public var bytes: [UInt8]

    public init(mediaType: String, bytes: [UInt8]) {
        self.mediaType = mediaType
        self.bytes = bytes
    }
}

extension Codebase {
    /// The share calls that reach `app`: those in code both platforms run, and those of its platform.
    public func calls(for app: ProjectApp) -> [ShareCall] {
        sharing.calls.filter { call in
            guard call.platform == nil || call.platform == app.platform else { return false }
            // Native Android code counts for the app whose module, or a module it depends on, holds it.
            guard call.platform == .android, let folders = app.moduleFolders else { return true }
            return folders.contains { call.evidence.path.hasPrefix($0 + "/") }
        }
    }

    /// The targets `app` shares to, Facebook first.
    public func targets(for app: ProjectApp) -> [ShareTarget] {
        let calls = calls(for: app)
        return ShareTarget.allCases.filter { target in calls.contains { $0.target == target } }
    }

    /// Whether `app` is judged: an app (not an extension, a framework, a test bundle, an App Clip, a macOS app)
    /// whose codebase's sources share to Stories from code it runs.
    public func judges(_ app: ProjectApp) -> Bool {
        app.kind == .app && !calls(for: app).isEmpty
    }

    /// What storyshare concluded about `app`, in a few words.
    public func conclusion(for app: ProjectApp) -> String {
        guard app.kind == .app else { return "\(app.kind.phrase): not judged" }
        let targets = targets(for: app)
        guard !targets.isEmpty else { return "no Stories sharing found in its sources: not judged" }
        return "shares to " + targets.map(\.displayName).joined(separator: " and ")
    }
}
