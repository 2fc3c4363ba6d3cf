import StoryshareProject

extension AppFileRule {
    /// An Info.plist that cannot be read or is not a property list dictionary: Xcode cannot build with it, and
    /// storyshare cannot check it.
    public static let infoPlistMalformed = AppFileRule(
        RuleDescription(
            id: "info-plist-malformed",
            summary: "The Info.plist cannot be read, or is not a property list whose top level is a dictionary.",
            defaultSeverity: .error, appliesTo: "an iOS app's Info.plist", source: RuleSource.propertyList),
        triggering: [
            AppFile(.unreadable(.infoPlist, reason: "Permission denied")),
            AppFile(
                .malformed(
                    .infoPlist, reason: "expected </array>, found \"</dict>\"", at: SourceLocation(line: 12, column: 2))
            ),
            AppFile(.malformed(.infoPlist, reason: "binary plist: object 3 at offset 120 contains itself", at: nil)),
        ],
        nonTriggering: [
            Example.infoPlist(), AppFile(.malformed(.androidManifest, reason: "no <manifest>", at: nil)),
        ]
    ) { file in
        switch file.facts {
        case .unreadable(.infoPlist, let reason):
            [LocatedMessage("the Info.plist cannot be read: \(reason).", at: nil)]
        case .malformed(.infoPlist, let reason, let location):
            [
                LocatedMessage(
                    "the Info.plist is not a valid property list: \(reason). Fix it (plutil -lint shows the same), or "
                        + "recreate it in Xcode.", at: location)
            ]
        default:
            []
        }
    }
}
