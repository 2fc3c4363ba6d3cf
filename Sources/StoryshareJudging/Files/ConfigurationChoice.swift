import Foundation
import StoryshareReport
import StoryshareSystem

/// Which configuration file a command applies: the one named, else the one discovered from the working directory
/// (``Configuration/discover(from:home:user:)``), said as a path from the working directory; or none.
public enum ConfigurationChoice {
    /// The file discovered from `directory` (`../.storyshare.yml` for one found in a parent), and every file passed
    /// over (owned by another user), in words.
    public static func discover(from directory: String = FilePaths.currentDirectory(), home: String?) -> (
        file: String?, ignored: [String]
    ) {
        let discovery = Configuration.discover(from: directory, home: home)
        return (discovery.file.map(relativeToWorkingDirectory), discovery.ignored)
    }

    /// `../.storyshare.yml` for a file found in a parent of the working directory; other paths as they are.
    public static func relativeToWorkingDirectory(_ file: String) -> String {
        let directory = FilePaths.parent(file)
        var current = FilePaths.normalize(".")
        var climb = ""
        while true {
            if current == directory { return climb + FilePaths.name(file) }
            if current == "/" { return file }
            current = FilePaths.parent(current)
            climb += "../"
        }
    }
}
