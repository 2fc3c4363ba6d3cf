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
    /// Project files the model needs (`package.json`, `pubspec.yaml`, an Expo `app.json`, `project.pbxproj`,
    /// `build.gradle`, `settings.gradle`) that could not be read or parsed, each with what could not be done: the
    /// apps they declare are not known, so no command may pass them in silence.
    public var unreadableProjectFiles: [Evidence] = []
    /// Every file the model was read from (project files, sources, app files), relative to the root: what no
    /// output of a command may replace.
    public var readFiles: [String] = []
    /// What every file that configures an app says (each app's Info.plist and manifest, and the library manifests
    /// Gradle merges into it), read during the scan, by path below the root: what judging an app reads.
    public var appFiles: [String: AppFileFacts] = [:]
    /// Files of build layouts the model could not read (a Tuist manifest declared through helpers, an XcodeGen spec
    /// whose targets' types it does not find), below the root: the apps they make are not known.
    public var unreadProjects: [UnreadProjectFile] = []
    /// Where the project is not read, no app is known (``looksLikeUnreadApp``) and no codebase's sources share: the
    /// first share found in a source outside every codebase, if any.
    public var unreadShare: Evidence?
    /// The Expo configurations read, by path below the root (each app's ``ProjectApp/expoConfig``).
    public var expoConfigs: [String: ExpoConfig] = [:]

    /// A model of a repository, as the scan found it.
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

    /// `passed over 12 image or video files (an image set counts once): Android launcher icons: 10, …`, or `nil` when
    /// none was.
    public var passedOverPhrase: String? {
        let count = passedOverMedia.reduce(0) { $0 + $1.count }
        guard count > 0 else { return nil }
        return "passed over \(count) image or video file\(count == 1 ? "" : "s") (an image set counts once): "
            + PassOver.list(passedOverMedia)
    }

    /// Whether the repository looks like an app's whose project the model does not read: no app was found, and
    /// there is a project file of a layout not read yet. Then no file is judged by its name alone.
    public var looksLikeUnreadApp: Bool { !apps.contains { $0.kind.isApp } && !unreadProjects.isEmpty }

    /// Whether the repository looks like an app's whose project is not read, but no source of it shares to Stories:
    /// nothing is left unjudged, and a run over it may pass.
    public var unreadButNothingShares: Bool {
        looksLikeUnreadApp && unreadShare == nil && !codebases.contains(where: \.sharing.hasShareCode)
    }

    /// What made the repository look like an app's whose project is not read, for a line on stderr.
    public var unreadPhrase: String? {
        guard looksLikeUnreadApp, let first = unreadProjects.first else { return nil }
        let others = unreadProjects.count - 1
        return "\(first.path)\(others > 0 ? " and \(others) more" : ""): \(first.layout), which storyshare does not "
            + "read yet, so no app and no share asset is known here"
    }

    /// `not walked: dependencies (Pods): 1, …`, or `nil` when every folder was.
    public var notWalkedPhrase: String? {
        prunedFolders.isEmpty ? nil : "not walked: " + PassOver.list(prunedFolders)
    }
}
