import StoryshareSystem

/// Reads an app's file into its facts: opened as a regular file only, without blocking, at most
/// ``maximumBytes`` read, then parsed by the reader of its kind.
public enum AppFileReader {
    /// The largest file read: an Info.plist or a manifest is rarely over 100 KB.
    public static let maximumBytes = 4 << 20

    /// The facts of the file at `path`. Its kind is its name's (`Info.plist`, `AndroidManifest.xml`), else
    /// `.plist` or `.xml` at its end, else what its first bytes are (a binary or XML property list, or other
    /// XML); a file that cannot be read is taken for an Info.plist unless its name ends with `.xml`.
    public static func read(path: String) -> AppFileFacts {
        read(path: path, reader: RegularFile.read)
    }

    /// How an app file's bytes are had: given a path and a limit, the bytes or why not.
    typealias Reader = (_ path: String, _ limit: Int) -> Result<[UInt8], RegularFile.Problem>

    /// The facts of the file at `path`, its bytes (and those of the files it points to: a manifest's provider
    /// paths) had through `reader`.
    static func read(path: String, reader: Reader) -> AppFileFacts {
        let named = kind(ofPath: path, content: nil)
        switch reader(path, maximumBytes) {
        case .failure(let problem):
            return .unreadable(kind(ofPath: path), reason: problem.description)
        case .success(let bytes):
            switch named ?? kind(ofPath: path, content: bytes) ?? .androidManifest {
            case .infoPlist: return InfoPlistFacts.read(bytes)
            case .androidManifest, .shareCode, .projectFile:
                return ProviderPaths.resolve(AndroidManifestFacts.read(bytes), manifest: path, reader: reader)
            }
        }
    }

    /// What a file that cannot be read is taken for: what its name says, else an Info.plist.
    public static func kind(ofPath path: String) -> AppFileKind {
        kind(ofPath: path, content: nil) ?? .infoPlist
    }

    /// What `path` is by its name or, given `content`, by what it begins with.
    static func kind(ofPath path: String, content: [UInt8]?) -> AppFileKind? {
        let name = FilePaths.name(path)
        if let kind = AppFileNames.kind(ofName: name) { return kind }
        if name.lowercased().hasSuffix(".plist") { return .infoPlist }
        if name.lowercased().hasSuffix(".xml") { return .androidManifest }
        guard let content else { return nil }
        if content.starts(with: Array("bplist".utf8)) { return .infoPlist }
        let head = String(decoding: content.prefix(1_024), as: UTF8.self)
        return head.contains("<plist") || head.contains("<!DOCTYPE plist") ? .infoPlist : nil
    }
}
