import StoryshareSystem
import StoryshareXML

/// An Xcode workspace's `contents.xcworkspacedata`, read with storyshare's own XML reader (bounded, no entity
/// expanded): the locations of its `<FileRef>`s resolved as Xcode resolves them — `group:` against the enclosing
/// `<Group>`'s folder (nested groups in turn, the workspace's folder at the top), `container:` against the folder
/// holding the `.xcworkspace`, `absolute:` when it lies inside the scanned root. `self:` and `developer:` locations,
/// and those that leave the root, name nothing of the repository.
enum XcodeWorkspace {
    /// The largest `contents.xcworkspacedata` read.
    static let limit = 1 << 20

    /// The paths (relative to the root, `""` for the root) the workspace at `workspace` (below the root) names; an
    /// unread project file instead when its contents cannot be read or are not a well-formed workspace. A workspace
    /// folder without the file names nothing.
    static func locations(of workspace: String, walk: ProjectWalk) -> (paths: [String], unread: UnreadProjectFile?) {
        let data = workspace + "/contents.xcworkspacedata"
        let bytes: [UInt8]
        switch walk.files.bytes(data, limit: limit) {
        case .success(let read): bytes = read
        case .failure(.system(let error)) where error.isNoSuchFile: return ([], nil)
        case .failure(let problem):
            let file = UnreadProjectFile(
                path: data, layout: "an Xcode workspace whose contents are unreadable (\(problem.readError))")
            return ([], file)
        }
        let read = locations(bytes, workspace: workspace, root: walk.files.realRoot)
        return (
            read.paths,
            read.problem.map { UnreadProjectFile(path: data, layout: "an Xcode workspace whose contents are \($0)") }
        )
    }

    /// The paths the workspace at `workspace` (below `root`, an absolute path) names, from the `bytes` of its
    /// contents; what is wrong with them instead when they are not a well-formed workspace.
    static func locations(_ bytes: [UInt8], workspace: String, root: String) -> (paths: [String], problem: String?) {
        let container = RepositoryPaths.folder(of: workspace)
        var visitor = Visitor(container: container, root: root)
        do throws(XMLReadError) {
            try XMLReader.read(bytes, limits: XMLLimits(), into: &visitor)
        } catch {
            return ([], "not well-formed XML (line \(error.position.line): \(error.reason))")
        }
        if let wrong = visitor.wrongRoot { return ([], "not a workspace (its root element is <\(wrong)>)") }
        return (visitor.found, nil)
    }

    /// `relative` (`/`-separated, `..` allowed) below `folder` (`""` for the root); `nil` when it leaves the root.
    static func join(_ folder: String, _ relative: String) -> String? {
        RepositoryPaths.joinInside(folder, relative)
    }

    /// Follows the groups down the document and resolves each file reference.
    struct Visitor: XMLVisitor {
        /// The folder holding the `.xcworkspace`, below the root.
        let container: String
        /// The scanned root, absolute.
        let root: String
        /// The folder of each open element (its group's), `nil` where a group lies outside the root.
        var folders: [String?] = []
        var found: [String] = []
        var wrongRoot: String?

        init(container: String, root: String) {
            self.container = container
            self.root = root
        }

        /// Where `location` points, below the root, from a group at `folder`.
        func resolve(_ location: String, from folder: String?) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon]
            let path = String(location[location.index(after: colon)...])
            switch kind {
            case "group":
                if path.hasPrefix("/") { return inside(path) }
                return folder.flatMap { XcodeWorkspace.join($0, path) }
            case "container":
                if path.hasPrefix("/") { return inside(path) }
                return XcodeWorkspace.join(container, path)
            case "absolute": return inside(path)
            default: return nil
            }
        }

        /// An absolute path below the root, relative to it.
        func inside(_ absolute: String) -> String? {
            let path = FilePaths.normalize(absolute)
            if path == root { return RepositoryPaths.root }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        }

        mutating func start(_ element: XMLElement) {
            guard let parent = folders.last else {
                if element.name.localName != "Workspace" { wrongRoot = element.name.localName }
                folders.append(container)
                return
            }
            let location = element.attribute("location")
            switch element.name.localName {
            case "Group":
                folders.append(location.map { resolve($0, from: parent) } ?? parent)
            case "FileRef":
                if let location, let path = resolve(location, from: parent), !path.isEmpty { found.append(path) }
                folders.append(parent)
            default:
                folders.append(parent)
            }
        }

        mutating func end(_ name: XMLName) { _ = folders.popLast() }
    }
}
