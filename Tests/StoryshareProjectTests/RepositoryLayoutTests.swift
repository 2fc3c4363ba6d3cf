import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// How a repository is laid out decides which apps share: workspaces, Android source sets and form factors, tests.
struct RepositoryLayoutTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let share = """
        import Share, { Social } from 'react-native-share';
        export async function shareStory(uri) {
          await Share.shareSingle({ social: Social.InstagramStories, appId: '1234567890', stickerImage: uri });
        }
        """

    /// An Android app module at `folder` with `manifest` as its main manifest, sharing through an intent.
    static func androidApp(_ tree: Tree, _ folder: String, manifest: String) throws {
        try tree.write("plugins {\n    id(\"com.android.application\")\n}\n", to: "\(folder)/build.gradle.kts")
        try tree.write(manifest, to: "\(folder)/src/main/AndroidManifest.xml")
        try tree.write(
            """
            package app
            fun shareStory(context: Context) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", "1234567890")
                context.startActivity(intent)
            }
            class ShareActivity : Activity() {
                override fun onCreate(savedInstanceState: Bundle?) = shareStory(this)
            }
            """, to: "\(folder)/src/main/java/app/Share.kt")
    }

    /// A target built for macOS alone is named for macOS, whatever it builds (a Flutter app's `macos/` test bundle is
    /// no iOS test bundle).
    @Test func aMacOSTargetIsNamedForMacOS() {
        func target(_ type: String, sdk: String?, platforms: [String] = []) -> XcodeProject.Target {
            XcodeProject.Target(
                name: "RunnerTests", productType: "com.apple.product-type.\(type)", generatesInfoPlist: false,
                sdkRoot: sdk, supportedPlatforms: platforms)
        }
        #expect(target("bundle.unit-test", sdk: "macosx").isMacOnly)
        #expect(target("bundle.unit-test", sdk: "auto", platforms: ["macosx"]).isMacOnly)
        #expect(!target("bundle.unit-test", sdk: "iphoneos").isMacOnly)
        #expect(!target("bundle.unit-test", sdk: "auto", platforms: ["iphoneos", "macosx"]).isMacOnly)
        var app = ProjectApp(
            name: "RunnerTests", platform: .ios, kind: .testBundle, stack: .flutter,
            evidence: Evidence(path: "macos/Runner.xcodeproj/project.pbxproj", line: 185))
        #expect(app.title == "iOS test bundle RunnerTests")
        app.isMacOS = true
        #expect(app.title == "macOS test bundle RunnerTests")
    }

    /// An Expo app with no native folders whose local module (`modules/encoder/`) has its own `android/` Gradle
    /// library: the library is no Android app, so the app's Android side is still the Expo configuration's. With a
    /// native `android/app` committed, that module is the Android app instead.
    @Test func anExpoLocalModulesAndroidLibraryIsNotTheAppsAndroidProject() throws {
        let tree = Tree()
        try tree.write(
            #"{"name": "mobile", "dependencies": {"expo": "~52.0.0", "react-native": "0.76.0", "react-native-share": "12.0.0"}}"#,
            to: "package.json")
        try tree.write(#"{"expo": {"name": "Mobile", "android": {"package": "dev.example.mobile"}}}"#, to: "app.json")
        try tree.write(Self.share, to: "src/share.js")
        try tree.write("import { shareStory } from './src/share';\nshareStory('file:///a.png');\n", to: "App.js")
        try tree.write(
            #"{"platforms": ["android"], "android": {"modules": ["x.Encoder"]}}"#,
            to: "modules/encoder/expo-module.config.json")
        try tree.write("apply plugin: 'com.android.library'\n", to: "modules/encoder/android/build.gradle")
        func apps() -> [String] {
            let model = ProjectScanner.scan(tree.url.path)
            return (model.codebases.first { $0.path == "." }?.apps ?? []).map { "\($0.title) \($0.kind.rawValue)" }
        }
        let expo = apps()
        #expect(expo.contains("Android app android (Expo) app") && expo.contains("iOS app ios (Expo) app"), "\(expo)")
        #expect(expo.contains { $0.hasSuffix(" library") }, "\(expo)")
        try tree.write("rootProject.name = 'mobile'\ninclude ':app'\n", to: "android/settings.gradle")
        try tree.write("apply plugin: 'com.android.application'\n", to: "android/app/build.gradle")
        try tree.write(
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#,
            to: "android/app/src/main/AndroidManifest.xml")
        let native = apps()
        #expect(
            !native.contains("Android app android (Expo) app") && native.contains("iOS app ios (Expo) app"), "\(native)"
        )
        #expect(native.contains { $0.hasPrefix("Android app") && $0.hasSuffix(" app") }, "\(native)")
    }

    /// A Kotlin Multiplatform app whose iOS side has no Xcode project committed (`iosApp/iosApp/` holds its
    /// Info.plist and Swift sources): an iOS app of its own, judged by that Info.plist, that shares through the
    /// module's iOS code (its App ID judged). An Info.plist with no Swift beside it, or a build with no
    /// multiplatform code, makes no app.
    @Test func aMultiplatformIOSAppWithNoXcodeProjectIsFoundByItsInfoPlist() throws {
        let tree = Tree()
        try tree.write("include(\":composeApp\")\n", to: "settings.gradle.kts")
        try tree.write(
            "plugins {\n    kotlin(\"multiplatform\")\n    id(\"com.android.application\")\n}\n",
            to: "composeApp/build.gradle.kts")
        try tree.write(
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#,
            to: "composeApp/src/androidMain/AndroidManifest.xml")
        try tree.write(
            """
            actual fun shareStory(data: NSData) {
                val url = NSURL(string = "instagram-stories://share?source_application=my-app")
                UIPasteboard.generalPasteboard.setData(data, forPasteboardType = "com.instagram.sharedSticker.backgroundImage")
                UIApplication.sharedApplication.openURL(url!!)
            }
            """, to: "composeApp/src/iosMain/kotlin/Share.ios.kt")
        try tree.write("expect fun shareStory(data: NSData)\n", to: "composeApp/src/commonMain/kotlin/Share.kt")
        try tree.write("<plist><dict/></plist>\n", to: "iosApp/iosApp/Info.plist")
        func iosApps() -> [(app: ProjectApp, calls: Int)] {
            let model = ProjectScanner.scan(tree.url.path)
            return model.codebases.flatMap { codebase in
                codebase.apps.filter { $0.platform == .ios }.map { ($0, codebase.calls(for: $0).count) }
            }
        }
        #expect(iosApps().isEmpty, "no Swift beside the Info.plist")
        try tree.write(
            "import SwiftUI\n@main struct iOSApp: App { var body: some Scene { WindowGroup {} } }\n",
            to: "iosApp/iosApp/iOSApp.swift")
        let found = iosApps()
        #expect(found.map(\.app.title) == ["iOS app iosApp"])
        #expect(found.first?.app.infoPlist == "iosApp/iosApp/Info.plist")
        #expect(found.first?.calls == 2, "the URL and the pasteboard item of the module's iOS code")
        // The same build with no multiplatform code: no app is made of the Info.plist.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("composeApp/src/iosMain"))
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("composeApp/src/commonMain"))
        #expect(iosApps().isEmpty)
    }

    @Test func anAppSharesThroughTheWorkspacePackagesItDependsOn() throws {
        let tree = Tree()
        // A yarn workspace: its root holds only settings (an app.json with a scheme), the app is apps/mobile, the
        // share code is packages/app, which the app depends on by name (and which depends on packages/share).
        try tree.write(#"{"private": true, "workspaces": ["apps/*", "packages/*"]}"#, to: "package.json")
        try tree.write(#"{"expo": {"scheme": "dev.example"}}"#, to: "app.json")
        try tree.write(
            #"{"name": "mobile", "dependencies": {"expo": "~51.0.0", "react-native": "0.74.0", "app": "*"}}"#,
            to: "apps/mobile/package.json")
        try tree.write(#"{"expo": {"name": "Mobile"}}"#, to: "apps/mobile/app.json")
        try tree.write(
            #"{"name": "app", "dependencies": {"@team/share": "workspace:*"}}"#, to: "packages/app/package.json")
        try tree.write("export { shareStory } from '@team/share';\n", to: "packages/app/index.ts")
        try tree.write(
            #"{"name": "@team/share", "dependencies": {"react-native-share": "^12.0.0"}}"#,
            to: "packages/share/package.json")
        try tree.write(Self.share + "shareStory('file:///tmp/a.png');\n", to: "packages/share/index.ts")
        let model = ProjectScanner.scan(tree.url.path)
        #expect(model.codebases.map(\.path) == ["apps/mobile"], "the root's app.json makes no app")
        let mobile = try #require(model.codebases.first)
        #expect(mobile.linkedFolders == ["packages/app", "packages/share"])
        #expect(mobile.sharing.targets == [.instagram])
        #expect(mobile.sharing.calls.first?.evidence.place == "packages/share/index.ts:3")
        // Without the dependency, the package's share is nobody's.
        try tree.write(
            #"{"name": "mobile", "dependencies": {"expo": "~51.0.0", "react-native": "0.74.0"}}"#,
            to: "apps/mobile/package.json")
        #expect(ProjectScanner.scan(tree.url.path).codebases.first?.sharing.shares == false)
    }

    @Test func aWatchTVOrCarModuleIsNotJudged() throws {
        let tree = Tree()
        try tree.write("include(\":app\", \":wear\", \":tv\", \":phone-tv\")\n", to: "settings.gradle.kts")
        let plain = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        func requiring(_ feature: String, required: String? = nil) -> String {
            let attribute = required.map { " android:required=\"\($0)\"" } ?? ""
            return """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <uses-feature android:name="\(feature)"\(attribute) />
                    <application/>
                </manifest>
                """
        }
        try Self.androidApp(tree, "app", manifest: plain)
        try Self.androidApp(tree, "wear", manifest: requiring("android.hardware.type.watch"))
        try Self.androidApp(tree, "tv", manifest: requiring("android.software.leanback", required: "true"))
        // A phone app that also runs on TVs says leanback is not required: it is a phone app.
        try Self.androidApp(tree, "phone-tv", manifest: requiring("android.software.leanback", required: "false"))
        let codebase = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
        let apps = Dictionary(uniqueKeysWithValues: codebase.apps.map { ($0.name, $0) })
        #expect(apps["app"]?.kind == .app && apps["phone-tv"]?.kind == .app)
        #expect(apps["wear"]?.kind == .otherPlatformApp)
        #expect(apps["wear"]?.title == "Wear OS app wear")
        #expect(apps["tv"]?.device?.place == "tv/src/main/AndroidManifest.xml:2")
        let wear = try #require(apps["wear"])
        #expect(codebase.conclusion(for: wear).hasPrefix("an app for Wear OS (wear/src/main/AndroidManifest.xml:2)"))
        let phone = try #require(apps["app"])
        #expect(!codebase.judges(wear) && codebase.judges(phone))
    }

    @Test func anAppMergesItsFlavoursManifestsButNotItsTests() throws {
        let tree = Tree()
        try tree.write("include(\":app\")\n", to: "settings.gradle.kts")
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        try Self.androidApp(tree, "app", manifest: manifest)
        for set in ["full", "debug", "androidTest", "test"] {
            try tree.write(manifest, to: "app/src/\(set)/AndroidManifest.xml")
        }
        let app = try #require(ProjectScanner.scan(tree.url.path).codebases.first?.apps.first { $0.name == "app" })
        #expect(
            app.mergedManifests.map(\.path) == [
                "app/src/debug/AndroidManifest.xml", "app/src/full/AndroidManifest.xml",
            ])
        #expect(app.mergedManifests.map(\.text) == ["source set debug", "source set full"])
    }

    @Test func aTestsShareIsNotTheApps() throws {
        let tree = Tree()
        try tree.write(
            #"{"dependencies": {"react-native": "0.74.0", "react-native-share": "^12.0.0"}}"#, to: "package.json")
        try tree.write(Self.share, to: "src/__tests__/share.ts")
        try tree.write(Self.share, to: "src/share.test.ts")
        try tree.write(Self.share, to: "e2e/share.ts")
        #expect(ProjectScanner.scan(tree.url.path).codebases.first?.sharing.shares == false)
        for path in [
            "app/src/test/java/ShareTest.kt", "app/src/androidTest/java/A.kt", "AppTests/ShareTests.swift",
            "AppUITests/A.swift", "test/widget_test.dart", "lib/share_test.dart", "src/a.spec.js",
        ] {
            #expect(ProjectWalk.isTestSource(path), "\(path)")
        }
        for path in ["src/share.ts", "app/src/main/java/Share.kt", "App/ShareView.swift", "lib/latest.dart"] {
            #expect(!ProjectWalk.isTestSource(path), "\(path)")
        }
        // Byte by byte, it says what splitting the path into its parts says, for every mix of folder and name.
        func byParts(_ path: String) -> Bool {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            for folder in parts.dropLast() where ProjectWalk.testFolders.contains(folder) || folder.hasSuffix("Tests") {
                return true
            }
            guard let name = parts.last, let dot = name.lastIndex(of: ".") else { return false }
            let stem = name[..<dot]
            return [".test", ".spec", "_test", "Test", "Tests", "Spec"].contains { stem.hasSuffix($0) }
        }
        let folders = [
            "", "test", "tests", "Test", "main", "e2e", "java", "UITests", "AppTests", "Tests", "tést", "__tests__",
            "commonTest", "testx", "integration_test", "a", "ui", "Étude",
        ]
        let names = [
            "a.swift", "a.test.ts", "a_test.dart", "ShareTest.kt", "ShareTests.swift", "ASpec.kt", "a.spec.js", "test",
            "x.Test.js", "Tést.kt", ".test", "Spec", "éTest.kt",
        ]
        for first in folders {
            for second in folders {
                for name in names {
                    let path = [first, second, name].filter { !$0.isEmpty }.joined(separator: "/")
                    #expect(ProjectWalk.isTestSource(path) == byParts(path), "\(path)")
                }
            }
        }
    }

    /// A module whose Android plugin comes from build logic the checkout does not hold (a git submodule) is told an
    /// app by its `applicationId`; the modules it reaches are not known, so every module's share code counts, and a
    /// share marked by another file's constant is not judged for its App ID here.
    @Test func anAppWhoseBuildLogicIsAbsentIsToldByItsApplicationID() throws {
        let tree = Tree()
        try tree.write(
            "includeBuild(\"gradle/build-logic\")\ninclude(\":app\", \":base\")\n", to: "settings.gradle.kts")
        try tree.write(
            """
            plugins {
                id(team.plugins.app.get().pluginId)
            }
            android {
                defaultConfig {
                    applicationId = "dev.example.app"
                }
            }
            dependencies {
                implementation(projects.data)
            }
            """, to: "app/build.gradle.kts")
        try tree.write(
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#,
            to: "app/src/main/AndroidManifest.xml")
        try tree.write("plugins {\n    id(\"team.android.library\")\n}\n", to: "base/build.gradle.kts")
        try tree.write(
            "package base\nobject Constants {\n    const val STORY = \"com.instagram.share.ADD_TO_STORY\"\n}\n",
            to: "base/src/main/java/base/Constants.kt")
        let codebase = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
        let app = try #require(codebase.apps.first { $0.name == "app" })
        #expect(app.kind == .app && app.evidence.place == "app/build.gradle.kts:6")
        #expect(app.moduleFolders == nil, "what the absent plugin adds is not known")
        #expect(codebase.judges(app))
        let call = try #require(codebase.sharing.calls.first)
        #expect(call.appID == .unread("STORY is a constant another file uses: the share is made there"))
    }
}
