import StoryshareKit

/// How a share call reaches the app.
public enum ShareAPI: String, Sendable, Equatable, Codable {
    case urlScheme = "url-scheme"
    case pasteboard
    case intent
    case reactNativeShare = "react-native-share"
    case reactNativeStoryShare = "react-native-story-share"
    case socialShare = "social_share"
    case appinioSocialShare = "appinio_social_share"
}
