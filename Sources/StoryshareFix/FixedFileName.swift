import StoryshareMedia
import StoryshareSystem

/// The name a fixed file is written under.
enum FixedFileName {
    /// Where the fix of `path` (found as `relativePath` below what was named) goes, as `format`: the same
    /// name, or with its extension corrected when it names another format than the content.
    static func of(path: String, relativePath: String, format: MediaFormat, destination: FixDestination) -> String {
        switch destination {
        case .inPlace: named(path, for: format)
        case .directory(let directory): FilePaths.join(directory, named(relativePath, for: format))
        }
    }

    /// `path` with the extension `format` takes when its own names another format (`photo.png` holding a
    /// JPEG becomes `photo.jpg`); a name without a media extension is kept.
    static func named(_ path: String, for format: MediaFormat) -> String {
        let name = FilePaths.name(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            let named = MediaFormat.named(byExtension: String(name[name.index(after: dot)...])),
            named != format, let right = format.extensions.first
        else { return path }
        let directory = String(path.dropLast(name.count))
        return directory + name[..<dot] + "." + right
    }
}
