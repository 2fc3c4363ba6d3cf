import StoryshareSystem

/// The languages the share scan reads.
enum SourceLanguage: Sendable {
    case swift, objectiveC, kotlin, java, dart, javaScript

    /// The platform whose sources these are; `nil` for code shared by both (JavaScript, Dart).
    var platform: Platform? {
        switch self {
        case .swift, .objectiveC: .ios
        case .kotlin, .java: .android
        case .dart, .javaScript: nil
        }
    }
}
