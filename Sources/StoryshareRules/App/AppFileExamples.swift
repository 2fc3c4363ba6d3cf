import StoryshareKit
import StoryshareProject

extension Example {
    /// An app's XML Info.plist as Xcode writes it: the top-level `<dict>` on line 4, then `FacebookAppID`
    /// (key on line 5, value on 6) unless `appID` is `nil`, then `LSApplicationQueriesSchemes` (key, `<array>`,
    /// one line per scheme) unless `schemes` is `nil`. `appIDKind` other than `a string` makes the App ID
    /// another type; `buildSettings` are what the app's target sets the references it holds to.
    public static func infoPlist(
        schemes: [String]? = ["facebook-stories", "instagram-stories"], appID: String? = "1234567890",
        appIDKind: String = "a string", bundle: InfoPlistFacts.Bundle = .app, targets: [ShareTarget] = [.facebook],
        expectedAppID: String? = nil, sharing: AppSharing? = nil, duplicateKeys: [String] = [],
        buildSettings: [String: BuildSetting] = [:]
    ) -> AppFile {
        var line = 5
        var facts = InfoPlistFacts(root: SourceLocation(line: 4, column: 1), bundle: bundle)
        facts.duplicateKeys = duplicateKeys.map { Located($0, at: SourceLocation(line: 30, column: 4)) }
        if let appID {
            facts.facebookAppID = InfoPlistEntry(
                key: SourceLocation(line: line, column: 2), value: SourceLocation(line: line + 1, column: 2),
                text: appIDKind == "a string" ? appID : nil, kind: appIDKind)
            line += 2
        }
        if let schemes {
            facts.queriesSchemes = InfoPlistEntry(
                key: SourceLocation(line: line, column: 2), value: SourceLocation(line: line + 1, column: 2),
                kind: "an array")
            facts.schemes = schemes.enumerated().map { Located($1, at: SourceLocation(line: line + 2 + $0, column: 3)) }
        }
        return AppFile(
            .infoPlist(facts), targets: targets, appID: expectedAppID, sharing: sharing, buildSettings: buildSettings)
    }

    /// An app module's AndroidManifest.xml: `<manifest>` on line 2, `<queries>` on line 3 (unless `packages`
    /// and `actions` are both `nil`) with a line per package and per intent action (and per provider authority of
    /// `authorities` from line 12), `<application>` on line 20
    /// with its launcher activity, and a FileProvider on line 21 granting URI permissions as `grant` says
    /// (none when `grant` is `nil`).
    public static func androidManifest(
        packages: [String]? = ["com.facebook.katana", "com.instagram.android"], actions: [String]? = nil,
        intents: [(action: String, mimeType: String?)] = [], authorities: [String] = [],
        grant: String? = "true", paths: [String]? = nil, launcher: Bool = true, targetSDK: String? = nil,
        queriesAllPackages: Bool = false,
        appID: String? = nil, targets: [ShareTarget] = [.facebook], expectedAppID: String? = nil,
        sharing: AppSharing? = nil
    ) -> AppFile {
        var facts = AndroidManifestFacts(
            manifest: SourceLocation(line: 2, column: 1), package: "com.example.app",
            application: SourceLocation(line: 20, column: 5), hasLauncherActivity: launcher,
            targetSDKVersion: targetSDK.map { Located($0, at: SourceLocation(line: 19, column: 5)) },
            queriesAllPackages: queriesAllPackages)
        if packages != nil || actions != nil {
            facts.queries = [SourceLocation(line: 3, column: 5)]
            let entries = (packages ?? []) + (actions ?? [])
            for (index, name) in entries.enumerated() {
                let located = Located(name, at: SourceLocation(line: 4 + index, column: 9))
                if index < (packages ?? []).count {
                    facts.queriedPackages.append(located)
                } else {
                    facts.queriedActions.append(located)
                }
            }
        }
        if !intents.isEmpty || !authorities.isEmpty, facts.queries.isEmpty {
            facts.queries = [SourceLocation(line: 3, column: 5)]
        }
        facts.queriedAuthorities = authorities.enumerated().map {
            Located($1, at: SourceLocation(line: 12 + $0, column: 9))
        }
        facts.queriedIntents = intents.map {
            AndroidQueriedIntent(actions: [$0.action], mimeTypes: $0.mimeType.map { [$0] } ?? [])
        }
        if let grant {
            facts.providers = [
                AndroidProvider(
                    name: "androidx.core.content.FileProvider", authorities: "${applicationId}.fileprovider",
                    exported: "false", grantURIPermissions: grant, location: SourceLocation(line: 21, column: 9))
            ]
            facts.providers[0].pathsResource = paths.map { _ in "@xml/file_paths" }
            facts.providers[0].pathKinds = paths
        }
        facts.facebookAppID = appID.map { Located($0, at: SourceLocation(line: 27, column: 9)) }
        return AppFile(.androidManifest(facts), targets: targets, appID: expectedAppID, sharing: sharing)
    }
}

extension Example {
    /// A source file that shares to `targets` (one call each, from line 10, through `api`), with the App IDs the
    /// app's share calls give (each a literal or a name, on line 5 of the file), in a codebase that installs
    /// `libraries` (each `(name, version, locked)`, read from line 40 of its lockfile or manifest), reaching apps
    /// of `platforms` (empty: not known). Each call gives an App ID when `appIDs` is not empty, or as `gives` says
    /// call by call (`nil`: the reader could not tell); `without` names a library with no App ID option; `optional`
    /// says why each App ID is an optional the share writes as `Optional(…)`; `infoPlist` is the Info.plist key each
    /// App ID is read from (a call giving none then reads it and the Info.plist lacks it).
    public static func shareCode(
        targets: [ShareTarget], appIDs: [(String, Bool)] = [("1837462019", true)], appIDInAppFile: Bool = false,
        api: ShareAPI? = nil, libraries: [(String, String, Bool)] = [], platforms: [Platform] = [],
        gives: [Bool?]? = nil, without: String? = nil, optional: String? = nil,
        infoPlist: ShareCodeFacts.InfoPlistKey? = nil, definition: String? = nil, undecided: String? = nil
    ) -> AppFile {
        let calls = targets.enumerated().map { index, target in
            var call = ShareCodeFacts.Call(
                target: target, location: SourceLocation(line: 10 + index),
                givesAppID: gives.map { $0[index] } ?? !appIDs.isEmpty, libraryWithoutAppID: without, api: api)
            if call.givesAppID == false { call.missingInfoPlistKey = infoPlist }
            return call
        }
        let installed = libraries.map { name, version, locked in
            InstalledLibrary(
                name: name, api: SharingLibrary.all.first { $0.name == name }?.api ?? .urlScheme, version: version,
                isLocked: locked,
                evidence: Evidence(path: locked ? "package-lock.json" : "package.json", line: 40, text: version))
        }
        let ids = appIDs.map {
            var id = ShareCodeFacts.AppID(
                value: $0.0, isLiteral: $0.1, carrier: "the share call's appId", location: SourceLocation(line: 5),
                optional: optional)
            id.infoPlist = infoPlist
            id.definition = definition
            id.undecided = undecided
            return id
        }
        return AppFile(
            .shareCode(
                ShareCodeFacts(
                    calls: calls, appIDs: ids, appIDInAppFile: appIDInAppFile, libraries: installed,
                    platforms: platforms)),
            targets: targets,
            sharing: AppSharing(appIDInCode: !appIDs.isEmpty))
    }
}

extension Example {
    /// A source file with one share call to `target` on line 10 through `via`, giving an App ID, passing `values`
    /// (each on line 11), an Android intent when `intent` is set, whose sticker URI nothing grants when `ungranted`.
    public static func shareCall(
        _ target: ShareTarget = .instagram, via: String = "react-native-share",
        values: [(ShareParameter, String, Bool)] = [], intent: Bool = false, ungranted: Bool = false,
        origin: String? = nil, missingAssets: [String] = [], imageObjectLine: Int? = nil
    ) -> AppFile {
        let call = ShareCodeFacts.Call(
            target: target, location: SourceLocation(line: 10), via: via,
            values: values.map {
                ShareCodeFacts.Value(
                    parameter: $0.0, text: $0.1, isLiteral: $0.2, origin: origin, location: SourceLocation(line: 11),
                    imageObjectLine: imageObjectLine)
            },
            ungrantedURI: ungranted ? SourceLocation(line: 12) : nil, isIntent: intent)
        return AppFile(
            .shareCode(
                ShareCodeFacts(
                    calls: [call], appIDs: [],
                    missingAssets: missingAssets.map {
                        ShareCodeFacts.MissingAsset(name: $0, location: SourceLocation(line: 9))
                    })), targets: [target],
            sharing: AppSharing(appIDInCode: true))
    }
}

extension Example {
    /// A source file whose one share (line 10) opens `target`'s Stories URL, in a codebase whose sharing code sets a
    /// pasteboard item, an intent or a library call somewhere when `sendsFiles`, and none when not.
    public static func shareURL(_ target: ShareTarget, sendsFiles: Bool) -> AppFile {
        let call = ShareCodeFacts.Call(
            target: target, location: SourceLocation(line: 10), via: "the Stories URL", api: .urlScheme)
        return AppFile(
            .shareCode(ShareCodeFacts(calls: [call], appIDs: [])), targets: [target],
            sharing: AppSharing(appIDInCode: true, sendsFiles: sendsFiles))
    }
}
