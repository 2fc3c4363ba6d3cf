import StoryshareKit

/// A folder that is one project: its sources belong to its apps. A React Native, Expo or Flutter project's
/// `ios/` and `android/` folders are part of it; a native Xcode project or Gradle build stands alone.
public struct Codebase: Sendable, Equatable {
    /// The folder, relative to the root (`.` for the root).
    public var path: String
    /// What it is made with.
    public var stack: Stack
    /// The file that says so (`package.json`, `pubspec.yaml`, `app.json`, `X.xcodeproj`, `settings.gradle`).
    public var evidence: Evidence

    /// What it is, as a person says it: its stack's name, or, for an iOS app found by its Info.plist where no Xcode
    /// project is committed, that.
    public var layoutName: String {
        guard stack == .xcode else { return stack.displayName }
        let name = evidence.path.split(separator: "/").last.map(String.init) ?? evidence.path
        if name == "Info.plist" { return "iOS app sources, no Xcode project committed" }
        // The Xcode project is generated from a manifest, which is what the evidence names.
        if ProjectWalk.tuistNames.contains(name) { return "Tuist project" }
        if ProjectWalk.xcodeGenSpecNames.contains(name) { return "XcodeGen project" }
        return stack.displayName
    }
    /// The apps it builds, and the bundles and modules that are not apps (told apart).
    public var apps: [ProjectApp]
    /// How its sources share to Stories.
    public var sharing: Sharing
    /// Folders outside it whose sources are its own: the local Swift packages its Xcode project links.
    public var linkedFolders: [String] = []
    /// Gradle module folders inside it (relative to the root) that its settings file leaves out of the build, each
    /// with that settings file: they build no app, and their sources and manifests are no app's.
    public var unbuiltFolders: [String: Evidence] = [:]

    /// A codebase at `path` in `stack`, found by `evidence`, with its apps and what its sources share.
    public init(path: String, stack: Stack, evidence: Evidence, apps: [ProjectApp] = [], sharing: Sharing = Sharing()) {
        self.path = path
        self.stack = stack
        self.evidence = evidence
        self.apps = apps
        self.sharing = sharing
    }
}

extension Codebase {
    /// The share calls that reach `app`: those in code both platforms run, and those of its platform.
    public func calls(for app: ProjectApp) -> [ShareCall] {
        // The module folders as a set: each call looks up the folders above it, not every module.
        let folders = app.moduleFolders.map(Set.init)
        return sharing.calls.filter { call in
            guard call.platform == nil || call.platform == app.platform else { return false }
            // Native code counts for the app whose module (an Android module, an XcodeGen target's sources), or a
            // module it depends on, holds it.
            // (Cross-platform code guarded for one platform runs in that platform's app, wherever it lies.)
            guard call.isNative, let folders, !folders.contains("."), !folders.contains("") else { return true }
            var folder = Substring(call.evidence.path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if folders.contains(String(folder)) { return true }
            }
            return false
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

    /// Whether its share code is an app's (a library's is its callers'): one of its apps is judged, or it is a React
    /// Native, Expo or Flutter app whose iOS and Android projects the scan did not find (``sharesWithoutAppProject``).
    public var hasJudgedApp: Bool { apps.contains(where: judges) || sharesWithoutAppProject }

    /// Whether it is a React Native, Expo or Flutter app that shares, with no iOS or Android project found (not made
    /// yet, or not committed): its share assets are judged, its Info.plist and manifest cannot be.
    public var sharesWithoutAppProject: Bool {
        apps.isEmpty && sharing.shares && [.reactNative, .expo, .flutter].contains(stack)
    }

    /// What storyshare concluded about `app`, in a few words.
    public func conclusion(for app: ProjectApp) -> String {
        if let device = app.device {
            return "an app for \(device.text) (\(device.place)), where no Stories app runs: not judged"
        }
        guard app.kind == .app else { return "\(app.kind.phrase): not judged" }
        let targets = targets(for: app)
        guard !targets.isEmpty else {
            // Cross-platform code that shares on the other platform only, as a condition says.
            if let kept = sharing.calls.first(where: {
                !$0.isNative && $0.platform != nil && $0.platform != app.platform
            }) {
                return
                    "its sources share to Stories on \(app.platform.other.displayName) only (\(kept.evidence.place)): "
                    + "not judged"
            }
            // Share code nothing calls, in a source of this platform or of both: said, as scan lists it.
            if let uncalled = sharing.uncalled.first(where: { item in
                let language = ProjectWalk.sourceExtensions[item.path.fileExtension]
                return language.map { $0.platform == nil || $0.platform == app.platform } ?? false
            }) {
                return "its sources share to Stories only in code nothing calls (\(uncalled.place)): not judged"
            }
            return "no Stories sharing found in its sources: not judged"
        }
        return "shares to " + targets.map(\.displayName).joined(separator: " and ")
    }
}

extension ShareCall {
    /// Whether the call is in code of one platform's language (Swift, Objective-C, Kotlin, Java), not in
    /// cross-platform code (JavaScript, Dart) that a condition keeps to one platform.
    var isNative: Bool {
        guard platform != nil, let dot = evidence.path.lastIndex(of: ".") else { return false }
        return ProjectWalk.sourceExtensions[String(evidence.path[evidence.path.index(after: dot)...])]?.platform != nil
    }
}
