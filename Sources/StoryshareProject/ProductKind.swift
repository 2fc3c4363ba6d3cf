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
