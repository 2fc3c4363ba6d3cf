/// What a file is, judged from its content.
public enum StoryMediaKind: String, Codable, Sendable {
    case image, video, unknown
}
