import StoryshareProject

extension AppFileRule {
    /// An AndroidManifest.xml that cannot be read, is not well-formed XML or has no `<manifest>` root: the build
    /// fails on it, and storyshare cannot check it.
    public static let androidManifestMalformed = AppFileRule(
        RuleDescription(
            id: "android-manifest-malformed",
            summary: "AndroidManifest.xml cannot be read, is not well-formed XML, or its root is not <manifest>.",
            defaultSeverity: .error, appliesTo: "an Android app's AndroidManifest.xml",
            source: RuleSource.androidManifest),
        triggering: [
            AppFile(.unreadable(.androidManifest, reason: "a FIFO (named pipe), not a regular file")),
            AppFile(
                .malformed(
                    .androidManifest, reason: "it is not well-formed XML: expected </queries>, found \"</manifest>\"",
                    at: SourceLocation(line: 7, column: 1))),
        ],
        nonTriggering: [Example.androidManifest(), AppFile(.unreadable(.infoPlist, reason: "no such file"))]
    ) { file in
        switch file.facts {
        case .unreadable(.androidManifest, let reason):
            [LocatedMessage("AndroidManifest.xml cannot be read: \(reason).", at: nil)]
        case .malformed(.androidManifest, let reason, let location):
            [
                LocatedMessage(
                    "AndroidManifest.xml is malformed: \(reason). Fix it: the build fails on it too.", at: location)
            ]
        default:
            []
        }
    }
}
