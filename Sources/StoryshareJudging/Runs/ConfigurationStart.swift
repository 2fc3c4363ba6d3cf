import StoryshareProject
import StoryshareReport
import StoryshareSystem

/// What `init` does: writes a commented `.storyshare.yml` for the folder it is run in, from what the app model finds
/// there (what its sharing code names), else from what a survey of its folders and names finds.
public enum ConfigurationStart {
    /// Whether a configuration file (or anything by its name, a link included) is already in `directory`.
    public static func exists(in directory: String = ".") -> Bool {
        if case .success = FileStatus.of(FilePaths.join(directory, Configuration.fileName), followingLinks: false) {
            return true
        }
        return false
    }

    /// The template for `directory`: an app project's, from the model; else a folder of assets', from its names.
    public static func template(for directory: String = ".") -> ConfigurationTemplate {
        ConfigurationTemplate.fromModel(ProjectScanner.scan(directory)) ?? ConfigurationTemplate.survey(directory)
    }

    /// Writes `template` as the configuration file of `directory`, atomically. storyshare names this file: a symbolic
    /// link there (one a repository ships) is replaced, never followed.
    public static func write(_ template: ConfigurationTemplate, in directory: String = ".") throws {
        let path = directory == "." ? Configuration.fileName : FilePaths.join(directory, Configuration.fileName)
        try AtomicFile.write(path, contents: Array(template.yaml.utf8), links: .replaced)
    }

    /// What was written, in words: `3 include globs, 2 sticker globs, 0 background globs, target facebook`.
    public static func summary(_ template: ConfigurationTemplate) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let targets = template.targetsFromCode.map { targets in
            "targets from the code: \(targets.isEmpty ? "none" : targets.map(\.rawValue).joined(separator: " and "))"
        }
        return [
            count(template.includeGlobs.count, "include glob"), count(template.stickerGlobs.count, "sticker glob"),
            count(template.backgroundGlobs.count, "background glob"), targets ?? "target \(template.target.rawValue)",
        ].joined(separator: ", ")
    }
}
