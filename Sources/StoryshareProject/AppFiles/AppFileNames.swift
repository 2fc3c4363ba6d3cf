/// The names `doctor` looks for in an app's repository, and the folders it does not look into.
public enum AppFileNames {
    /// An iOS app's property list.
    public static let infoPlist = "Info.plist"
    /// An Android module's manifest.
    public static let androidManifest = "AndroidManifest.xml"

    /// Build products and dependencies: no file in them is the app's own (an Info.plist of a pod, a manifest
    /// merged by Gradle).
    public static let dependencyFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Folders of tests, samples and fixtures (compared in lower case): their apps are not the one shipped.
    /// A Flutter or React Native plugin's `example` app, a test target's host, Android's `test` and
    /// `androidTest` source sets.
    public static let testAndSampleFolders: Set<String> = [
        "test", "tests", "androidtest", "uitests", "unittests", "testdata", "fixtures", "example", "examples",
        "sample", "samples", "demo",
    ]

    /// What a file named `name` is, when it is one `doctor` looks for in a walk.
    public static func kind(ofName name: String) -> AppFileKind? {
        switch name {
        case infoPlist: .infoPlist
        case androidManifest: .androidManifest
        default: nil
        }
    }

    /// Whether a walk passes over a folder named `name`: hidden folders, build products and dependencies,
    /// tests and samples (Xcode's test targets, `MyAppTests` and `MyAppUITests`, too).
    public static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || dependencyFolders.contains(name)
            || testAndSampleFolders.contains(name.lowercased()) || name.hasSuffix("Tests")
    }
}
