import StoryshareSystem
import StoryshareXML

/// A FileProvider's paths XML (`res/xml/file_paths.xml`, named by its `FILE_PROVIDER_PATHS` meta-data): the kinds
/// of folder it shares. `FileProvider.getUriForFile` throws "Failed to find configured root" for a file in a folder
/// none of them covers.
enum ProviderPaths {
    /// The elements a paths XML may hold, each a kind of folder.
    static let kinds: Set<String> = [
        "root-path", "files-path", "cache-path", "external-path", "external-files-path", "external-cache-path",
        "external-media-path",
    ]

    /// The largest paths XML read.
    static let limit = 256 << 10

    /// `facts` (of the manifest at `manifest`) with each provider's path kinds, read from `res/xml/NAME.xml` beside
    /// the manifest for `@xml/NAME`.
    static func resolve(_ facts: AppFileFacts, manifest: String, reader: AppFileReader.Reader) -> AppFileFacts {
        guard case .androidManifest(var read) = facts else { return facts }
        let folder = FilePaths.parent(manifest)
        for index in read.providers.indices {
            guard let resource = read.providers[index].pathsResource, resource.hasPrefix("@xml/") else { continue }
            let path = FilePaths.join(folder, "res/xml/" + resource.dropFirst(5) + ".xml")
            read.providers[index].pathKinds = kinds(of: path, reader: reader)
        }
        return .androidManifest(read)
    }

    /// The kinds of the paths XML at `path`, `nil` when it cannot be read or parsed.
    static func kinds(of path: String, reader: AppFileReader.Reader = RegularFile.read) -> [String]? {
        guard case .success(let bytes) = reader(path, limit) else { return nil }
        var visitor = Visitor()
        do throws(XMLReadError) {
            try XMLReader.read(bytes, limits: XMLLimits(), into: &visitor)
        } catch {
            return nil
        }
        return visitor.found
    }

    /// Collects the root's children that name a kind of folder.
    struct Visitor: XMLVisitor {
        var depth = 0
        var found: [String] = []

        mutating func start(_ element: XMLElement) {
            depth += 1
            if depth == 2, ProviderPaths.kinds.contains(element.name.localName) { found.append(element.name.localName) }
        }

        mutating func end(_ name: XMLName) { depth -= 1 }
    }
}
