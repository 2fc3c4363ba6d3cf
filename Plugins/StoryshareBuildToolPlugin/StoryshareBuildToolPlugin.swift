import Foundation
import PackagePlugin

/// A build step that runs `storyshare validate --format xcode` on a target's share assets and fails the build on
/// an error-level finding.
///
/// Only the target's own files are judged: those SwiftPM lists for it (its resources and other files, without
/// what the manifest excludes) that have an image or video name, and each asset catalog (`.xcassets`) among them
/// as one path, which storyshare reads as it reads any catalog (image and data sets; app icons passed over). The
/// `.storyshare.yml` that applies to the package (its own, else the nearest in a parent folder up to the
/// repository root, as storyshare looks for it) is passed with `--config`, so its `include`, `exclude` and
/// `sticker` globs, severities and limits apply, and a change to it runs the step again. A target with no such
/// file gets no build step.
///
/// The step is a build command whose inputs are those files, the configuration and the executable, and that
/// declares no output: SwiftPM runs it when one of them changed (and again after a failure), and an output file
/// would be copied into the target's resource bundle. Its findings are printed as `PATH: error: MESSAGE [rule]`
/// lines, which SwiftPM shows, and which Xcode turns into issues.
@main
struct StoryshareBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? any SourceModuleTarget,
            let plan = ShareAssetPlan(
                files: module.sourceFiles.map(\.url),
                configuration: ShareAssetPlan.configuration(from: context.package.directoryURL))
        else { return [] }
        let tool = try context.tool(named: "storyshare")
        return [plan.command(executable: tool.url, targetName: target.name)]
    }
}

/// The paths to validate and the files the result depends on, from a target's files.
struct ShareAssetPlan {
    /// The names storyshare walks a directory for (the formats it judges and those it refuses).
    static let mediaExtensions: Set<String> = [
        "png", "jpg", "jpeg", "mp4", "mov", "m4v", "webm", "heic", "heif", "gif", "webp", "avif",
    ]

    /// The files and asset catalogs to name on the command line, sorted.
    var paths: [URL]
    /// Every file the result depends on: the media files, each catalog's files, the configuration.
    var inputs: [URL]
    /// The configuration file passed with `--config`, if any.
    var configuration: URL?

    /// The plan for these files, or nil when none of them is a share asset.
    init?(files: [URL], configuration: URL?) {
        var paths: Set<URL> = []
        var inputs: Set<URL> = []
        for file in files {
            if let catalog = Self.assetCatalog(containing: file) {
                // SwiftPM lists a processed catalog as one resource (on Linux at least), its files one by one
                // otherwise; storyshare is given the catalog, the build depends on each of its files.
                paths.insert(catalog)
                if Self.isDirectory(file) {
                    inputs.formUnion(Self.regularFiles(under: file))
                } else {
                    inputs.insert(file)
                }
            } else if Self.isDirectory(file) {
                // A folder copied whole (`.copy("Stickers")`): storyshare walks it; its files are the inputs.
                let media = Self.regularFiles(under: file).filter {
                    Self.mediaExtensions.contains($0.pathExtension.lowercased())
                        || Self.assetCatalog(containing: $0) != nil
                }
                if !media.isEmpty {
                    paths.insert(file)
                    inputs.formUnion(media)
                }
            } else if Self.mediaExtensions.contains(file.pathExtension.lowercased()) {
                paths.insert(file)
                inputs.insert(file)
            }
        }
        guard !paths.isEmpty else { return nil }
        if let configuration { inputs.insert(configuration) }
        self.paths = paths.sorted { $0.path < $1.path }
        self.inputs = inputs.sorted { $0.path < $1.path }
        self.configuration = configuration
    }

    /// The arguments of `storyshare`.
    var arguments: [String] {
        var arguments = ["validate", "--format", "xcode", "--allow-empty", "--no-progress"]
        if let configuration { arguments += ["--config", configuration.path] }
        return arguments + ["--"] + paths.map(\.path)
    }

    /// The build command: runs when an input (or the executable, which SwiftPM adds to the inputs) changed;
    /// declares no output.
    func command(executable: URL, targetName: String) -> Command {
        .buildCommand(
            displayName: "storyshare: validating the share assets of \(targetName)",
            executable: executable,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [])
    }

    /// The `.storyshare.yml` storyshare would use in this folder: there, else in the nearest parent, stopping
    /// after the repository root (a folder holding `.git`) or the home directory; one owned by another user (not
    /// root) is passed over, as storyshare passes it over. Found here so that it can be an input of the step.
    static func configuration(from directory: URL) -> URL? {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(".storyshare.yml")
            if let attributes = try? FileManager.default.attributesOfItem(atPath: candidate.path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let owner = attributes[.ownerAccountID] as? NSNumber,
                owner.uint32Value == getuid() || owner.uint32Value == 0
            {
                return candidate
            }
            let isRoot = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if isRoot || folder.path == home || parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The `.xcassets` folder a file lies in, if any.
    static func assetCatalog(containing file: URL) -> URL? {
        var url = file
        while url.pathComponents.count > 1 {
            if url.pathExtension.lowercased() == "xcassets" { return url }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The regular files under a folder, hidden entries left out (as storyshare leaves them out).
    static func regularFiles(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return enumerator.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { return nil }
            return url
        }
    }
}
