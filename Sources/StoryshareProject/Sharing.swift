import StoryshareKit

/// How a codebase's sources share to Stories: the call sites, the targets they use, where the App ID comes
/// from, the assets they name, what could not be followed, and the versions of the sharing libraries it installs.
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
    /// Shares in a function nothing in the sources calls, once a function: present, not called, and not counted.
    public var uncalled: [Evidence] = []
    /// Images the sharing code names for its share (`UIImage(named: "StoryBg")`) that no image set or file of the
    /// codebase holds: the image is nil at run time, and the share sends nothing (or is not made).
    public var missingAssets: [Evidence] = []
    /// The kinds of app folder the Android-side share code writes its files to (`cache`, `files`,
    /// `external-files`, `external-cache`, `external`), each where first seen: what the FileProvider's paths must
    /// cover.
    public var writtenFolders: [Evidence] = []
    /// The FileProvider authorities the Android share code asks `FileProvider.getUriForFile` for, each as written
    /// with the app's package as `${applicationId}` (`${applicationId}.provider`), where first asked: a sharing
    /// library's (``ShareLibrary/fileProviderAuthority``) or the app's own code's.
    public var providerAuthorities: [Evidence] = []
    /// The sharing libraries the codebase installs (``SharingLibrary/all``), each with the version its lockfile
    /// gives, or the range its manifest asks for: read once per codebase, whether its sources call them or not.
    public var libraries: [InstalledLibrary] = []

    /// What a codebase's sources share, as the scan found it.
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
    /// Whether every share only opens a Stories URL (no pasteboard item, intent or library call): such a share
    /// carries no image or sticker, so there is no asset to look for.
    public var opensURLOnly: Bool { Self.openURLOnly(calls) }

    /// Whether `calls` are shares (at least one) that each only open a Stories URL: they send no file.
    public static func openURLOnly(_ calls: [ShareCall]) -> Bool {
        !calls.isEmpty && calls.allSatisfy { $0.api == .urlScheme }
    }

    /// Whether its sources hold share code at all, called or not.
    public var hasShareCode: Bool { shares || !uncalled.isEmpty }

    /// Whether the Android share code gets its content URIs from MediaStore (no FileProvider needed).
    public var usesMediaStore: Bool { calls.contains { $0.usesMediaStore } }
}
