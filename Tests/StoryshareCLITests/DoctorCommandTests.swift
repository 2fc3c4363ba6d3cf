import Foundation
import Testing

/// `storyshare doctor`, end to end on app trees the tests write: every rule fires exactly where it should,
/// with its line, and stays silent on a correct app; every format carries the lines; bad input is a finding.
struct DoctorCommandTests {
    static let android = "android/app/src/main/AndroidManifest.xml"

    /// A correct app for both targets, and files a walk must pass over (dependencies, build products, tests,
    /// samples, hidden folders), each of which would fail if it were read.
    static func goodApp() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.write(AppFiles.goodInfoPlist, to: "ios/App/Info.plist")
        // A share extension's Info.plist: no schemes, no App ID, and none needed.
        try tree.write(
            AppFiles.infoPlist(AppFiles.bundle + ["\t<key>NSExtension</key>", "\t<dict/>"]),
            to: "ios/ShareExtension/Info.plist")
        try AppFiles.writeBinaryPlist(
            #"{"CFBundlePackageType": "APPL", "FacebookAppID": "1234567890", "#
                + #""LSApplicationQueriesSchemes": ["facebook-stories", "instagram-stories"]}"#,
            to: "ios/Binary/Info.plist", in: tree)
        try tree.write(
            AppFiles.manifest(packages: ["com.facebook.katana", "com.instagram.android"], provider: true), to: android)
        // A library module's manifest (no launcher activity): merged into the app's, not judged alone.
        try tree.write(
            AppFiles.manifest(packages: nil, provider: false, launcher: false),
            to: "android/lib/src/main/AndroidManifest.xml")
        let broken = "<plist><dict><key>x</key></dict>"
        for skipped in [
            "ios/Pods/FBSDKCoreKit/Info.plist", "ios/build/Debug-iphoneos/App.app/Info.plist",
            "ios/DerivedData/App/Info.plist", "ios/AppTests/Info.plist", "ios/AppUITests/Info.plist",
            "ios/Carthage/Build/Info.plist", "node_modules/react-native-share/ios/Info.plist",
            "android/app/build/intermediates/merged_manifest/AndroidManifest.xml",
            "android/app/src/androidTest/AndroidManifest.xml", "example/android/app/src/main/AndroidManifest.xml",
            "samples/Info.plist", ".github/Info.plist",
        ] {
            try tree.write(broken, to: skipped)
        }
        return tree
    }

    @Test(.enabled(if: Python.available, "python3 is not installed"))
    func aCorrectAppIsSilent() throws {
        let tree = try Self.goodApp()
        let result = try CLI.run(["doctor", "--target", "both", "--app-id", "1234567890"], in: tree.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "5 files checked: 0 errors, 0 warnings, 0 infos; passed\n")
        let json = try #require(
            try CLI.run(["doctor", "--format", "json", "--target", "both"], in: tree.url).json)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(
            files.map { $0["path"] as? String } == [
                "android/app/src/main/AndroidManifest.xml", "android/lib/src/main/AndroidManifest.xml",
                "ios/App/Info.plist", "ios/Binary/Info.plist", "ios/ShareExtension/Info.plist",
            ])
        #expect(
            files.map { $0["kind"] as? String } == ["android-manifest", "android-manifest"]
                + Array(repeating: "info-plist", count: 3))
        let binary = try #require(files[3]["facts"] as? [String: Any])
        #expect(binary["encoding"] as? String == "binary")
        #expect(binary["queriesSchemes"] as? [String] == ["facebook-stories", "instagram-stories"])
        #expect((files[4]["facts"] as? [String: Any])?["bundle"] as? String == "app-extension")
        #expect((files[1]["facts"] as? [String: Any])?["launcherActivity"] as? Bool == false)
    }

    /// An app with every problem, each where the README says its line is.
    static func brokenApp() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        // Line 10: a build setting; line 12: the <array>; line 15: fbapi again.
        try tree.write(
            AppFiles.appInfoPlist(appID: "$(FACEBOOK_APP_ID)", schemes: ["fbapi", "instagram-stories", "fbapi"]),
            to: "ios/App/Info.plist")
        // Neither key: both findings point at the <dict> on line 4.
        try tree.write(AppFiles.infoPlist(AppFiles.bundle), to: "ios/Old/Info.plist")
        // 51 schemes, facebook-stories the 51st; another app's ID on line 10.
        let many = (1...49).map { "scheme\($0)" } + ["instagram-stories", "facebook-stories"]
        try tree.write(AppFiles.appInfoPlist(appID: "1111111111", schemes: many), to: "ios/Many/Info.plist")
        // Malformed: </arry> on line 12.
        try tree.write(
            AppFiles.infoPlist(AppFiles.bundle + AppFiles.schemes(["facebook-stories"]))
                .replacingOccurrences(of: "\t</array>", with: "\t</arry>"), to: "ios/Broken/Info.plist")
        // Facebook only in <queries> (line 4), no provider (<application> on line 7).
        try tree.write(AppFiles.manifest(packages: ["com.facebook.katana"], provider: false), to: android)
        // Not well-formed: the <queries> opened on line 4 is never closed, which </manifest> on line 21 shows.
        try tree.write(
            AppFiles.manifest(packages: ["com.facebook.katana"], provider: true)
                .replacingOccurrences(of: "    </queries>\n", with: ""),
            to: "android/broken/src/main/AndroidManifest.xml")
        return tree
    }

    @Test func everyRuleFiresWhereItShouldWithItsLine() throws {
        let tree = try Self.brokenApp()
        let result = try CLI.run(["doctor", "--target", "both", "--app-id", "1234567890"], in: tree.url)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Each finding as PATH[:LINE]: severity [rule].
        let placed = lines.dropLast().map { line -> String in
            let head = line.components(separatedBy: ": ").prefix(2).joined(separator: ": ")
            return head + " " + (line.split(separator: " ").last.map(String.init) ?? "")
        }
        #expect(
            placed == [
                "android/app/src/main/AndroidManifest.xml:4: error [android-query-missing]",
                "android/app/src/main/AndroidManifest.xml:7: error [android-file-provider-missing]",
                "android/broken/src/main/AndroidManifest.xml:21: error [android-manifest-malformed]",
                "ios/App/Info.plist:10: info [ios-facebook-app-id-missing]",
                "ios/App/Info.plist:12: error [ios-query-scheme-missing]",
                "ios/App/Info.plist:15: warning [ios-query-scheme-duplicate]",
                "ios/Broken/Info.plist:12: error [info-plist-malformed]",
                "ios/Many/Info.plist:10: error [app-id-mismatch]",
                "ios/Many/Info.plist:12: warning [ios-query-schemes-over-limit]",
                "ios/Old/Info.plist:4: error [ios-query-scheme-missing]",
                "ios/Old/Info.plist:4: error [ios-facebook-app-id-missing]",
            ], "\(result.stdout)")
        #expect(lines.last == "6 files checked: 8 errors, 2 warnings, 1 info; failed")
        func line(_ prefix: String) -> String { lines.first { $0.hasPrefix(prefix) } ?? "" }
        // The messages show the XML to add.
        #expect(
            line("android/app/src/main/AndroidManifest.xml:4:").contains(
                #"Instagram (com.instagram.android) visible"#))
        #expect(
            line("android/app/src/main/AndroidManifest.xml:4:").hasSuffix(
                #"Add to <queries>: <package android:name="com.instagram.android"/> [android-query-missing]"#))
        #expect(
            line("android/app/src/main/AndroidManifest.xml:7:").contains(
                #"Add to <application>: <provider android:name="androidx.core.content.FileProvider" "#
                    + #"android:authorities="${applicationId}.fileprovider" android:exported="false" "#
                    + #"android:grantUriPermissions="true"><meta-data android:name="android.support.FILE_PROVIDER_PATHS" "#
                    + #"android:resource="@xml/file_paths"/></provider>"#))
        #expect(line("android/broken/").contains("expected </queries>, found \"</manifest>\""))
        #expect(
            line("ios/App/Info.plist:12:").contains(
                "lacks facebook-stories: canOpenURL(facebook-stories://) returns false"))
        #expect(
            line("ios/App/Info.plist:12:").hasSuffix(
                "Add to its <array>: <string>facebook-stories</string> [ios-query-scheme-missing]"))
        #expect(
            line("ios/App/Info.plist:15:").contains(
                "fbapi is listed in LSApplicationQueriesSchemes again (first on line 13)"))
        #expect(line("ios/App/Info.plist:10:").contains("FacebookAppID is $(FACEBOOK_APP_ID), a build setting"))
        #expect(line("ios/App/Info.plist:10:").contains("make sure it holds 1234567890"))
        #expect(line("ios/Broken/").contains("expected </array>, found \"</arry>\""))
        #expect(line("ios/Many/Info.plist:10:").contains("FacebookAppID is 1111111111, but the app's ID is 1234567890"))
        #expect(line("ios/Many/Info.plist:12:").contains("lists 51 schemes"))
        #expect(line("ios/Many/Info.plist:12:").contains("facebook-stories is entry 51, past the limit"))
        #expect(
            line("ios/Old/Info.plist:4: error: no LSApplicationQueriesSchemes").hasSuffix(
                "Add to the top-level <dict>: <key>LSApplicationQueriesSchemes</key><array><string>facebook-stories</string>"
                    + "<string>instagram-stories</string></array> [ios-query-scheme-missing]"))
        #expect(
            line("ios/Old/Info.plist:4: error: no FacebookAppID").contains(
                "<key>FacebookAppID</key><string>1234567890</string>"))
    }

    @Test func theTargetDecidesWhatIsMissing() throws {
        let tree = try Self.brokenApp()
        // Facebook alone: ios/App lacks facebook-stories, the manifest shows Facebook.
        let facebook = try CLI.run(["doctor", "ios/App", Self.android], in: tree.url)
        #expect(
            facebook.stdout.contains(
                "ios/App/Info.plist:12: error: LSApplicationQueriesSchemes lacks facebook-stories:"))
        #expect(!facebook.stdout.contains("android-query-missing"))
        // Instagram alone: ios/App lists it; the manifest does not show Instagram.
        let instagram = try CLI.run(["doctor", "--target", "instagram", "ios/App", Self.android], in: tree.url)
        #expect(!instagram.stdout.contains("ios-query-scheme-missing"))
        #expect(instagram.stdout.contains("AndroidManifest.xml:4: error: <queries> does not make Instagram"))
        // The configuration's target and app-id apply when the options are not given.
        try tree.write("target: instagram\napp-id: \"1234567890\"\n", to: ".storyshare.yml")
        let configured = try CLI.run(["doctor", "ios/Many", Self.android], in: tree.url)
        #expect(configured.stderr.contains("storyshare: configuration: .storyshare.yml"))
        #expect(configured.stdout.contains("AndroidManifest.xml:4: error: <queries> does not make Instagram"))
        #expect(configured.stdout.contains("ios/Many/Info.plist:10: error: FacebookAppID is 1111111111"))
    }

    @Test(.enabled(if: Python.available, "python3 is not installed"))
    func aBinaryInfoPlistHasNoLines() throws {
        let tree = try TempTree()
        try AppFiles.writeBinaryPlist(
            #"{"FacebookAppID": "12ab", "LSApplicationQueriesSchemes": ["fbapi", "fbapi"]}"#, to: "Info.plist", in: tree
        )
        let result = try CLI.run(["doctor", "Info.plist", "--format", "json"], in: tree.url)
        #expect(result.status == 1)
        let findings = try #require((result.json?["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == [
                "ios-query-scheme-missing", "ios-query-scheme-duplicate", "ios-facebook-app-id-missing",
            ])
        #expect(findings.allSatisfy { $0["line"] == nil && $0["column"] == nil })
        let text = try CLI.run(["doctor", "Info.plist"], in: tree.url).stdout
        #expect(
            text.contains(
                "Info.plist: warning: fbapi is listed in LSApplicationQueriesSchemes again (first on entry 1)"))
        // A broken binary plist is a finding without a line, saying so.
        var broken = try Data(contentsOf: tree.url.appendingPathComponent("Info.plist"))
        broken.replaceSubrange((broken.count - 8)..<broken.count, with: Data(repeating: 0xFF, count: 8))
        try tree.write(broken, to: "Info.plist")
        let malformed = try CLI.run(["doctor", "Info.plist"], in: tree.url)
        #expect(
            malformed.stdout.hasPrefix("Info.plist: error: the Info.plist is not a valid property list: binary plist: ")
        )
        #expect(malformed.stdout.contains("(a binary plist has no lines: offsets count bytes)"))
    }

    @Test(arguments: ["json", "sarif", "junit", "github", "xcode"])
    func everyFormatCarriesTheLines(format: String) throws {
        let tree = try Self.brokenApp()
        let result = try CLI.run(["doctor", "--format", format, "--target", "both", "ios/App"], in: tree.url)
        #expect(result.status == 1, "\(result.stderr)")
        let out = result.stdout
        switch format {
        case "json":
            let findings = try #require(
                (result.json?["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
            #expect(findings.map { $0["line"] as? Int } == [10, 12, 15])
            #expect(findings.map { $0["column"] as? Int } == [2, 2, 3])
        case "sarif":
            #expect(out.contains(#""startColumn" : 2,"#) && out.contains(#""startLine" : 12"#))
            #expect(out.contains(#""kind" : "info-plist""#))
        case "junit":
            #expect(out.contains(#"<testcase classname="storyshare.info-plist" name="ios/App/Info.plist""#))
            #expect(out.contains(#"<failure message="line 12: LSApplicationQueriesSchemes lacks facebook-stories"#))
            #expect(out.contains("ios/App/Info.plist:15: warning: fbapi is listed"))
        case "github":
            #expect(out.contains("::error file=ios/App/Info.plist,line=12,col=2,title=ios-query-scheme-missing::"))
            #expect(out.contains("::notice file=ios/App/Info.plist,line=10,col=2,title=ios-facebook-app-id-missing::"))
        default:
            let root = tree.url.resolvingSymlinksInPath().path
            #expect(out.hasPrefix("\(root)/ios/App/Info.plist:10: note: FacebookAppID is $(FACEBOOK_APP_ID)"), "\(out)")
            #expect(out.contains("\n\(root)/ios/App/Info.plist:12: error: LSApplicationQueriesSchemes lacks"))
        }
    }

    @Test(.enabled(if: Python.available, "python3 is not installed"))
    func sarifPassesTheOfficialSchema() throws {
        let tree = try Self.brokenApp()
        let result = try CLI.run(
            ["doctor", "--format", "sarif", "--target", "both", "--app-id", "1234567890"], in: tree.url)
        let file = tree.url.appendingPathComponent("doctor.sarif")
        try Data(result.stdout.utf8).write(to: file)
        let check = try Python.run(["scripts/check-sarif", file.path])
        #expect(check.status == 0, "scripts/check-sarif: \(check.stdout)\(check.stderr)")
        #expect((check.stdout + check.stderr).contains("valid SARIF 2.1.0"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 11)
        let tags =
            ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any]).flatMap {
                (($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]])?
                    .first { $0["id"] as? String == "android-query-missing" }?["properties"] as? [String: Any]
            }?["tags"] as? [String]
        #expect(tags == ["storyshare", "app"])
    }

    @Test func hostileAndUnreadableFilesAreFindingsNotCrashes() throws {
        let tree = try TempTree()
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        try tree.write("<manifest>\n\(deep)</manifest>", to: "deep/AndroidManifest.xml")
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE manifest [
              <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <manifest>&lol2;</manifest>
            """
        try tree.write(laughs, to: "laughs/AndroidManifest.xml")
        try tree.write(Data(repeating: 0x20, count: 5 << 20), to: "huge-AndroidManifest.xml")
        // Found by a walk: a FIFO named Info.plist (never blocks), a link to a missing manifest.
        try tree.makeDirectory("walked/android")
        #expect(mkfifo(tree.url.appendingPathComponent("walked/Info.plist").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("walked/android/AndroidManifest.xml").path,
            withDestinationPath: "gone.xml")
        let result = try CLI.run(
            ["doctor", "deep", "laughs", "huge-AndroidManifest.xml", "walked", "missing/AndroidManifest.xml"],
            in: tree.url, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(result.stdout)")
        guard lines.count == 7 else { return }
        #expect(
            lines[0].hasPrefix(
                "deep/AndroidManifest.xml:2: error: AndroidManifest.xml is malformed: it is not well-formed XML: "
                    + "elements nest deeper than 64 levels"))
        #expect(
            lines[1].hasPrefix(
                "laughs/AndroidManifest.xml:2: error: AndroidManifest.xml is malformed: it is not well-formed XML: "
                    + "a DOCTYPE with an internal subset is refused"))
        #expect(
            lines[2].hasPrefix(
                "huge-AndroidManifest.xml: error: AndroidManifest.xml cannot be read: 5242880 bytes, larger than the "
                    + "4194304 bytes"))
        #expect(
            lines[3]
                == "walked/Info.plist: error: the Info.plist cannot be read: a FIFO (named pipe), not a regular file. "
                + "[info-plist-malformed]")
        #expect(
            lines[4]
                == "walked/android/AndroidManifest.xml: error: AndroidManifest.xml cannot be read: a symbolic link to a "
                + "missing file. [android-manifest-malformed]")
        #expect(
            lines[5]
                == "missing/AndroidManifest.xml: error: cannot be read: no such file. Check the path and that the "
                + "file is a non-empty regular file. [file-unreadable]")
        #expect(lines[6] == "6 files checked: 6 errors, 0 warnings, 0 infos; failed")
    }

    /// A share that only opens a Stories URL sends no file, so its Android app needs no FileProvider; the same app
    /// sending its background through the `ADD_TO_STORY` intent does.
    @Test func aShareThatOpensOnlyAURLNeedsNoFileProvider() throws {
        let tree = try TempTree()
        try tree.write("include ':app'\n", to: "settings.gradle")
        try tree.write("plugins {\n    id 'com.android.application'\n}\n", to: "app/build.gradle")
        try tree.write(
            """
            class ShareActivity : Activity() {
                override fun onCreate(state: Bundle?) {
                    super.onCreate(state)
                    share(this)
                }
            }

            """, to: "app/src/main/java/studio/example/trail/ShareActivity.kt")
        try tree.write(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <queries><package android:name="com.instagram.android" /></queries>
                <application android:label="Trail" />
            </manifest>

            """, to: "app/src/main/AndroidManifest.xml")
        let source = "app/src/main/java/studio/example/trail/StoryShare.kt"
        try tree.write(
            """
            fun share(context: Context) {
                val uri = Uri.parse("instagram-stories://share?source_application=123456789012345")
                context.startActivity(Intent(Intent.ACTION_VIEW, uri))
            }

            """, to: source)
        let url = try CLI.run(["doctor", "."], in: tree.url)
        #expect(url.stderr.contains("Android app app [app/build.gradle:2]: shares to Instagram"), "\(url.stderr)")
        #expect(!url.stdout.contains("android-file-provider-missing"), "\(url.stdout)")
        // Nothing is sent, so nothing is left undecided.
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("share assets: none sent (its shares only open a Stories URL"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("undecided"), "\(scan.stdout)")
        try tree.write(
            """
            fun share(context: Context) {
                val background = FileProvider.getUriForFile(context, "studio.example.trail.files", File("bg.png"))
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", "123456789012345")
                intent.setDataAndType(background, "image/png")
                intent.addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
                context.startActivity(intent)
            }

            """, to: source)
        let intent = try CLI.run(["doctor", "."], in: tree.url)
        #expect(intent.stdout.contains("android-file-provider-missing"), "\(intent.stdout)")
        #expect(!(try CLI.run(["scan", "."], in: tree.url).stdout.contains("none sent")))
    }

    @Test func aDirectoryWithNothingToCheckFails() throws {
        let tree = try TempTree()
        try tree.write("x", to: "docs/readme.txt")
        try tree.write(AppFiles.goodInfoPlist, to: "Pods/X/Info.plist")
        let result = try CLI.run(["doctor"], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "storyshare: .: nothing to check (no Info.plist or AndroidManifest.xml found)\n")
        // Named, a file in a skipped folder is read.
        let named = try CLI.run(["doctor", "Pods/X/Info.plist", "--target", "both"], in: tree.url)
        #expect(named.status == 0 && named.stdout == "1 file checked: 0 errors, 0 warnings, 0 infos; passed\n")
    }

    @Test func exitStatusStrictAndUsageErrors() throws {
        let tree = try TempTree()
        try tree.write(
            AppFiles.appInfoPlist(appID: "1234567890", schemes: ["facebook-stories", "facebook-stories"]),
            to: "Info.plist")
        #expect(try CLI.run(["doctor"], in: tree.url).status == 0, "a warning passes")
        let strict = try CLI.run(["doctor", "--strict"], in: tree.url)
        #expect(strict.status == 1)
        #expect(
            strict.stdout.hasSuffix("1 file checked: 0 errors, 1 warning, 0 infos; failed (strict: warnings fail)\n"))
        let badID = try CLI.run(["doctor", "--app-id", "12ab"], in: tree.url)
        #expect(badID.status == 64 && badID.stderr.contains("--app-id must be 5–20 digits (0–9), not \"12ab\""))
        #expect(try CLI.run(["doctor", "--target", "tiktok"], in: tree.url).status == 64)
        try tree.write("app-id: 12ab\n", to: ".storyshare.yml")
        let badConfig = try CLI.run(["doctor"], in: tree.url)
        #expect(badConfig.status == 64)
        #expect(
            badConfig.stderr.contains(
                "bad configuration: .storyshare.yml:1:9: app-id must be the app's Facebook App ID, 5–20 digits, not \"12ab\""
            ))
        try tree.write("rules:\n  ios-query-scheme-duplicate: error\n", to: ".storyshare.yml")
        #expect(try CLI.run(["doctor"], in: tree.url).status == 1, "a rule's configured severity applies")
    }

    /// /dev/full (a device every write fails on) is Linux's.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aReportThatCannotBeWrittenFailsTheRun() throws {
        let tree = try TempTree()
        try tree.write(AppFiles.goodInfoPlist, to: "Info.plist")
        let script = """
            import subprocess, sys
            run = subprocess.run(sys.argv[1:], stdout=open('/dev/full', 'w'), stderr=subprocess.PIPE, cwd=sys.argv[1].rsplit('/', 1)[0])
            sys.stderr.buffer.write(run.stderr); sys.exit(run.returncode)
            """
        let result = try CLI.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script, CLI.binary.path, "doctor", tree.url.appendingPathComponent("Info.plist").path])
        #expect(result.status == 74, "\(result.stderr)")
    }

    @Test func rulesListsTheAppRules() throws {
        let result = try CLI.run(["rules"])
        for id in [
            "ios-query-scheme-missing", "ios-query-schemes-over-limit", "ios-query-scheme-duplicate",
            "ios-facebook-app-id-missing", "app-id-mismatch", "android-query-missing", "android-file-provider-missing",
            "info-plist-malformed", "android-manifest-malformed",
        ] {
            #expect(result.stdout.contains("\n\(id) "), "\(id)")
        }
    }
}
