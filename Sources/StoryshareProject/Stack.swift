import StoryshareKit

/// The tools a codebase is made with.
public enum Stack: String, Sendable, Equatable, Codable {
    case reactNative = "react-native"
    case expo
    case flutter
    case flutterPlugin = "flutter-plugin"
    case reactNativeLibrary = "react-native-library"
    case xcode
    case gradle

    /// As a person says it.
    public var displayName: String {
        switch self {
        case .reactNative: "React Native"
        case .expo: "Expo"
        case .flutter: "Flutter"
        case .flutterPlugin: "Flutter plugin"
        case .reactNativeLibrary: "React Native library"
        case .xcode: "Xcode project"
        case .gradle: "Gradle build"
        }
    }
}
