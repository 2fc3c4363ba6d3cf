import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// The FileProvider's paths XML shares no folder the share code writes its file to: `getUriForFile` throws
    /// "Failed to find configured root" and nothing is shared.
    public static let androidFileProviderPath = AppFileRule(
        RuleDescription(
            id: "android-file-provider-path",
            summary: "The FileProvider's paths XML does not cover the folder the share code writes its file to "
                + "(\"Failed to find configured root\").",
            defaultSeverity: .error, appliesTo: "an Android app's AndroidManifest.xml", source: RuleSource.fileProvider),
        triggering: [
            Example.androidManifest(
                paths: ["external-path"], sharing: AppSharing(writtenFolders: ["cache": "a.dart:3"])),
            Example.androidManifest(paths: ["cache-path"], sharing: AppSharing(writtenFolders: ["files": "A.kt:9"])),
        ],
        nonTriggering: [
            Example.androidManifest(
                paths: ["external-path", "cache-path"], sharing: AppSharing(writtenFolders: ["cache": "a.dart:3"])),
            Example.androidManifest(paths: ["root-path"], sharing: AppSharing(writtenFolders: ["files": "A.kt:9"])),
            Example.androidManifest(
                paths: ["external-path"], sharing: AppSharing(writtenFolders: ["external-files": "a.dart:3"])),
            // A provider whose paths were not read: not known.
            Example.androidManifest(sharing: AppSharing(writtenFolders: ["cache": "a.dart:3"])),
            Example.androidManifest(paths: ["external-path"]),
        ]
    ) { file in
        guard let manifest = file.appManifest, let written = file.sharing?.writtenFolders, !written.isEmpty else {
            return []
        }
        let granting = manifest.providers.filter { $0.grantURIPermissions == "true" }
        // Every provider's paths must be known, or another may be the share's.
        guard let first = granting.first, granting.allSatisfy({ $0.pathKinds != nil }) else { return [] }
        let shared = Set(granting.flatMap { $0.pathKinds ?? [] })
        let uncovered = written.keys.sorted().filter { kind in
            !(coveringPaths[kind] ?? []).contains(where: shared.contains)
        }
        guard !uncovered.isEmpty else { return [] }
        let folders = uncovered.map { "the \($0) folder (\(written[$0] ?? ""))" }
        let add = uncovered.compactMap { coveringPaths[$0]?.first }.map { "<\($0) name=\"share\" path=\".\" />" }
        return [
            LocatedMessage(
                "the FileProvider's paths (\(first.pathsResource ?? "its paths XML"): "
                    + "\(shared.sorted().joined(separator: ", "))) do not cover \(Phrases.list(folders)), where the "
                    + "share code writes its file: FileProvider.getUriForFile throws \"Failed to find configured root\" "
                    + "and nothing is shared. Add to the paths XML: \(add.joined())", at: first.location)
        ]
    }

    /// The paths XML elements that share each kind of folder (the first is the one to add).
    static let coveringPaths: [String: [String]] = [
        "cache": ["cache-path", "root-path"], "files": ["files-path", "root-path"],
        "external-files": ["external-files-path", "external-path", "root-path"],
        "external-cache": ["external-cache-path", "external-path", "root-path"],
        "external": ["external-path", "root-path"],
    ]
}
