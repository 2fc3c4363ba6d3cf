import Foundation

/// An image or a video an app shares: bytes it drew or exported, or a video file (read only for the pasteboard item).
public struct StoryAsset: Sendable {
    /// Where the bytes are.
    public enum Content: Sendable {
        /// Bytes in memory: PNG or JPEG data, or a video's.
        case data(Data)
        /// A file, by its URL.
        case file(URL)
    }
    /// Where the bytes are.
    public let content: Content
    /// A file name to judge the extension by (`format-extension-mismatch`), when there is one.
    public let name: String?
    /// Bytes in memory (`pngData()`, `jpegData(compressionQuality:)`), named `name` if the app has a file name.
    public init(_ data: Data, name: String? = nil) {
        content = .data(data)
        self.name = name
    }
    /// The file at `url` (a video exported to disk).
    public init(file url: URL) {
        content = .file(url)
        name = url.lastPathComponent
    }
    /// What the headers say: data in memory is read where it is, a file a header at a time.
    public func facts(maxPixels: Int = StoryLimits().maxPixels) -> StoryMediaFacts {
        switch content {
        case .data(let data): return StoryMediaFacts.read(StoryBytes(data), maxPixels: maxPixels)
        case .file(let url):
            do {
                return StoryMediaFacts.read(try StoryFile(url: url), maxPixels: maxPixels)
            } catch {
                return StoryMediaFacts(readError: error.reason)
            }
        }
    }
    /// The bytes, for the pasteboard.
    public func data() throws -> Data {
        switch content {
        case .data(let data): data
        case .file(let url): try Data(contentsOf: url, options: .mappedIfSafe)
        }
    }
}
