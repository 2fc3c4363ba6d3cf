/// How a background that is not 9:16 is made 9:16.
public enum FitMode: String, Sendable, CaseIterable, Codable {
    /// The whole image kept, centred, with the background colours around it.
    case pad
    /// The image scaled to cover 9:16 and cut to it, centred.
    case crop
}
