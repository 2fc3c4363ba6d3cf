/// How an image stores colour.
public enum ColorSpace: String, Codable, Sendable {
    case rgb, gray, cmyk, ycck, palette
}
