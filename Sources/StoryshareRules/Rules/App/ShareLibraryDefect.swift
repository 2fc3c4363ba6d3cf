import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// The sharing code calls a library whose installed version has a known Stories defect (``KnownDefects``):
    /// one finding per defect, at the first call through the library to the app the defect shows with, naming
    /// the version and where it was read, what a user sees, the first version without it, and the library's
    /// own issue or pull request. With no lockfile, it fires only when every version the manifest's range allows
    /// has the defect.
    public static let shareLibraryDefect = AppFileRule(
        RuleDescription(
            id: "share-library-defect",
            summary: "The sharing code calls a library (react-native-share, social_share, appinio_social_share) "
                + "whose installed version has a known Stories defect, fixed in a later version.",
            defaultSeverity: .warning, appliesTo: "the sharing code the app model finds, and the lockfile",
            source: RuleSource.libraryIssues),
        triggering: [
            // The Android Instagram Stories black image (fixed in 7.3.3).
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "7.3.2", true)]),
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare,
                libraries: [("react-native-share", "7.3.3-beta.1", true)]),
            // Every version ~7.2.0 allows is before 7.3.3.
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "~7.2.0", false)]),
            Example.shareCode(
                targets: [.instagram], api: .appinioSocialShare, libraries: [("appinio_social_share", "0.2.3", true)]),
            Example.shareCode(targets: [.instagram], api: .socialShare, libraries: [("social_share", "2.1.1", true)]),
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "12.0.7", true)],
                platforms: [.android, .ios]),
        ],
        nonTriggering: [
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "12.0.8", true)]),
            // ^12.0.3 may resolve to 12.0.8, which has none: the lockfile would say.
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "^12.0.3", false)]),
            // Installed, but the code shares through a URL of its own, not the library.
            Example.shareCode(
                targets: [.instagram], api: .urlScheme, libraries: [("react-native-share", "7.3.2", true)]),
            // After every fix.
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "12.0.9", true)]),
            Example.shareCode(
                targets: [.instagram], api: .appinioSocialShare, libraries: [("appinio_social_share", "0.2.4", true)]),
            Example.shareCode(targets: [.instagram], api: .socialShare, libraries: [("social_share", "2.3.1", true)]),
            // 12.0.7's one defect ("cannot open URL") is iOS's, and only an Android app shares through it.
            Example.shareCode(
                targets: [.instagram], api: .reactNativeShare, libraries: [("react-native-share", "12.0.7", true)],
                platforms: [.android]),
            Example.infoPlist(),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        var messages: [LocatedMessage] = []
        for library in code.libraries {
            let defects: [KnownDefect]
            if let version = library.installed {
                defects = KnownDefects.defects(of: library.name, at: version)
            } else if let range = library.allowed {
                defects = KnownDefects.defects(of: library.name, allowedBy: range)
            } else {
                continue
            }
            // A defect of one platform counts when an app of that platform is reached (or the platforms are not known).
            for defect in defects
            where defect.platform.map({ code.platforms.isEmpty || code.platforms.contains($0) }) ?? true {
                // A defect of one option (a background video) counts for a call that passes it.
                guard
                    let call = code.calls.first(where: { call in
                        call.api == library.api && call.target == defect.target
                            && defect.needs.map { needed in call.values.contains { $0.parameter == needed } } ?? true
                    })
                else { continue }
                let subject =
                    library.isLocked
                    ? "\(library.name) \(library.version) (installed: \(library.evidence.place)) has"
                    : "\(library.name) \(library.version) (\(library.evidence.place); no lockfile says what is "
                        + "installed) allows only versions with"
                let fails = defect.failsEveryShare ? " Every \(defect.target.displayName) Stories share fails." : ""
                // A patched library may carry the fix: said, not claimed.
                let patched =
                    library.patch.map {
                        " The app patches \(library.name) as it installs it (\($0.place)): if the patch carries the "
                            + "fix, this does not apply."
                    } ?? ""
                messages.append(
                    LocatedMessage(
                        "\(subject) a known \(defect.target.displayName) Stories defect\(defect.platformPhrase): "
                            + "\(defect.effect).\(fails) Fixed in \(defect.versions.fixed): update \(library.name) "
                            + "to \(defect.versions.fixed) or later. See \(defect.citation).\(patched)",
                        at: call.location, informational: library.patch != nil))
            }
        }
        return messages
    }
}
