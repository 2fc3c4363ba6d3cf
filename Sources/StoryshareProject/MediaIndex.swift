import Foundation
import StoryshareSystem

/// The media of a walk, indexed for resolving what code names.
struct MediaIndex {
    /// Every image and video file, relative to the root.
    let files: [String]
    let fileSet: Set<String>
    /// Asset catalog sets by name (`image` → the `image.imageset` folders).
    let sets: [String: [String]]

    init(_ files: [String]) {
        self.files = files
        fileSet = Set(files)
        var sets: [String: [String]] = [:]
        for file in files {
            guard let set = MediaIndex.catalogSet(of: file) else { continue }
            let folder = set.split(separator: "/").last.map(String.init) ?? set
            let name = String(folder[..<(folder.lastIndex(of: ".") ?? folder.endIndex)])
            if !(sets[name]?.contains(set) ?? false) { sets[name, default: []].append(set) }
        }
        self.sets = sets
    }

    /// The image set or data set folder a file is in, if any.
    static func catalogSet(of file: String) -> String? {
        let parent = RepositoryPaths.folder(of: file)
        return parent.hasSuffix(".imageset") || parent.hasSuffix(".dataset") ? parent : nil
    }
}
