import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// A share call whose transport carries no App ID: Instagram takes it in the share itself (the URL's
    /// `source_application`, the intent's extra, a library's `appId`); Facebook in the payload, or from the
    /// Info.plist's `FacebookAppID` or the manifest's `com.facebook.sdk.ApplicationId`, which its SDK reads.
    public static let shareAppIDMissing = AppFileRule(
        RuleDescription(
            id: "share-app-id-missing",
            summary: "A Stories share gives no App ID: Instagram needs it in the share (source_application), "
                + "Facebook in the payload or the app's FacebookAppID.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.appIDRequired
        ),
        triggering: [
            Example.shareCode(targets: [.instagram], appIDs: []),
            Example.shareCode(targets: [.facebook], appIDs: []),
            // Instagram does not read the Facebook SDK's FacebookAppID.
            Example.shareCode(targets: [.instagram], appIDs: [], appIDInAppFile: true),
        ],
        nonTriggering: [
            Example.shareCode(targets: [.instagram]), Example.shareCode(targets: [.facebook, .instagram]),
            Example.shareCode(targets: [.facebook], appIDs: [], appIDInAppFile: true),
            Example.shareCode(targets: [.instagram], appIDs: [("appID", false)]),
            Example.infoPlist(appID: nil),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts, code.appIDs.isEmpty else { return [] }
        var messages: [LocatedMessage] = []
        for target in ShareTarget.allCases {
            guard let call = code.calls.first(where: { $0.target == target }) else { continue }
            if target == .facebook, code.appIDInAppFile { continue }
            let how =
                target == .instagram
                ? "Instagram needs it in the share: instagram-stories://share?source_application=APP_ID (iOS), the "
                    + "intent's \"source_application\" extra (Android), or the library's appId option"
                : "Facebook needs it in the payload (com.facebook.sharedSticker.appID, the intent's "
                    + "com.facebook.platform.extra.APPLICATION_ID, the library's appId option) or as FacebookAppID in "
                    + "the Info.plist"
            messages.append(
                LocatedMessage(
                    "this \(target.displayName) Stories share gives no App ID: since January 2023 a share without one "
                        + "fails (\"The app you shared from doesn't currently support sharing to Stories\"). \(how).",
                    at: call.location))
        }
        return messages
    }

    /// An App ID in the sharing code that is not 5–20 digits (a placeholder left in).
    public static let shareAppIDInvalid = AppFileRule(
        RuleDescription(
            id: "share-app-id-invalid",
            summary: "An App ID the sharing code gives is not 5–20 digits (a placeholder such as xxxxxxxx).",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.appIDRequired
        ),
        triggering: [
            Example.shareCode(targets: [.instagram], appIDs: [("xxxxxxxx", true)]),
            Example.shareCode(targets: [.facebook], appIDs: [("YOUR_APP_ID", true)]),
            Example.shareCode(targets: [.instagram], appIDs: [("", true)]),
        ],
        nonTriggering: [
            Example.shareCode(targets: [.instagram]),
            Example.shareCode(targets: [.instagram], appIDs: [("appID", false)]),
            Example.infoPlist(appID: "12ab"),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        return code.appIDs.filter { $0.isLiteral && $0.location != nil && !FacebookAppID.isValid($0.value) }.map { id in
            LocatedMessage(
                "the App ID \"\(id.value)\" in \(id.carrier) is not 5–20 digits (0–9): the share names no app Meta "
                    + "knows. Copy the numeric App ID from the app's dashboard.", at: id.location)
        }
    }
}
