/// The files of an app `doctor` reads: an iOS app's Info.plist and an Android app's AndroidManifest.xml.
public enum AppFileKind: String, Sendable, Equatable, CaseIterable, Codable {
    case infoPlist = "info-plist"
    case androidManifest = "android-manifest"

    /// How messages name the file: `the Info.plist`, `AndroidManifest.xml`.
    public var displayName: String {
        switch self {
        case .infoPlist: "the Info.plist"
        case .androidManifest: "AndroidManifest.xml"
        }
    }
}
