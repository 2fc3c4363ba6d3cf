import Foundation
import Testing

/// `scan`, `validate`, `doctor`, `init` and `preview --sheet` on the app repositories of testdata/projects (one per
/// stack, shaped as its tools write them; testdata/projects/README.md says what a correct judge finds in each).
@Suite struct ProjectModelCommandTests {
    static let projects = CLI.repository.appendingPathComponent("testdata/projects")

    static func project(_ name: String) -> URL { projects.appendingPathComponent(name) }

    /// A copy of a fixture, for commands that write (`init`).
    static func copy(_ name: String) throws -> TempTree {
        let tree = try TempTree()
        try FileManager.default.removeItem(at: tree.url)
        try FileManager.default.copyItem(at: project(name), to: tree.url)
        return tree
    }

    /// A copy of the fixture `name` whose file at `path` is `source`, one side of a pair in `testdata/share-calls/`.
    static func copy(_ name: String, replacing path: String, with source: String) throws -> TempTree {
        let tree = try copy(name)
        let pairs = CLI.repository.appendingPathComponent("testdata/share-calls")
        try String(contentsOf: pairs.appendingPathComponent(source), encoding: .utf8).write(
            to: tree.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
        return tree
    }

    /// The rule ids of a JSON report, by file path, in order.
    static func rules(_ result: CLI.Result) throws -> [String: [String]] {
        let files = try #require(result.json?["files"] as? [[String: Any]], "\(result.stdout)\(result.stderr)")
        var rules: [String: [String]] = [:]
        for file in files {
            let findings = file["findings"] as? [[String: Any]] ?? []
            rules[file["path"] as? String ?? "", default: []] += findings.compactMap { $0["rule"] as? String }
        }
        return rules
    }

    // MARK: scan

    /// A React Native app whose iOS and Android projects are not there yet (a newcomer's first tree): its share
    /// assets are still judged, and its lone Info.plist for the targets its code uses, not Facebook by default.
    @Test func anAppWithNoNativeProjectIsJudgedByItsSharingCode() throws {
        let tree = try TempTree()
        try tree.write(
            #"{"dependencies": {"react-native": "0.74.1", "react-native-share": "10.2.1"}}"#, to: "package.json")
        try tree.write(
            """
            import Share from 'react-native-share';
            import sticker from '../assets/sticker.png';

            export async function shareToStory(background) {
              return Share.shareSingle({
                social: Share.Social.INSTAGRAM_STORIES,
                appId: '1234567890123',
                backgroundImage: background,
                stickerImage: sticker,
              });
            }
            shareToStory('data:image/png;base64,');
            """, to: "src/share.js")
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/sticker.png")
        try tree.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>dev.example.app</string>
            \t<key>LSApplicationQueriesSchemes</key>
            \t<array>
            \t\t<string>instagram</string>
            \t</array>
            </dict>
            </plist>
            """, to: "ios/App/Info.plist")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("share asset, sticker: assets/sticker.png (named at src/share.js:2)"))
        #expect(scan.stdout.contains("library react-native-share: 10.2.1, the version asked for: no lockfile names it"))
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("assets/sticker.png: error: sticker:"), "\(validate.stdout)")
        #expect(validate.stderr.contains("judged 1 share asset of the code that shares in . (Instagram)"))
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("lacks instagram-stories"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("facebook-stories"), "\(doctor.stdout)")
        #expect(
            doctor.stderr.contains(
                "React Native code in . shares to Instagram, but no iOS or Android project was found"))
    }

    /// A share whose image is named but not in the codebase (a set renamed, an image deleted) sends nothing: doctor
    /// warns at the name; the same app with the name fixed does not.
    @Test func anImageTheShareNamesThatTheCodebaseLacksIsAWarning() throws {
        let app = try Self.copy("ios-native")
        let share = "StoryApp/Share/StoryShare.swift"
        let fixed = try String(contentsOf: app.url.appendingPathComponent(share), encoding: .utf8)
        let before = try CLI.run(["doctor", "."], in: app.url)
        #expect(!before.stdout.contains("[share-asset-not-found]"))
        try app.write(
            fixed.replacingOccurrences(
                of: #"UIImage(named: "StoryStickerArt")"#, with: #"UIImage(named: "StoryStickerArtwork")"#), to: share)
        let broken = try CLI.run(["doctor", "."], in: app.url)
        #expect(
            broken.stdout.contains(
                #"\#(share):16: warning: "StoryStickerArtwork" names no image set or image file in this codebase"#))
        #expect(broken.stdout.contains("[share-asset-not-found]"))
        #expect(broken.status == before.status, "a warning alone changes no exit status")
    }

    @Test func scanNamesTheAppsTheTargetsTheAppIDAndTheAssetsWithTheirEvidence() throws {
        let result = try CLI.run(["scan"], in: Self.project("react-native"))
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        #expect(
            text.contains(
                "iOS app TrailPost: shares to Facebook and Instagram [ios/TrailPost.xcodeproj/project.pbxproj:120]"),
            "the line of the target's productType")
        #expect(text.contains("iOS test bundle TrailPostTests: a test bundle: not judged"))
        #expect(text.contains("Android app android/app: shares to Facebook and Instagram [android/app/build.gradle:"))
        #expect(text.contains("App ID 1482093756120437 in the share call's appId: App.tsx:"))
        #expect(text.contains("share asset, background: assets/share/story-background.png (named at App.tsx:"))
        #expect(text.contains("share asset, sticker: embedded image/png"))
        #expect(text.contains("merged: node_modules/react-native-share/android/src/main/AndroidManifest.xml"))
        #expect(text.contains("folders not walked:") && text.contains("dependencies (node_modules)"))
        #expect(text.contains("Android launcher icons: 10"))
        #expect(!text.contains("assets/images/logo.png (named"), "a screen's logo is not a share asset")
    }

    @Test func scanJSONHoldsEveryFact() throws {
        let result = try CLI.run(["scan", "--format", "json", "."], in: Self.project("ios-native"))
        #expect(result.status == 0)
        let document = try #require(result.json)
        let codebases = try #require(document["codebases"] as? [[String: Any]])
        let main = try #require(codebases.first { $0["path"] as? String == "." })
        let apps = try #require(main["apps"] as? [[String: Any]])
        let kinds = Dictionary(
            uniqueKeysWithValues: apps.map { ($0["name"] as? String ?? "", $0["kind"] as? String ?? "") })
        #expect(kinds["StoryApp"] == "app")
        #expect(kinds["StoryClip"] == "app-clip")
        #expect(kinds["StoryShareExtension"] == "app-extension")
        #expect(kinds["StoryKit"] == "framework")
        #expect(kinds["StoryAppTests"] == "test-bundle")
        let judged = apps.filter { $0["judged"] as? Bool == true }.compactMap { $0["name"] as? String }
        #expect(judged == ["StoryApp"])
        #expect(main["targets"] as? [String] == ["instagram"])
        let assets = try #require(main["assets"] as? [[String: Any]])
        let roles = Dictionary(
            uniqueKeysWithValues: assets.map { ($0["path"] as? String ?? "", $0["role"] as? String ?? "") })
        #expect(roles["StoryApp/Assets.xcassets/StoryStickerArt.imageset"] == "sticker")
        #expect(roles["StoryApp/Assets.xcassets/image.imageset"] == "background")
        let ids = try #require(main["appIDs"] as? [[String: Any]])
        #expect(ids.first?["value"] as? String == "4409127735180066")
        let evidence = try #require(ids.first?["evidence"] as? [String: Any])
        #expect(evidence["path"] as? String == "StoryApp/Share/StoryShare.swift" && evidence["line"] as? Int != nil)
        let passed = try #require(document["passedOver"] as? [[String: Any]])
        #expect(
            Set(passed.compactMap { $0["reason"] as? String }).isSuperset(of: [
                "Xcode preview content", "store screenshots",
            ]))
    }

    /// The build layouts of issue 35 (testdata/projects/README.md, sections 7–10): each app with its platform,
    /// kind, evidence and targets as `scan --format json` says them, and doctor's findings with their lines.
    @Test(arguments: [
        (
            "tuist",
            [
                "Driftwood ios app judged Project.swift:7 instagram",
                "DriftwoodKit ios framework not-judged Project.swift:26 -",
                "DriftwoodTests ios test-bundle not-judged Project.swift:33 -",
            ], ["Project.swift:17 ios-query-scheme-missing"]
        ),
        (
            "xcodegen",
            [
                "Kestrel ios app judged project.yml:12 facebook",
                "KestrelTests ios test-bundle not-judged project.yml:28 -",
            ], []
        ),
        (
            "kmp",
            [
                "composeApp android app judged composeApp/build.gradle.kts:6 instagram",
                "iosApp ios app not-judged iosApp/iosApp.xcodeproj/project.pbxproj:87 -",
            ], []
        ),
        (
            "expo-config",
            [
                "android (Expo) android app judged app.config.ts:22 instagram",
                "ios (Expo) ios app judged app.config.ts:14 instagram",
            ], ["app.config.ts:14 ios-query-scheme-missing"]
        ),
    ])
    func theBuildLayoutsAppsAndFindings(_ fixture: String, _ apps: [String], _ findings: [String]) throws {
        let scan = try CLI.run(["scan", "--format", "json", "."], in: Self.project(fixture))
        #expect(scan.status == 0, "\(scan.stderr)")
        let codebases = try #require(scan.json?["codebases"] as? [[String: Any]], "\(scan.stdout)")
        var found: [String] = []
        for codebase in codebases {
            for app in codebase["apps"] as? [[String: Any]] ?? [] {
                let evidence = app["evidence"] as? [String: Any] ?? [:]
                let judged = app["judged"] as? Bool == true
                let targets = (app["targets"] as? [String]).map { $0.joined(separator: ",") } ?? "-"
                found.append(
                    [
                        app["name"] as? String ?? "", app["platform"] as? String ?? "", app["kind"] as? String ?? "",
                        judged ? "judged" : "not-judged",
                        "\(evidence["path"] as? String ?? ""):\((evidence["line"] as? Int).map(String.init) ?? "-")",
                        judged ? targets : "-",
                    ].joined(separator: " "))
            }
        }
        #expect(found == apps, "\(scan.stdout)")
        // No every-image walk: validate judges the share assets of the apps it found.
        let validate = try CLI.run(["validate", "."], in: Self.project(fixture))
        #expect(validate.stderr.contains("judged 1 share asset of the code that shares in ."), "\(validate.stderr)")
        let doctor = try CLI.run(["doctor", "--format", "json", "."], in: Self.project(fixture))
        let files = try #require(doctor.json?["files"] as? [[String: Any]], "\(doctor.stdout)\(doctor.stderr)")
        var said: [String] = []
        for file in files {
            for finding in file["findings"] as? [[String: Any]] ?? [] {
                said.append(
                    "\(file["path"] as? String ?? ""):\(finding["line"] as? Int ?? 0) \(finding["rule"] as? String ?? "")"
                )
            }
        }
        #expect(said.sorted() == findings, "\(doctor.stdout)")
        #expect(doctor.status == (findings.isEmpty ? 0 : 1))
    }

    @Test func scanOfAFileIsAUsageError() throws {
        let result = try CLI.run(["scan", "testdata/images/background-1080x1920.jpg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("not a directory"))
    }

    @Test func aLibrarysExampleAppIsFoundAndItsRoleComesFromTheCall() throws {
        let result = try CLI.run(["scan", "--format", "json"], in: Self.project("flutter"))
        let codebases = try #require(result.json?["codebases"] as? [[String: Any]])
        let stacks = Dictionary(
            uniqueKeysWithValues: codebases.map { ($0["path"] as? String ?? "", $0["stack"] as? String ?? "") })
        #expect(stacks["packages/social_share"] == "flutter-plugin")
        #expect(stacks["packages/social_share/example"] == "flutter")
        let example = try #require(codebases.first { $0["path"] as? String == "packages/social_share/example" })
        let assets = try #require(example["assets"] as? [[String: Any]])
        #expect(assets.first?["role"] as? String == "sticker", "social_share's imagePath is the sticker")
        let main = try #require(codebases.first { $0["path"] as? String == "." })
        let apps = try #require(main["apps"] as? [[String: Any]])
        #expect(
            apps.contains {
                $0["kind"] as? String == "macos-app" && $0["judged"] as? Bool == false
                    && $0["platform"] as? String == "macos"
            })
        #expect(main["targets"] as? [String] == ["instagram"], "a commented-out Facebook call does not count")
        #expect((main["drawnAtRunTime"] as? [Any])?.isEmpty == false)
    }

    // MARK: validate

    @Test func validateJudgesOnlyTheShareAssetsForTheTargetsTheAppUses() throws {
        let expected: [String: [String: [String]]] = [
            "react-native": ["assets/share/story-background.png": ["background-too-small-instagram"]],
            "flutter": ["assets/stories/bg.png": [], "packages/social_share/example/assets/sticker.png": []],
            "expo": [:],
            "ios-native": [
                "StoryApp/Assets.xcassets/StoryStickerArt.imageset/StoryStickerArt@3x.png": [],
                "StoryApp/Assets.xcassets/image.imageset/image.jpg": [],
            ],
            "android-native": [
                "feature/share/src/main/res/drawable-nodpi/story_background.jpg": [
                    "background-aspect-ratio", "background-oversized", "background-too-small-instagram",
                ]
            ],
            "android-noshare": [:],
        ]
        for (name, files) in expected {
            let result = try CLI.run(["validate", "--format", "json", "."], in: Self.project(name))
            var found = try Self.rules(result)
            // The embedded sticker is judged where it is held.
            found = found.filter { !$0.key.hasSuffix(".ts") }
            #expect(found.mapValues { $0.sorted() } == files.mapValues { $0.sorted() }, "\(name)")
            let errors = files.values.joined().contains { $0.hasSuffix("instagram") }
            #expect(result.status == (errors ? 1 : 0), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("(--all judges every image)"), "\(name): \(result.stderr)")
        }
    }

    @Test func validateSaysWhatItPassedOverAndWhy() throws {
        let result = try CLI.run(["validate", "."], in: Self.project("react-native"))
        #expect(
            result.stderr.contains(
                "storyshare: .: judged 2 share assets of the code that shares in . (Facebook and Instagram); passed over"
            ))
        #expect(result.stderr.contains("passed over 12 image or video files (an image set counts once): "))
        #expect(result.stderr.contains("Android launcher icons: 10"))
        #expect(result.stderr.contains("not walked: ") && result.stderr.contains("dependencies (node_modules)"))
        let json = try CLI.run(["validate", "--format", "json", "."], in: Self.project("react-native"))
        let embedded = try Self.rules(json).keys.filter { $0.hasPrefix("src/storySticker.ts") }
        #expect(embedded == ["src/storySticker.ts"], "the embedded sticker is judged where it is held")
        let expo = try CLI.run(["validate", "."], in: Self.project("expo"))
        #expect(expo.status == 0)
        #expect(expo.stderr.contains("drawn at run time in ., nothing on disk to check"))
        // Run from elsewhere, the summary names the app's folder as the command was given it, not ".".
        let elsewhere = try CLI.run(["validate", "testdata/projects/expo"])
        #expect(
            elsewhere.stderr.contains(
                "code that shares in testdata/projects/expo (Instagram); drawn at run time in testdata/projects/expo,"),
            "\(elsewhere.stderr)")
    }

    @Test func allJudgesEveryImageAsBefore() throws {
        let result = try CLI.run(["validate", "--all", "--format", "json", "."], in: Self.project("react-native"))
        let files = try Self.rules(result)
        #expect(files.keys.contains { $0.contains("mipmap-") }, "launcher icons are judged with --all")
        #expect(files.keys.contains { $0.hasPrefix("node_modules/") }, "and the dependencies, as the walk always did")
        #expect(result.status == 1)
    }

    // MARK: doctor

    @Test func doctorJudgesEachAppThatSharesForItsTargets() throws {
        let expected: [String: [String]] = [
            "react-native": ["android-query-missing"],
            // The attribution link the Flutter app passes to Instagram is said (info).
            "flutter": [
                "android-query-missing", "android-query-missing", "ios-query-scheme-missing", "share-link-instagram",
            ],
            "expo": ["ios-query-scheme-duplicate"],
            "ios-native": [],
            "android-native": ["android-file-provider-missing"],
            "android-noshare": [],
            "tuist": ["ios-query-scheme-missing"],
            "xcodegen": [],
            "kmp": [],
            "expo-config": ["ios-query-scheme-missing"],
        ]
        for (name, rules) in expected {
            let result = try CLI.run(["doctor", "--format", "json", "."], in: Self.project(name))
            let found = try Self.rules(result).values.joined().sorted()
            #expect(found == rules.sorted(), "\(name): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func doctorSaysWhatItConcludedForEveryApp() throws {
        let ios = try CLI.run(["doctor"], in: Self.project("ios-native"))
        #expect(ios.status == 0)
        #expect(ios.stderr.contains("iOS app StoryApp [StoryApp.xcodeproj/project.pbxproj:"))
        #expect(ios.stderr.contains("shares to Instagram; judged StoryApp/Info.plist and its sharing code"))
        #expect(ios.stderr.contains("iOS App Clip StoryClip ["))
        #expect(ios.stderr.contains("not judged: 2 × a framework, 1 × a test bundle, 1 × an app extension"))
        let none = try CLI.run(["doctor"], in: Self.project("android-noshare"))
        #expect(
            none.stderr.contains(
                "Android app app [app/build.gradle:2]: no Stories sharing found in its sources: not judged"))
        #expect(none.stdout.contains("0 files checked"))
        // --target forces a judgement of an app that does not share yet.
        let forced = try CLI.run(
            ["doctor", "--target", "instagram", "--format", "json"], in: Self.project("android-noshare"))
        #expect(try Self.rules(forced).values.joined().contains("android-query-missing"))
        #expect(forced.stderr.contains("judged for Instagram (as asked)"))
    }

    @Test func aShareWithoutAnAppIDIsFoundAtTheCallSite() throws {
        let tree = try Self.copy("android-native")
        let share = "feature/share/src/main/java/dev/storyshare/fixture/streakly/share/ShareToStory.kt"
        let path = tree.url.appendingPathComponent(share)
        let source = try String(contentsOf: path, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // Drop the line that passes the App ID.
        try lines.filter { !$0.contains("source_application") }.joined(separator: "\n")
            .write(to: path, atomically: true, encoding: .utf8)
        let result = try CLI.run(["doctor", "--format", "json"], in: tree.url)
        let found = try Self.rules(result)
        #expect(found[share] == ["share-app-id-missing"], "\(found)")
        let call = try #require(lines.firstIndex { $0.contains("com.instagram.share.ADD_TO_STORY") })
        let text = try CLI.run(["doctor"], in: tree.url).stdout
        #expect(text.contains("\(share):\(call + 1): error: this Instagram Stories share gives no App ID"))
    }

    /// The share-call pairs of testdata/share-calls put in the iOS app: a Swift optional or an Objective-C nil written
    /// into the URL's App ID and a placeholder link are reported where the share passes them on the broken side,
    /// nothing on the fixed.
    @Test func anOptionalAppIDAndAPlaceholderLinkAreFoundAtTheirShare() throws {
        let pairs = CLI.repository.appendingPathComponent("testdata/share-calls")
        let share = "StoryApp/Share/StoryShare.swift"
        let link = "StoryApp/Share/FacebookStory.swift"
        let legacy = "StoryApp/Share/StoryShareLegacy.m"
        for side in ["broken", "fixed"] {
            let tree = try Self.copy("ios-native")
            for (from, to) in [
                ("optional-app-id/\(side)/StoryShare.swift", share),
                ("link-placeholder/\(side)/FacebookStory.swift", link),
                ("objc-nil-app-id/\(side)/StoryShareLegacy.m", legacy),
            ] {
                let text = try String(contentsOf: pairs.appendingPathComponent(from), encoding: .utf8)
                try text.write(to: tree.url.appendingPathComponent(to), atomically: true, encoding: .utf8)
            }
            // Added to the app's target, as Xcode does.
            try Self.listInProject(["FacebookStory.swift", "StoryShareLegacy.m"], in: tree)
            // The shares read FacebookAppID from the app's Info.plist: it holds one (else share-app-id-missing).
            try Self.addFacebookAppID("4409127735180066", to: tree.url.appendingPathComponent("StoryApp/Info.plist"))
            let found = try Self.rules(try CLI.run(["doctor", "--format", "json"], in: tree.url))
            let text = try CLI.run(["doctor"], in: tree.url).stdout
            if side == "broken" {
                #expect(found[share] == ["share-app-id-invalid", "share-app-id-invalid"], "\(found)")
                #expect(found[link] == ["share-link-placeholder"], "\(found)")
                #expect(found[legacy] == ["share-app-id-invalid"], "\(found)")
                #expect(
                    text.contains(
                        "\(share):14: error: the App ID in the URL's source_application is \\(Self.appID), an optional "
                            + "(Self.appID is cast with as? String on line 6), which prints as Optional(\"…\"): the share "
                            + "carries that text where the digits go"),
                    "\(text)")
                #expect(
                    text.contains(
                        "\(share):30: error: the App ID in the URL's source_application is String(describing: appID)"))
                #expect(
                    text.contains(
                        "\(link):9: warning: the link passed to the Stories pasteboard item is a placeholder "
                            + "(https://example.com/routes/latest): example.com is a domain reserved for examples"),
                    "\(text)")
            } else {
                #expect(
                    found[share, default: []].isEmpty && found[link, default: []].isEmpty
                        && found[legacy, default: []].isEmpty, "\(found)")
            }
        }
    }

    /// An Expo app whose react-native-share config plugin lists the Stories scheme and package gets them in the
    /// Info.plist and manifest it makes; without them, both are missing (testdata/share-calls/expo-plugin).
    @Test func anExpoAppGetsWhatItsSharingLibrarysPluginAdds() throws {
        let pair = "testdata/share-calls/expo-plugin"
        let broken = try Self.rules(try CLI.run(["doctor", "--format", "json", "\(pair)/broken"]))
        #expect(
            broken["\(pair)/broken/app.json"] == ["android-query-missing", "ios-query-scheme-missing"], "\(broken)")
        let fixed = try CLI.run(["doctor", "--format", "json", "\(pair)/fixed"])
        #expect(try Self.rules(fixed).values.allSatisfy(\.isEmpty), "\(fixed.stdout)")
        #expect(fixed.status == 0)
    }

    /// An Expo app's own config plugin that calls only Android mods cannot set the Info.plist: the missing Stories
    /// scheme is an error, not an info hedged on the plugin; the packages it adds to `<queries>` are read, so the
    /// manifest has Instagram's; with the scheme in `ios.infoPlist` nothing is left (testdata/share-calls/own-plugin).
    @Test func anExpoAppsOwnAndroidOnlyPluginDoesNotHedgeItsInfoPlist() throws {
        let pair = "testdata/share-calls/own-plugin"
        let broken = try CLI.run(["doctor", "\(pair)/broken"])
        #expect(
            broken.stdout.contains(
                "\(pair)/broken/app.json:6: error: the Info.plist app.json makes lacks instagram-stories in "
                    + "LSApplicationQueriesSchemes"), "\(broken.stdout)")
        #expect(!broken.stdout.contains("<queries>"), "\(broken.stdout)")
        #expect(broken.status == 1)
        let fixed = try CLI.run(["doctor", "--format", "json", "\(pair)/fixed"])
        #expect(try Self.rules(fixed).values.allSatisfy(\.isEmpty), "\(fixed.stdout)")
        #expect(fixed.status == 0)
    }

    /// A Swift share that puts a `UIImage` on the Stories pasteboard, a parameter typed so or a binding of
    /// `UIImage(named:)` cast to `Any`, is said at each key with the line that makes it one; the same share passing
    /// `pngData()` is not (testdata/share-calls/image-not-data).
    @Test func aUIImageOnTheStoriesPasteboardIsNotItsData() throws {
        for side in ["broken", "fixed"] {
            let tree = try Self.copy(
                "ios-native", replacing: "StoryApp/Share/StoryShare.swift",
                with: "image-not-data/\(side)/StoryShare.swift")
            let doctor = try CLI.run(["doctor", "."], in: tree.url)
            let share = "StoryApp/Share/StoryShare.swift"
            if side == "broken" {
                #expect(
                    doctor.stdout.contains(
                        "\(share):15: warning: the background put on the Stories pasteboard (card) is a UIImage (line 9)"
                    ),
                    "\(doctor.stdout)")
                #expect(
                    doctor.stdout.contains(
                        "\(share):16: warning: the sticker put on the Stories pasteboard (badge) is a UIImage (line 13)"
                    ),
                    "\(doctor.stdout)")
            } else {
                #expect(!doctor.stdout.contains("share-image-not-data"), "\(doctor.stdout)")
            }
            #expect(doctor.status == 0)
        }
    }

    /// React Native's `Linking.sendIntent` is an Android intent: its extras written `{ key, value }` give the App ID
    /// (`source_application`), and the iOS app is not judged on it; without that extra the share gives none
    /// (testdata/share-calls/send-intent).
    @Test func aSendIntentsKeyValueExtrasGiveTheAppID() throws {
        for side in ["broken", "fixed"] {
            let tree = try Self.copy("expo", replacing: "src/share.ts", with: "send-intent/\(side)/share.ts")
            let scan = try CLI.run(["scan", "."], in: tree.url).stdout
            #expect(scan.contains("iOS app ios (Expo): its sources share to Stories on Android only (src/share.ts:11)"))
            let doctor = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
            if side == "broken" {
                #expect(scan.contains("App ID: none given in the sharing code"), "\(scan)")
                #expect(try Self.rules(doctor)["src/share.ts"] == ["share-app-id-missing"], "\(doctor.stdout)")
                #expect(doctor.status == 1)
            } else {
                #expect(
                    scan.contains("App ID 1837462019553012 in the intent's source_application extra: src/share.ts:6"),
                    "\(scan)")
                #expect(try Self.rules(doctor).values.allSatisfy(\.isEmpty), "\(doctor.stdout)")
                #expect(doctor.status == 0)
            }
        }
    }

    /// A share that only opens the Stories URL, with nothing on the pasteboard anywhere in the app's sharing code, is
    /// said at the URL; the same app passing its capture to react-native-share is not (testdata/share-calls/
    /// payload-missing).
    @Test func aShareThatOnlyOpensTheStoriesURLSendsNothing() throws {
        let pair = "testdata/share-calls/payload-missing"
        let broken = try CLI.run(["doctor", "\(pair)/broken"])
        #expect(
            broken.stdout.contains(
                "\(pair)/broken/src/share.ts:10: warning: the share opens instagram-stories://share but nothing in the "
                    + "app's sharing code puts a background or sticker on the pasteboard for it"), "\(broken.stdout)")
        #expect(
            try Self.rules(try CLI.run(["doctor", "--format", "json", "\(pair)/broken"]))["\(pair)/broken/src/share.ts"]
                == ["share-payload-missing"])
        #expect(broken.status == 0)
        let fixed = try CLI.run(["doctor", "--format", "json", "\(pair)/fixed"])
        #expect(try Self.rules(fixed).values.allSatisfy(\.isEmpty), "\(fixed.stdout)")
        #expect(fixed.status == 0)
    }

    /// A file the share's options object passes through a call spread over lines (`stickerImage:
    /// Image.resolveAssetSource(`, a comment, `require('…png')`) is the sticker; an image picker's options beside it
    /// prepare no drawing of the share's, so the scan does not say the image is made at run time.
    @Test func aStickerRequiredInsideAMultiLineCallIsTheSharesAndAPickersOptionsDrawNothing() throws {
        let tree = try Self.copy("react-native")
        try """
        import { Image } from 'react-native';
        import { Options } from 'react-native-image-crop-picker';
        import { ShareSingleOptions, Social } from 'react-native-share';

        export const AvatarPickerOptions: Options = {
          width: 400,
          cropping: true,
        };

        export const StoryOptions: ShareSingleOptions = {
          stickerImage: Image.resolveAssetSource(
            // the sticker ships with the app
            require('../assets/share/story-background.png')
          ).uri,
          social: Social.InstagramStories,
          appId: '1482093756120437',
        };

        """.write(to: tree.url.appendingPathComponent("src/profile.options.ts"), atomically: true, encoding: .utf8)
        try """
        import React from 'react';
        import { Button } from 'react-native';
        import Share from 'react-native-share';
        import { StoryOptions } from './src/profile.options';

        export default function App() {
          return <Button title="Share" onPress={() => Share.shareSingle(StoryOptions)} />;
        }

        """.write(to: tree.url.appendingPathComponent("App.tsx"), atomically: true, encoding: .utf8)
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(
            scan.stdout.contains(
                "share asset, sticker: assets/share/story-background.png (named at src/profile.options.ts:13)"),
            "\(scan.stdout)")
        #expect(!scan.stdout.contains("drawn at run time"), "\(scan.stdout)")
    }

    /// Puts `<key>FacebookAppID</key><string>id</string>` first in the top-level `<dict>` of the Info.plist at `plist`.
    static func addFacebookAppID(_ id: String, to plist: URL) throws {
        let text = try String(contentsOf: plist, encoding: .utf8)
        try text.replacingOccurrences(
            of: "<dict>\n", with: "<dict>\n\t<key>FacebookAppID</key>\n\t<string>\(id)</string>\n", options: [],
            range: text.range(of: "<dict>\n")
        ).write(to: plist, atomically: true, encoding: .utf8)
    }

    /// testdata/share-calls/plist-app-id put in the iOS app: a share whose App ID is a computed property reading the
    /// Info.plist's META_APP_ID is judged by what StoryApp/Info.plist holds there — missing (an error at the share),
    /// a build setting (info, naming the Info.plist's line) or the numeric ID (nothing).
    @Test func anAppIDReadFromTheInfoPlistIsWhatTheAppsInfoPlistHolds() throws {
        let pair = CLI.repository.appendingPathComponent("testdata/share-calls/plist-app-id")
        let share = "StoryApp/Share/StoryShare.swift"
        for side in ["missing", "setting", "literal"] {
            let tree = try Self.copy("ios-native")
            for (from, to) in [("StoryShare.swift", share), ("\(side)/Info.plist", "StoryApp/Info.plist")] {
                let text = try String(contentsOf: pair.appendingPathComponent(from), encoding: .utf8)
                try text.write(to: tree.url.appendingPathComponent(to), atomically: true, encoding: .utf8)
            }
            let result = try CLI.run(["doctor", "--format", "json"], in: tree.url)
            let found = try Self.rules(result)
            let text = try CLI.run(["doctor"], in: tree.url)
            switch side {
            case "missing":
                #expect(found[share] == ["share-app-id-missing"], "\(found)")
                #expect(
                    text.stdout.contains(
                        "\(share):14: error: this Instagram Stories share reads its App ID from the Info.plist's "
                            + "META_APP_ID, which is not in StoryApp/Info.plist"), "\(text.stdout)")
                #expect(text.status == 1)
            case "setting":
                #expect(found[share] == ["share-app-id-invalid"], "\(found)")
                #expect(
                    text.stdout.contains(
                        "\(share):14: info: the App ID in the URL's source_application is read from the Info.plist's "
                            + "META_APP_ID, which is $(META_APP_ID) (StoryApp/Info.plist:12), a build setting"),
                    "\(text.stdout)")
                #expect(text.status == 0)
            default:
                #expect(found.values.allSatisfy { $0.isEmpty }, "\(found)")
                #expect(text.status == 0)
            }
            let scan = try CLI.run(["scan", "."], in: tree.url).stdout
            #expect(
                scan.contains(
                    "App ID appID (read from the app's Info.plist, key META_APP_ID) in the URL's source_application: "
                        + "\(share):14"), "\(scan)")
        }
    }

    @Test func anAppIDInCodeThatDiffersFromTheInfoPlistsIsAMismatch() throws {
        let tree = try Self.copy("ios-native")
        try Self.addFacebookAppID("1111111111", to: tree.url.appendingPathComponent("StoryApp/Info.plist"))
        let result = try CLI.run(["doctor"], in: tree.url)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "FacebookAppID is 1111111111, but the app's ID is 4409127735180066: the share would name another app"),
            "\(result.stdout)")
        #expect(result.stderr.contains("not walked: bundles (xcworkspace): 1"))
    }

    // MARK: init

    @Test func initWritesTheModelAndValidateAfterItJudgesTheSame() throws {
        for name in [
            "react-native", "flutter", "expo", "ios-native", "android-native", "android-noshare", "tuist", "xcodegen",
            "kmp", "expo-config",
        ] {
            let before = try CLI.run(["validate", "--format", "json", "."], in: Self.project(name))
            let tree = try Self.copy(name)
            let written = try CLI.run(["init"], in: tree.url)
            #expect(written.status == 0, "\(name): \(written.stderr)")
            let after = try CLI.run(["validate", "--format", "json", "."], in: tree.url)
            #expect(after.status == before.status, "\(name): \(after.stdout)\(after.stderr)")
            #expect(!after.stderr.contains("nothing to check"), "\(name)")
            #expect(
                try Self.rules(after).mapValues { $0.sorted() } == Self.rules(before).mapValues { $0.sorted() },
                "\(name)")
        }
        let tree = try Self.copy("ios-native")
        _ = try CLI.run(["init"], in: tree.url)
        let yaml = try String(contentsOf: tree.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8)
        #expect(yaml.contains("target: instagram"))
        #expect(yaml.contains("  # sticker, named at StoryApp/Share/StoryShare.swift:"))
        #expect(yaml.contains("  - \"StoryApp/Assets.xcassets/StoryStickerArt.imageset/**\""))
        #expect(yaml.contains("# - .: iOS app StoryApp shares to Instagram (StoryApp/Share/StoryShare.swift:"))
        // The build layouts' apps give init their targets.
        for (name, target) in [
            ("tuist", "instagram"), ("xcodegen", "facebook"), ("kmp", "instagram"), ("expo-config", "instagram"),
        ] {
            let copy = try Self.copy(name)
            _ = try CLI.run(["init"], in: copy.url)
            let written = try String(
                contentsOf: copy.url.appendingPathComponent(".storyshare.yml"), encoding: .utf8)
            #expect(written.contains("\ntarget: \(target)\n"), "\(name): \(written)")
        }
    }

    @Test func initDryRunPrintsWhatInitWritesAndWritesNothing() throws {
        let tree = try Self.copy("ios-native")
        let printed = try CLI.run(["init", "--dry-run"], in: tree.url)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("target: instagram"), "\(printed.stdout)")
        let file = tree.url.appendingPathComponent(".storyshare.yml")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        _ = try CLI.run(["init"], in: tree.url)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(printed.stdout == written)
        // An existing file is no refusal for a dry run, and is left as it was.
        try Data("target: facebook\n".utf8).write(to: file)
        let again = try CLI.run(["init", "--dry-run"], in: tree.url)
        #expect(again.status == 0 && again.stdout == written, "\(again.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "target: facebook\n")
        #expect(try CLI.run(["init"], in: tree.url).status == 1)
    }

    // MARK: what the review found

    @Test func noOutputReplacesAFileTheModelRead() throws {
        let tree = try Self.copy("react-native")
        let before = try Data(contentsOf: tree.url.appendingPathComponent("App.tsx"))
        for arguments in [
            ["validate", "--output", "App.tsx", "."], ["preview", "--sheet", "--output", "App.tsx", "."],
            ["doctor", "--write-baseline", "package.json", "."],
            ["doctor", "--write-baseline", "ios/TrailPost.xcodeproj/project.pbxproj", "."],
        ] {
            let result = try CLI.run(arguments, in: tree.url)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: tree.url.appendingPathComponent("App.tsx")) == before)
        #expect(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("package.json").path))
    }

    @Test func aLinkOutOfTheRepositoryIsNotFollowed() throws {
        let outer = try TempTree()
        try FileManager.default.copyItem(at: Self.project("react-native"), to: outer.url.appendingPathComponent("app"))
        try FileManager.default.copyItem(at: Self.project("flutter"), to: outer.url.appendingPathComponent("other"))
        try FileManager.default.createSymbolicLink(
            atPath: outer.url.appendingPathComponent("app/up").path, withDestinationPath: "..")
        let result = try CLI.run(["scan", "app"], in: outer.url)
        #expect(!result.stdout.contains("up/other"), "\(result.stdout)")
        #expect(result.stdout.contains("links to folders outside the repository: 1"))
    }

    @Test func aConventionPluginAppliedByItsIDIsAnApplication() throws {
        let tree = try Self.copy("android-native")
        let build = tree.url.appendingPathComponent("app/build.gradle.kts")
        let text = try String(contentsOf: build, encoding: .utf8)
        try text.replacingOccurrences(
            of: "alias(libs.plugins.android.application)", with: "id(\"streakly.android.application\")"
        ).write(to: build, atomically: true, encoding: .utf8)
        let result = try CLI.run(["doctor", "--format", "json"], in: tree.url)
        #expect(try Self.rules(result).values.joined().contains("android-file-provider-missing"), "\(result.stderr)")
    }

    @Test func theConfigurationsTargetOverridesTheCode() throws {
        let tree = try Self.copy("react-native")
        try tree.write("target: facebook\n", to: ".storyshare.yml")
        let result = try CLI.run(["validate", "--format", "json", "."], in: tree.url)
        #expect(!(try Self.rules(result).values.joined().contains("background-too-small-instagram")))
        #expect(result.status == 0)
    }

    // MARK: preview

    @Test func aContactSheetOfARepositoryShowsItsShareAssets() throws {
        let tree = try Self.copy("ios-native")
        let result = try CLI.run(["preview", "--sheet", "--output", "sheet.png", "."], in: tree.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("contact sheet of 2 assets"))
        #expect(result.stdout.contains("StoryStickerArt.imageset/StoryStickerArt@3x.png (sticker)"))
        #expect(result.stdout.contains("image.imageset/image.jpg (background)"))
        #expect(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("sheet.png").path))
    }

    /// A sheet of an app that draws its share at run time says there is no share asset on disk, after the line that
    /// said what was passed over, not that there is no image.
    @Test func aSheetOfAnAppThatDrawsAtRunTimeSaysSo() throws {
        let result = try CLI.run(
            ["preview", "--sheet", "--output", "/tmp/never-written.png", "."], in: Self.project("expo"))
        #expect(result.status == 1)
        #expect(result.stderr.contains("drawn at run time"))
        #expect(
            result.stderr.contains("nothing to show: no share asset on disk in . (said above); --all shows every image")
        )
        #expect(!result.stderr.contains("no image or video found"))
    }
}

extension ProjectModelCommandTests {
    /// A pasteboard item opened by a Stories URL another file builds: the App ID is not read, and the text says so
    /// with why, as the JSON's `unread` does, rather than "none given".
    @Test func anAppIDNotReadIsSaidSoInTheText() throws {
        let tree = try Self.copy("ios-native")
        try tree.write(
            """
            import UIKit

            enum StoryShare {
                static func shareToInstagram(_ card: Data) {
                    UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": card]], options: [:])
                    UIApplication.shared.open(StoryLinks.instagram)
                }
            }
            """, to: "StoryApp/Share/StoryShare.swift")
        try tree.write(
            """
            import Foundation

            enum StoryLinks {
                static let instagram = URL(string: "instagram-stories://share?source_application=" + Keys.meta)!
            }
            """, to: "StoryApp/Share/StoryLinks.swift")
        try tree.write(
            "struct Caller { func tap() { StoryShare.shareToInstagram(Data()) } }\n", to: "StoryApp/Caller.swift")
        let scan = try CLI.run(["scan", "."], in: tree.url).stdout
        #expect(
            scan.contains(
                "App ID: not read (the URL this share opens is built outside its function): "
                    + "StoryApp/Share/StoryShare.swift:5"), "\(scan)")
        #expect(!scan.contains("App ID: none given in the sharing code"), "\(scan)")
        let json = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
        #expect(json.stdout.contains(#""appID" : "unread""#) || json.stdout.contains(#""appID":"unread""#))
    }
}

extension ProjectModelCommandTests {
    /// The ios-native fixture's project with a file reference for each of `names` (in its own group's folder), as
    /// Xcode writes one when a file is added to the app.
    static func listInProject(_ names: [String], in tree: TempTree) throws {
        let project = tree.url.appendingPathComponent("StoryApp.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        let references = names.enumerated().map { index, name in
            "\n\t\tAA0000000000000000000\(100 + index) /* \(name) */ = {isa = PBXFileReference; path = \(name); "
                + "sourceTree = \"<group>\"; };"
        }
        try text.replacingOccurrences(
            of: "/* Begin PBXFileReference section */",
            with: "/* Begin PBXFileReference section */" + references.joined()
        ).write(to: project, atomically: true, encoding: .utf8)
    }

    /// A Swift file that shares, beside the app's sources but in no target of the classic Xcode project (a plugin
    /// copied in and never added): not built, so not counted; added to the project, it shares.
    @Test func aSourceNoTargetCompilesDoesNotShare() throws {
        let tree = try Self.copy("ios-native")
        try tree.write(
            """
            import UIKit

            enum FacebookShare {
                static func share(_ card: Data) {
                    let items: [[String: Any]] = [[
                        "com.facebook.sharedSticker.appID": "4409127735180066",
                        "com.facebook.sharedSticker.backgroundImage": card,
                    ]]
                    UIPasteboard.general.setItems(items, options: [:])
                    UIApplication.shared.open(URL(string: "facebook-stories://share")!)
                }
            }
            """, to: "StoryApp/Share/FacebookShare.swift")
        try tree.write("struct Tap { func go() { FacebookShare.share(Data()) } }\n", to: "StoryApp/Share/Tap.swift")
        let scan = try CLI.run(["scan", "."], in: tree.url).stdout
        #expect(
            scan.contains(
                "present, not called: StoryApp/Share/FacebookShare.swift:6  FacebookShare.swift shares to Facebook, but "
                    + "StoryApp.xcodeproj/project.pbxproj compiles it in no target (it lists StoryShare.swift beside it)"
            ),
            "\(scan)")
        #expect(!scan.contains("shares to Facebook:"), "\(scan)")
        // Added to the project (a file reference naming it), it is built and shares.
        try Self.listInProject(["FacebookShare.swift"], in: tree)
        let added = try CLI.run(["scan", "."], in: tree.url).stdout
        #expect(added.contains("shares to Facebook: 1 share in the sources"), "\(added)")
        #expect(!added.contains("compiles it in no target"), "\(added)")
    }
}
