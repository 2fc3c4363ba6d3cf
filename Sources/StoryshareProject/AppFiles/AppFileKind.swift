/// The files of an app `doctor` reads: an iOS app's Info.plist, an Android app's AndroidManifest.xml, and the
/// source files that share; and a project file that could not be read.
public enum AppFileKind: String, Sendable, Equatable, CaseIterable, Codable {
    case infoPlist = "info-plist"
    case androidManifest = "android-manifest"
    /// A source file that shares to Stories (what the app model found in it).
    case shareCode = "share-code"
    /// A project file the app model needs (`package.json`, `project.pbxproj`, `build.gradle`, …) that could not be
    /// read or parsed.
    case projectFile = "project-file"

    /// How messages name the file: `the Info.plist`, `AndroidManifest.xml`.
    public var displayName: String {
        switch self {
        case .infoPlist: "the Info.plist"
        case .androidManifest: "AndroidManifest.xml"
        case .shareCode: "the sharing code"
        case .projectFile: "the project file"
        }
    }
}
