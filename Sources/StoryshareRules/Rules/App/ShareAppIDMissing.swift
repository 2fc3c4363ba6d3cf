import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// A share call that gives no App ID: Instagram takes it in the share itself (the URL's `source_application`,
    /// the intent's extra, a library's `appId`); Facebook in the payload, or from the Info.plist's `FacebookAppID`
    /// or the manifest's `com.facebook.sdk.ApplicationId`, which its SDK reads. Judged call by call: one share's App
    /// ID does not cover another's.
    public static let shareAppIDMissing = AppFileRule(
        RuleDescription(
            id: "share-app-id-missing",
            summary: "A Stories share gives no App ID (or reads it from an Info.plist key the app's Info.plist "
                + "lacks): Instagram needs it in the share (source_application), Facebook in the payload or the "
                + "app's FacebookAppID.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.appIDRequired
        ),
        triggering: [
            Example.shareCode(targets: [.instagram], appIDs: []),
            Example.shareCode(targets: [.facebook], appIDs: []),
            // Instagram does not read the Facebook SDK's FacebookAppID.
            Example.shareCode(targets: [.instagram], appIDs: [], appIDInAppFile: true),
            // The Facebook call's App ID does not cover the Instagram call below it.
            Example.shareCode(targets: [.facebook, .instagram], gives: [true, false]),
            // A library with no App ID option at all.
            Example.shareCode(targets: [.instagram], appIDs: [], without: "react-native-story-share"),
            // The App ID is read from a key the app's Info.plist lacks.
            Example.shareCode(
                targets: [.instagram], appIDs: [("appID", false)], gives: [false],
                infoPlist: ShareCodeFacts.InfoPlistKey(key: "META_APP_ID", plist: "App/Info.plist")),
        ],
        nonTriggering: [
            Example.shareCode(targets: [.instagram]), Example.shareCode(targets: [.facebook, .instagram]),
            Example.shareCode(targets: [.facebook], appIDs: [], appIDInAppFile: true),
            Example.shareCode(targets: [.instagram], appIDs: [("appID", false)]),
            // What the reader could not follow is not judged.
            Example.shareCode(targets: [.instagram], appIDs: [], gives: [nil]),
            Example.infoPlist(appID: nil),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        var messages: [LocatedMessage] = []
        for call in code.calls where call.givesAppID == false {
            if call.target == .facebook, code.appIDInAppFile { continue }
            let how =
                call.target == .instagram
                ? "Instagram needs it in the share: instagram-stories://share?source_application=APP_ID (iOS), the "
                    + "intent's \"source_application\" extra (Android), or the library's appId option"
                : "Facebook needs it in the payload (com.facebook.sharedSticker.appID, the intent's "
                    + "com.facebook.platform.extra.APPLICATION_ID, the library's appId option) or as FacebookAppID in "
                    + "the Info.plist"
            if let read = call.missingInfoPlistKey {
                messages.append(
                    LocatedMessage(
                        "this \(call.target.displayName) Stories share reads its App ID from the Info.plist's "
                            + "\(read.key), which is not in \(read.plist): the value read is nil, so the share "
                            + "gives no App ID, and since January 2023 a share without one fails (\"The app you shared "
                            + "from doesn't currently support sharing to Stories\"). Add to its top-level <dict>: "
                            + "<key>\(read.key)</key><string>APP_ID</string> (the numeric App ID, or a build setting "
                            + "$(\(read.key)) every configuration sets).", at: call.location))
                continue
            }
            let what =
                call.libraryWithoutAppID.map {
                    "this \(call.target.displayName) Stories share goes through \($0), which has no App ID option"
                }
                ?? "this \(call.target.displayName) Stories share gives no App ID"
            messages.append(
                LocatedMessage(
                    "\(what): since January 2023 a share without one fails (\"The app you shared from doesn't "
                        + "currently support sharing to Stories\"). \(how).",
                    at: call.location))
        }
        return messages
    }

    /// An App ID in the sharing code that is not 5–20 digits (a placeholder left in, in the code or in the Info.plist
    /// key the code reads it from), a Swift optional written into the share as is, which carries `Optional("…")`, or
    /// an Objective-C name that may be nil formatted with `%@`, which carries `(null)`. An Info.plist key holding a
    /// build setting `$(NAME)` is an `info`: its value is not in the file; so is a name the app model followed to no
    /// one value (``ShareCodeFacts/AppID/undecided``). The Info.plist's `FacebookAppID` is judged
    /// at the Info.plist (``iosFacebookAppIDMissing``), not again at the share.
    public static let shareAppIDInvalid = AppFileRule(
        RuleDescription(
            id: "share-app-id-invalid",
            summary:
                "An App ID the sharing code gives is not 5–20 digits or is a sample's (a placeholder such as xxxxxxxx, "
                + "1234567890 or 0000000000, in the code or "
                + "in the Info.plist key it reads, the app's own package name, a Swift optional interpolated as is, "
                + "which prints Optional(…), or an Objective-C nil formatted with %@, which prints (null)); an "
                + "Info.plist key holding a $(VAR) build setting, or a name another file sets two ways or a build "
                + "sets from a property or the environment, is reported as info.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.appIDRequired
        ),
        triggering: [
            Example.shareCode(targets: [.instagram], appIDs: [("xxxxxxxx", true)]),
            // A sample's digits: the counting run, one digit repeated.
            Example.shareCode(targets: [.instagram], appIDs: [("1234567890", true)]),
            Example.shareCode(targets: [.facebook], appIDs: [("0000000000", true)]),
            Example.shareCode(targets: [.facebook], appIDs: [("YOUR_APP_ID", true)]),
            Example.shareCode(targets: [.instagram], appIDs: [("", true)]),
            // A resource reference and a bundle identifier written where the digits go.
            Example.shareCode(targets: [.instagram], appIDs: [("@string/facebook_app_id", true)]),
            Example.shareCode(targets: [.instagram], appIDs: [("com.example.trails", true)]),
            Example.shareCode(targets: [.instagram], appIDs: [("packageName", false)]),
            Example.shareCode(targets: [.instagram], appIDs: [("Bundle.main.bundleIdentifier", false)]),
            // A Swift optional interpolated as is: the URL carries source_application=Optional("…").
            Example.shareCode(
                targets: [.instagram], appIDs: [("appID", false)],
                optional:
                    "\\(appID), an optional (appID is declared String? on line 3), which prints as Optional(\"…\")"),
            Example.shareCode(
                targets: [.instagram], appIDs: [("123456789012345", true)],
                optional:
                    "\\(appID), an optional (appID is declared String? on line 3), which prints as Optional(\"…\")"),
            // An Objective-C name that may be nil, formatted with %@: the URL carries source_application=(null).
            Example.shareCode(
                targets: [.instagram], appIDs: [("appID", false)],
                optional: "appID formatted with %@, which may be nil (appID is declared nullable on line 2) and then "
                    + "prints as (null)"),
            // Read from the app's Info.plist, which holds a placeholder, or a build setting (info).
            Example.shareCode(
                targets: [.instagram], appIDs: [("YOUR_APP_ID", true)],
                infoPlist: ShareCodeFacts.InfoPlistKey(key: "META_APP_ID", plist: "App/Info.plist:11")),
            Example.shareCode(
                targets: [.instagram], appIDs: [("$(META_APP_ID)", true)],
                infoPlist: ShareCodeFacts.InfoPlistKey(key: "META_APP_ID", plist: "App/Info.plist:11")),
            // Another file's constant holding a placeholder; a name set at build time (info).
            Example.shareCode(
                targets: [.instagram], appIDs: [("YOUR_APP_ID", true)], definition: "src/config.ts:2"),
            Example.shareCode(
                targets: [.instagram], appIDs: [("BuildConfig.FACEBOOK_APP_ID", false)],
                undecided: "set at build time from the Gradle property fbAppId"),
        ],
        nonTriggering: [
            Example.shareCode(
                targets: [.instagram], appIDs: [("123456789012345", true)],
                infoPlist: ShareCodeFacts.InfoPlistKey(key: "META_APP_ID", plist: "App/Info.plist:11")),
            // The Info.plist's FacebookAppID is judged at the Info.plist (ios-facebook-app-id-missing).
            Example.shareCode(
                targets: [.instagram], appIDs: [("$(FACEBOOK_APP_ID)", true)],
                infoPlist: ShareCodeFacts.InfoPlistKey(key: "FacebookAppID", plist: "App/Info.plist:11")),
            Example.shareCode(targets: [.instagram]),
            Example.shareCode(targets: [.instagram], appIDs: [("appID", false)]),
            Example.infoPlist(appID: "12ab"),
            Example.shareCode(
                targets: [.instagram], appIDs: [("123456789012345", true)], definition: "src/config.ts:2"),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        return code.appIDs.filter { $0.location != nil }.compactMap { id in
            if let optional = id.optional {
                return LocatedMessage(
                    "the App ID in \(id.carrier) is \(optional): the share carries that text where the digits go and "
                        + "names no app Meta knows. Unwrap it first (Swift: guard let, if let, or ?? with the numeric "
                        + "App ID; Objective-C: check it for nil, or ?: with the numeric App ID).", at: id.location)
            }
            // A name set at build time, or set two ways: said, not judged as the app's.
            if let why = id.undecided, !id.isLiteral {
                return LocatedMessage(
                    "the App ID in \(id.carrier) is \(id.value), \(why): storyshare cannot tell the value the app is "
                        + "built with; make sure every build sets the app's 5–20 digit App ID.", at: id.location,
                    informational: true)
            }
            // FacebookAppID's value is judged where it is, by ios-facebook-app-id-missing: said once.
            if id.infoPlist?.key == "FacebookAppID" { return nil }
            if let read = id.infoPlist, id.isLiteral, FacebookAppID.isReference(id.value) {
                return LocatedMessage(
                    "the App ID in \(id.carrier) is read from the Info.plist's \(read.key), which is \(id.value) "
                        + "(\(read.plist)), a build setting storyshare cannot resolve from the file (set by build "
                        + "settings the repository may not hold); make sure it holds the app's 5–20 digit App ID in "
                        + "every configuration.", at: id.location, informational: true)
            }
            if let read = id.infoPlist, id.isLiteral, !FacebookAppID.isValid(id.value) {
                return LocatedMessage(
                    "the App ID in \(id.carrier) is read from the Info.plist's \(read.key), which holds "
                        + "\"\(id.value)\" (\(read.plist)): not 5–20 digits (0–9), so the share names no app Meta "
                        + "knows. Put the numeric App ID from the app's dashboard there.", at: id.location)
            }
            if id.isLiteral, FacebookAppID.isValid(id.value), let shape = placeholderDigits(id.value) {
                let set = id.definition.map { " (set at \($0))" } ?? ""
                return LocatedMessage(
                    "the App ID \"\(id.value)\"\(set) in \(id.carrier) is \(shape), a placeholder left from a "
                        + "sample: no app has it, so the share names no app Meta knows. Copy the numeric App ID from "
                        + "the app's dashboard.", at: id.location)
            }
            if id.isLiteral, !FacebookAppID.isValid(id.value) {
                let set = id.definition.map { " (set at \($0))" } ?? ""
                return LocatedMessage(
                    "the App ID \"\(id.value)\"\(set) in \(id.carrier) is not 5–20 digits (0–9): the share names no "
                        + "app Meta knows. "
                        + (mistakenAppID(id.value) ?? "Copy the numeric App ID from the app's "
                            + "dashboard."),
                    at: id.location)
            }
            guard !id.isLiteral, FacebookAppID.isOwnIdentifier(id.value) else { return nil }
            return LocatedMessage(
                "the App ID in \(id.carrier) is \(id.value), the app's own package name or bundle identifier, not "
                    + "5–20 digits (0–9): the share names no app Meta knows. Pass the numeric App ID from the app's "
                    + "dashboard.", at: id.location)
        }
    }

    /// What makes digits a sample's placeholder rather than an App ID: the counting run `123456789` or `1234567890`
    /// (also from 0), or one digit repeated (`0000000000`); `nil` for any other digits.
    static func placeholderDigits(_ value: String) -> String? {
        if ["123456789", "1234567890", "0123456789"].contains(value) { return "the digits counted in order" }
        if let first = value.first, value.count >= 5, value.allSatisfy({ $0 == first }) {
            return "one digit repeated"
        }
        return nil
    }

    /// What a literal App ID that is not one was taken for, and the fix, when its shape says: an Android resource
    /// reference written as text (`"@string/facebook_app_id"`: only the manifest and resource files resolve it,
    /// code passes the characters), or a bundle identifier or package name (`com.example.app`).
    static func mistakenAppID(_ value: String) -> String? {
        if value.hasPrefix("@string/") {
            let name = value.dropFirst("@string/".count)
            return "It is an Android resource reference written as text: code passes these characters, not the "
                + "resource's value (only the manifest and resource files resolve @string/…). Pass "
                + "getString(R.string.\(name)), and make sure a res/values file defines \(name)."
        }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        let identifier =
            parts.count >= 2
            && parts.allSatisfy { part in
                part.first.map { $0.isLetter || $0 == "_" } == true
                    && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            }
        if identifier {
            return "It is shaped like a bundle identifier or package name: the share wants the numeric App ID of the "
                + "app's Meta dashboard (Instagram since January 2023), not the app's own id. Copy it from there."
        }
        return nil
    }
}
