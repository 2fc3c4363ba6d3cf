/// Which folders a walk does not enter, as data: each rule with the reason said for what it passes over. The app
/// model's walk, doctor's search for app files and init's survey read their rules from here, so one list of
/// dependency and build folders serves them all.
public struct FolderPruning: Sendable {
    /// Folders passed over by their exact name, each with its reason.
    public var names: [String: String]
    /// Folders passed over by their name in lower case (`Tests`, `tests`), each with its reason.
    public var namesIgnoringCase: [String: String] = [:]
    /// Folders passed over by the end of their name (`.xcworkspace`, `Tests`), each with its reason.
    public var endings: [(ending: String, reason: String)] = []
    /// The reason hidden folders (a name starting with a dot) are passed over, or `nil` when they are entered.
    public var hidden: String?

    /// Rules passing over `names`, hidden folders when `hidden` gives a reason, and the other rules given.
    public init(
        names: [String: String], namesIgnoringCase: [String: String] = [:],
        endings: [(ending: String, reason: String)] = [], hidden: String? = nil
    ) {
        self.names = names
        self.namesIgnoringCase = namesIgnoringCase
        self.endings = endings
        self.hidden = hidden
    }

    /// Why a folder named `name` is passed over, or `nil` when it is entered.
    public func reason(forFolder name: String) -> String? {
        if let reason = names[name] { return reason }
        if let hidden, name.hasPrefix(".") { return hidden }
        if let reason = namesIgnoringCase[name.lowercased()] { return reason }
        return endings.first { name.hasSuffix($0.ending) }?.reason
    }

    /// Dependencies and build output, whatever the stack: no file in them is the repository's own.
    public static let dependencyFolders: [String: String] = [
        "node_modules": "dependencies (node_modules)", "Pods": "dependencies (Pods)",
        "Carthage": "dependencies (Carthage)", "build": "build output", ".build": "build output",
        "DerivedData": "build output", ".gradle": "build output", ".dart_tool": "build output",
    ]

    /// The app model's walk: dependencies, build output, hidden folders, and the insides of bundles (an
    /// `.xcworkspace`, an `.xcframework`: their files belong to no app of the repository).
    public static let repository = FolderPruning(
        names: dependencyFolders,
        endings: [".xcworkspace", ".xcframework", ".framework", ".bundle", ".app", ".xcarchive"].map {
            ($0, "bundles (\($0.dropFirst()))")
        },
        hidden: "hidden folders")

    /// The search for an app's own files: dependencies, build output and hidden folders, and tests and samples
    /// (a plugin's `example` app, a test target's host, Android's `test` and `androidTest` source sets, Xcode's
    /// `MyAppTests`): their apps are not the one shipped.
    public static let appFiles = FolderPruning(
        names: dependencyFolders,
        namesIgnoringCase: Dictionary(
            uniqueKeysWithValues: [
                "test", "tests", "androidtest", "uitests", "unittests", "testdata", "fixtures", "example", "examples",
                "sample", "samples", "demo",
            ].map { ($0, "tests and samples") }),
        endings: [("Tests", "tests and samples")],
        hidden: "hidden folders")
}
