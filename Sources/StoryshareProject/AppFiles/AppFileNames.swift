import StoryshareSystem

/// The names `doctor` looks for in an app's repository, and the folders it does not look into.
public enum AppFileNames {
    /// An iOS app's property list.
    public static let infoPlist = "Info.plist"
    /// An Android module's manifest.
    public static let androidManifest = "AndroidManifest.xml"

    /// What a file named `name` is, when it is one `doctor` looks for in a walk.
    public static func kind(ofName name: String) -> AppFileKind? {
        switch name {
        case infoPlist: .infoPlist
        case androidManifest: .androidManifest
        default: nil
        }
    }

    /// Whether a walk passes over a folder named `name`: hidden folders, build products and dependencies,
    /// tests and samples (Xcode's test targets, `MyAppTests` and `MyAppUITests`, too): ``FolderPruning/appFiles``.
    public static func isSkippedFolder(_ name: String) -> Bool {
        FolderPruning.appFiles.reason(forFolder: name) != nil
    }
}
