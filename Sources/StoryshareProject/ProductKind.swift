import StoryshareKit

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
    /// A tvOS or watchOS app, or an Android app for Wear OS, TV or a car: none opens Stories.
    case otherPlatformApp = "tvos-or-watchos-app"
    case other

    /// Whether it is an app a person opens, on any platform: a repository holding one is an app project.
    public var isApp: Bool { [.app, .appClip, .macOSApp, .otherPlatformApp, .watchApp].contains(self) }

    /// Whether `doctor` names it with what it concluded (an app, an App Clip, a macOS, tvOS or watchOS app),
    /// rather than counting it among what it does not judge (a watch app inside an iOS app is counted).
    public var isNamedApp: Bool { isApp && self != .watchApp }

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
        case .otherPlatformApp: "an app for a TV, a watch or a car"
        case .other: "not an app"
        }
    }
}
