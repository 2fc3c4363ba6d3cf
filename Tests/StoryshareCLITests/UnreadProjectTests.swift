import Foundation
import Testing

/// A repository that looks like an app's (sources, or a project file of a layout storyshare does not read yet:
/// a Tuist manifest) but in which the app model finds no
/// app: nothing in it is judged by its name alone. validate and doctor say why and fail unless told what to judge;
/// a folder of images alone is still walked.
@Suite struct UnreadProjectTests {
    /// An Expo app's package.json that installs react-native-share.
    static let expoSharingPackage =
        "{\"name\": \"app\", \"dependencies\": {\"expo\": \"~51.0.0\", \"react-native\": \"0.74.0\", "
        + "\"react-native-share\": \"12.0.9\"}}\n"
    /// Its share to Instagram Stories, with an App ID.
    static let expoInstagramShare =
        "import Share from 'react-native-share';\nShare.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, "
        + "appId: '123456789012345' });\n"

    /// An app's Info.plist that says only its bundle id.
    static let plainInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>studio.example.trailpost</string>
        </dict>
        </plist>

        """

    /// A Tuist app: its manifest, a Swift source that shares to Instagram, an Info.plist, a splash image named for a
    /// background, and an app icon.
    static func tuistTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.makeDirectory(".git")
        try tree.write(
            "import ProjectDescription\nlet project = Project(name: \"Snap\", targets: [])\n",
            to: "Projects/App/Project.swift")
        try tree.write("import ProjectDescription\nlet workspace = Workspace(name: \"Snap\")\n", to: "Workspace.swift")
        try tree.write(
            "import UIKit\nlet url = URL(string: \"instagram-stories://share?source_application=1234567890\")!\n",
            to: "Projects/App/Sources/Share.swift")
        try tree.write(
            AppFiles.appInfoPlist(appID: "1234567890", schemes: ["instagram-stories"]),
            to: "Projects/App/Resources/Info.plist")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "Projects/App/Resources/background.jpg")
        return tree
    }

    /// A document format prints its document when there is nothing to check: no file, not passed, and why (what
    /// stderr says) in its notes, JSON's `notes` and SARIF's tool execution notifications.
    @Test func aDocumentIsPrintedWhenNothingIsChecked() throws {
        let tree = try Self.tuistTree()
        for command in ["doctor", "validate"] {
            let result = try CLI.run([command, "--format", "json", "."], in: tree.url)
            #expect(result.status == 1)
            let summary = try #require(result.json?["summary"] as? [String: Any], "\(command): \(result.stdout)")
            #expect(summary["passed"] as? Bool == false && summary["files"] as? Int == 0)
            #expect(result.stderr.contains("nothing to check"))
            let notes = try #require(result.json?["notes"] as? [String], "\(command): \(result.stdout)")
            #expect(notes.contains { $0.contains("nothing to check") && result.stderr.contains($0) }, "\(notes)")
            let sarif = try CLI.run([command, "--format", "sarif", "."], in: tree.url)
            let runs = try #require(sarif.json?["runs"] as? [[String: Any]])
            let invocation = try #require((runs.first?["invocations"] as? [[String: Any]])?.first)
            let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
            #expect(notifications.count == notes.count)
            #expect((notifications.first?["message"] as? [String: Any])?["text"] as? String == notes.first)
        }
        // A run that judged files has no notes.
        let judged = try CLI.run(
            ["validate", "--format", "json", "Projects/App/Resources/background.jpg"], in: tree.url)
        #expect(judged.json?["notes"] == nil && judged.json?["files"] != nil)
    }

    /// scan's first line says why no app is listed: project files it does not read (pointing at the note naming them),
    /// or no project file at all (naming those it looks for).
    @Test func scanSaysWhyNoAppIsListed() throws {
        let tree = try Self.tuistTree()
        let unread = try CLI.run(["scan", "."], in: tree.url)
        #expect(
            unread.stdout.hasPrefix(
                "no app found: its project files are of a layout storyshare does not read, or do not say which apps "
                    + "they make (see the note below)"), "\(unread.stdout)")
        #expect(unread.stdout.contains("note: ") && unread.stdout.contains("Tuist manifest"))
        // Its images belong to no app the scan knows: not "in code that does not share".
        #expect(unread.stdout.contains("outside every app project found: 1"), "\(unread.stdout)")
        #expect(!unread.stdout.contains("in code that does not share"))
        let empty = try TempTree()
        try empty.write("# notes\n", to: "README.md")
        let none = try CLI.run(["scan", "."], in: empty.url)
        #expect(none.stdout.hasPrefix("no app project found (no package.json, pubspec.yaml, app.json, app.config.*"))
    }

    @Test func validateJudgesNothingByNameAndSaysWhy() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "nothing to check (Workspace.swift and 1 more: a Tuist manifest, which storyshare does not read yet"))
        #expect(result.stderr.contains("--all judges every image and video in it"))
        #expect(!result.stdout.contains("background.jpg"), "no file is judged by its name")
        // --allow-empty lets it pass, saying the same; --all judges every image.
        let allowed = try CLI.run(["validate", "--allow-empty", "."], in: tree.url)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("a Tuist manifest, which storyshare does not read yet"))
        let every = try CLI.run(["validate", "--all", "."], in: tree.url)
        #expect(every.stdout.contains("background.jpg") && every.stdout.contains("background-aspect-ratio"))
    }

    @Test func doctorJudgesNoFileForFacebookByDefault() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("a Tuist manifest, which storyshare does not read yet"))
        #expect(result.stderr.contains("--target judges its Info.plist and AndroidManifest.xml files"))
        #expect(!result.stdout.contains("facebook-stories"), "no Facebook requirement is invented")
        // With the targets named, its Info.plist is judged for them.
        let named = try CLI.run(["doctor", "--target", "instagram", "--format", "json", "."], in: tree.url)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.contains("Projects/App/Resources/Info.plist"))
    }

    /// The same Tuist app with no source that shares (its share sheet is the system's): nothing is left unjudged,
    /// so doctor and validate pass and say why, where the app that shares fails.
    @Test func aProjectNotReadWhoseSourcesDoNotSharePasses() throws {
        let tree = try Self.tuistTree()
        try tree.write(
            "import UIKit\nlet sheet = UIActivityViewController(activityItems: [image], applicationActivities: nil)\n",
            to: "Projects/App/Sources/Share.swift")
        for command in ["doctor", "validate"] {
            let result = try CLI.run([command, "."], in: tree.url)
            #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "a Tuist manifest, which storyshare does not read yet, so no app and no share asset is known "
                        + "here; no source shares to Stories, so nothing is"))
            #expect(!result.stdout.contains("background.jpg"), "no file is judged by its name")
        }
    }

    @Test func scanSaysWhichFilesItDoesNotRead() throws {
        let tree = try Self.tuistTree()
        let result = try CLI.run(["scan", "."], in: tree.url)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Workspace.swift, Projects/App/Project.swift (2 files, each a Tuist manifest), which storyshare does "
                    + "not read yet"))
    }

    /// Sources and images with no project file (a package's `Sources` folder named alone) are walked as before.
    @Test func sourcesWithoutAProjectFileAreWalked() throws {
        let tree = try TempTree()
        try tree.write("export const share = () => 'instagram-stories://share';\n", to: "src/share.js")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "public/background.jpg")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.stdout.contains("public/background.jpg"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("storyshare does not read yet"))
    }

    /// An Expo app configured by `app.config.ts` alone is an app: scan, validate and doctor read what it exports,
    /// and what it computes is said, not guessed.
    @Test func anExpoConfigWrittenAsCodeIsRead() throws {
        let tree = try TempTree()
        try tree.write(UnreadProjectTests.expoSharingPackage, to: "package.json")
        try tree.write(
            """
            import type { ExpoConfig } from "expo/config";
            const config: ExpoConfig = {
              name: "Trailpost",
              ios: {
                bundleIdentifier: "studio.example.trailpost",
                infoPlist: { LSApplicationQueriesSchemes: ["instagram"] },
              },
            };
            export default config;

            """, to: "app.config.ts")
        try tree.write(
            """
            import Share from 'react-native-share';
            export const share = (bg: string) =>
              Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: '123456789012345', backgroundImage: bg });
            export default function App() { return share('file:///story.png'); }

            """, to: "App.tsx")
        let doctor = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("ios-query-scheme-missing"), "the instagram-stories scheme is missing")
        #expect(doctor.stdout.contains("app.config.ts"))
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("app.config.ts"))
        #expect(!scan.stderr.contains("does not read yet") && !scan.stdout.contains("does not read yet"))
    }

    /// Schemes an inline `withInfoPlist` mod of `app.config.ts` sets are the Info.plist's: the app that adds
    /// `instagram-stories` there passes; the same app with only `instagram` there does not.
    @Test func theSchemesAnInlineModSetsAreRead() throws {
        let tree = try TempTree()
        try tree.write(UnreadProjectTests.expoSharingPackage, to: "package.json")
        func config(_ scheme: String) -> String {
            """
            import { withInfoPlist } from "expo/config-plugins";
            export default {
              name: "Trailpost",
              ios: { bundleIdentifier: "studio.example.trailpost" },
              plugins: [
                [
                  withInfoPlist,
                  (config) => {
                    config.modResults = {
                      ...config.modResults,
                      LSApplicationQueriesSchemes: ["mailto", "\(scheme)"],
                    };
                    return config;
                  },
                ],
              ],
            };

            """
        }
        try tree.write(UnreadProjectTests.expoInstagramShare, to: "App.tsx")
        try tree.write(config("instagram"), to: "app.config.ts")
        let broken = try CLI.run(["doctor", "."], in: tree.url)
        #expect(broken.stdout.contains("lacks instagram-stories"), "\(broken.stdout)")
        try tree.write(config("instagram-stories"), to: "app.config.ts")
        let fixed = try CLI.run(["doctor", "."], in: tree.url)
        #expect(!fixed.stdout.contains("ios-query-scheme-missing"), "\(fixed.stdout)")
    }

    /// What an `app.config.ts` computes when Expo runs it is not guessed: a finding about what it lacks is info.
    @Test func aComputedExpoConfigIsUndecided() throws {
        let tree = try TempTree()
        try tree.write(UnreadProjectTests.expoSharingPackage, to: "package.json")
        try tree.write(
            """
            export default {
              expo: {
                name: "Trailpost",
                ios: { infoPlist: { LSApplicationQueriesSchemes: ["instagram"] } },
                plugins: ["./plugins/withStoriesSchemes"],
              },
            };

            """, to: "app.config.js")
        try tree.write(UnreadProjectTests.expoInstagramShare, to: "App.tsx")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("withStoriesSchemes"), "the plugin it cannot run is named")
        #expect(doctor.stdout.contains("info:") && !doctor.stdout.contains("error: "), "\(doctor.stdout)")
    }

    /// Expo passes `app.json`'s `expo` object to `app.config.*` as `config`: a script that builds on it (a function
    /// Expo calls with it, a `require` of code that does) keeps what `app.json` declares, so its schemes count; a
    /// plain object that spreads nothing replaces `app.json`, whose schemes then do not.
    @Test func anExpoConfigScriptBuildsOnTheAppJSONBesideIt() throws {
        let tree = try TempTree()
        try tree.write(UnreadProjectTests.expoSharingPackage, to: "package.json")
        try tree.write(
            """
            {
              "expo": {
                "name": "Trailpost",
                "ios": { "infoPlist": { "LSApplicationQueriesSchemes": ["instagram", "instagram-stories"] } }
              }
            }

            """, to: "app.json")
        try tree.write(UnreadProjectTests.expoInstagramShare, to: "App.tsx")
        for script in [
            "module.exports = ({ config }) => ({ ...config, name: 'Trailpost' });\n",
            "require('ts-node/register');\nmodule.exports = require('./expoConfig/index.ts');\n",
        ] {
            try tree.write(script, to: "app.config.js")
            let doctor = try CLI.run(["doctor", "."], in: tree.url)
            #expect(!doctor.stdout.contains("lacks instagram-stories"), "\(script)\n\(doctor.stdout)")
        }
        // A plain object that spreads nothing is the whole configuration: app.json's schemes are not the app's.
        try tree.write(
            "export default { name: 'Trailpost', ios: { bundleIdentifier: 'studio.example.trailpost' } };\n",
            to: "app.config.js")
        let replaced = try CLI.run(["doctor", "."], in: tree.url)
        #expect(replaced.stdout.contains("lacks instagram-stories"), "\(replaced.stdout)")
    }

    /// A Swift package (Package.swift, its sources and resources) is a layout the commands know: its images are
    /// walked, as the SwiftPM plugins need.
    @Test func aSwiftPackageIsStillWalked() throws {
        let tree = try TempTree()
        try tree.write("// swift-tools-version:6.0\nimport PackageDescription\n", to: "Package.swift")
        try tree.write("public let name = \"assets\"\n", to: "Sources/ShareAssets/Assets.swift")
        try tree.copy("images/sticker-too-small-300x300.png", to: "Sources/ShareAssets/Resources/stickers/logo.png")
        let result = try CLI.run(["validate", "."], in: tree.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("stickers/logo.png") && result.stdout.contains("image-too-small"))
        #expect(!result.stderr.contains("nothing to check"))
    }
}

/// An iOS app generated by XcodeGen (a `project.yml`, no `.xcodeproj` committed) is read as XcodeGen reads it.
@Suite struct XcodeGenProjectTests {
    static let spec = """
        name: Trailpost
        options:
          bundleIdPrefix: studio.example
        include:
          - path: targets.yml
        targets:
          TrailpostTests:
            type: bundle.unit-test
            platform: iOS
            sources: [Tests]

        """
    static let targets = """
        targets:
          Trailpost:
            type: application
            platform: iOS
            sources: [Trailpost]
            info:
              path: Trailpost/Info.plist
              properties:
                LSApplicationQueriesSchemes:
                  - instagram
                FacebookAppID: "123456789012345"

        """
    static let share = """
        import UIKit
        enum StoryShare {
            static func open(image: Data) {
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": image]], options: [:])
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=123456789012345")!)
            }
        }

        """

    @Test func itsAppsAndTheInfoPlistItsPropertiesMakeAreJudged() throws {
        let tree = try TempTree()
        try tree.write(Self.spec, to: "project.yml")
        try tree.write(Self.targets, to: "targets.yml")
        try tree.write(Self.share, to: "Trailpost/StoryShare.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1)
        // The missing scheme, at the line of the target's properties in the included file.
        #expect(doctor.stdout.contains("targets.yml:9: error:"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("instagram-stories") && doctor.stdout.contains("[ios-query-scheme-missing]"))
        #expect(doctor.stderr.contains("iOS app Trailpost"))
        #expect(!doctor.stderr.contains("does not read yet"))
        // The test bundle is not judged; validate does not walk every image.
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(!validate.stderr.contains("does not read yet"))
    }

    @Test func aCommittedInfoPlistIsTheOneJudged() throws {
        let tree = try TempTree()
        try tree.write(
            """
            targets:
              Trailpost:
                type: application
                platform: iOS
                info:
                  path: Trailpost/Info.plist
                  properties:
                    LSApplicationQueriesSchemes: [instagram-stories]

            """, to: "project.yml")
        try tree.write(
            UnreadProjectTests.plainInfoPlist, to: "Trailpost/Info.plist")
        try tree.write(Self.share, to: "Trailpost/StoryShare.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("Trailpost/Info.plist:3: error:"), "\(doctor.stdout)")
    }

    /// An app shares through the sources it compiles (its own, its template's, the targets it depends on), not
    /// through another target's: a component preview app beside the app does not share.
    @Test func eachAppSharesThroughTheSourcesItCompiles() throws {
        let tree = try TempTree()
        func spec(kitShares: Bool) -> String {
            """
            targetTemplates:
              AppTemplate:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Kit
            targets:
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
              App-Production:
                templates: [AppTemplate]
                sources: [Config/Production]
              Preview:
                type: application
                platform: iOS
                sources: [Preview]
            \(kitShares ? "    dependencies:\n      - target: Kit\n" : "")
            """
        }
        try tree.write(spec(kitShares: false), to: "project.yml")
        try tree.write(
            Self.share + "@IBAction func tapped() { StoryShare.open(image: Data()) }\n", to: "App/StoryShare.swift")
        try tree.write("import SwiftUI\nstruct PreviewApp {}\n", to: "Preview/PreviewApp.swift")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("iOS app App-Production: shares to Instagram"), "\(scan.stdout)")
        #expect(scan.stdout.contains("iOS app Preview: no Stories sharing found in its sources: not judged"))
        // The share in a framework both apps link: both share.
        try FileManager.default.moveItem(
            at: tree.url.appendingPathComponent("App"), to: tree.url.appendingPathComponent("Kit"))
        try tree.write(spec(kitShares: true), to: "project.yml")
        let linked = try CLI.run(["scan", "."], in: tree.url)
        #expect(linked.stdout.contains("iOS app App-Production: shares to Instagram"), "\(linked.stdout)")
        #expect(linked.stdout.contains("iOS app Preview: shares to Instagram"), "\(linked.stdout)")
    }
}

/// An iOS app whose share code lives in a local Swift package beside the app's folder, linked from its Xcode project
/// (`XCLocalSwiftPackageReference`): the package's sources are the app's.
@Suite struct LocalSwiftPackageTests {
    static func pbxproj(linking: Bool) -> String {
        MinimalXcodeProject.text(
            target: "Trailpost", infoPlist: "Trailpost/Info.plist",
            extra: linking ? "R0 = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Feature; };" : "")
    }

    static func tree(linking: Bool) throws -> TempTree {
        let tree = try TempTree()
        try tree.write(pbxproj(linking: linking), to: "App/Trailpost.xcodeproj/project.pbxproj")
        try tree.write(
            UnreadProjectTests.plainInfoPlist, to: "App/Trailpost/Info.plist")
        try tree.write("// swift-tools-version:6.0\nimport PackageDescription\n", to: "Packages/Feature/Package.swift")
        try tree.write(XcodeGenProjectTests.share, to: "Packages/Feature/Sources/Feature/StoryShare.swift")
        return tree
    }

    @Test func aLinkedPackagesShareCodeIsTheApps() throws {
        let linkedTree = try Self.tree(linking: true)
        let linked = try CLI.run(["doctor", "."], in: linkedTree.url)
        #expect(linked.stdout.contains("App/Trailpost/Info.plist:3: error:"), "\(linked.stdout)")
        #expect(linked.stdout.contains("[ios-query-scheme-missing]"))
        let aloneTree = try Self.tree(linking: false)
        let alone = try CLI.run(["doctor", "."], in: aloneTree.url)
        #expect(!alone.stdout.contains("[ios-query-scheme-missing]"), "\(alone.stdout)")
    }

    /// A package whose folder is dragged into the project (a file reference of type `wrapper`, as Xcode adds a local
    /// package): its share code is the app's; a plain folder referenced so, with no `Package.swift`, links nothing.
    @Test func aPackageFolderDraggedIntoTheProjectIsTheApps() throws {
        let tree = try Self.tree(linking: false)
        let reference =
            "F0 = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Feature; path = ../Packages/Feature; "
            + "sourceTree = SOURCE_ROOT; };"
        try tree.write(
            MinimalXcodeProject.text(target: "Trailpost", infoPlist: "Trailpost/Info.plist", extra: reference),
            to: "App/Trailpost.xcodeproj/project.pbxproj")
        let dragged = try CLI.run(["doctor", "."], in: tree.url)
        #expect(dragged.stdout.contains("App/Trailpost/Info.plist:3: error:"), "\(dragged.stdout)")
        #expect(dragged.stdout.contains("[ios-query-scheme-missing]"))
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("Packages/Feature/Package.swift"))
        let folder = try CLI.run(["doctor", "."], in: tree.url)
        #expect(!folder.stdout.contains("[ios-query-scheme-missing]"), "\(folder.stdout)")
    }

    /// A package the project does not reference itself, added beside it in the repository's Xcode workspace (as
    /// many apps of thin app projects and feature packages are laid out): its share code is the project's apps'.
    @Test func aPackageTheWorkspaceAddsIsTheApps() throws {
        let tree = try Self.tree(linking: false)
        func workspace(_ refs: [String]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n"
                + refs.map { "   <FileRef\n      location = \"group:\($0)\">\n   </FileRef>\n" }.joined()
                + "</Workspace>\n"
        }
        try tree.write(workspace(["App/Trailpost.xcodeproj"]), to: "Trailpost.xcworkspace/contents.xcworkspacedata")
        let without = try CLI.run(["doctor", "."], in: tree.url)
        #expect(!without.stdout.contains("[ios-query-scheme-missing]"), "\(without.stdout)")
        try tree.write(
            workspace(["App/Trailpost.xcodeproj", "Packages/Feature"]),
            to: "Trailpost.xcworkspace/contents.xcworkspacedata")
        let with = try CLI.run(["doctor", "."], in: tree.url)
        #expect(with.stdout.contains("App/Trailpost/Info.plist:3: error:"), "\(with.stdout)")
        #expect(with.stdout.contains("[ios-query-scheme-missing]"))
    }
}

extension LocalSwiftPackageTests {
    /// The workspace names the package inside a group (`<Group location = "group:Packages">`), as Xcode writes it when
    /// a package is dragged into a group: its location is the group's folder and the package's, together.
    @Test func aPackageInAWorkspaceGroupIsTheApps() throws {
        let tree = try Self.tree(linking: false)
        func workspace(group: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "container:App/Trailpost.xcodeproj">
               </FileRef>
               <Group
                  location = "\(group)"
                  name = "Packages">
                  <FileRef
                     location = "group:Feature">
                  </FileRef>
               </Group>
            </Workspace>

            """
        }
        try tree.write(workspace(group: "group:Packages"), to: "Trailpost.xcworkspace/contents.xcworkspacedata")
        let with = try CLI.run(["doctor", "."], in: tree.url)
        #expect(with.stdout.contains("App/Trailpost/Info.plist:3: error:"), "\(with.stdout)")
        #expect(with.stdout.contains("[ios-query-scheme-missing]"))
        try tree.write(workspace(group: "group:Other"), to: "Trailpost.xcworkspace/contents.xcworkspacedata")
        let elsewhere = try CLI.run(["doctor", "."], in: tree.url)
        #expect(!elsewhere.stdout.contains("[ios-query-scheme-missing]"), "\(elsewhere.stdout)")
        // A workspace that is not well-formed XML is said, and the scan goes on.
        try tree.write(
            "<Workspace>\n<FileRef location = \"group:", to: "Trailpost.xcworkspace/contents.xcworkspacedata")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.contains("iOS app Trailpost"), "\(scan.stdout)")
        #expect(
            scan.stdout.contains(
                "note: Trailpost.xcworkspace/contents.xcworkspacedata: an Xcode workspace whose contents are not "
                    + "well-formed XML (line 2: "), "\(scan.stdout)")
    }
}

/// A Kotlin Multiplatform app: the Android application module's manifest is its `androidMain` one, and the iOS app
/// that embeds the framework (a Gradle task in a build phase) shares through the module's `iosMain` code.
@Suite struct KotlinMultiplatformTests {
    static func tree(embedding: Bool) throws -> TempTree {
        let tree = try TempTree()
        try tree.write("rootProject.name = \"Trailpost\"\ninclude(\":composeApp\")\n", to: "settings.gradle.kts")
        try tree.write(
            """
            plugins {
                id("org.jetbrains.kotlin.multiplatform")
                id("com.android.application")
            }
            kotlin {
                androidTarget()
                listOf(iosArm64(), iosSimulatorArm64()).forEach { it.binaries.framework { baseName = "ComposeApp" } }
            }
            android { namespace = "studio.example.trailpost" }

            """, to: "composeApp/build.gradle.kts")
        try tree.write(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <queries><package android:name="com.instagram.android" /></queries>
                <application android:label="Trailpost">
                    <activity android:name=".MainActivity" android:exported="true">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                    </activity>
                    <provider android:name="androidx.core.content.FileProvider"
                        android:authorities="${applicationId}.fileprovider" android:exported="false"
                        android:grantUriPermissions="true" />
                </application>
            </manifest>

            """, to: "composeApp/src/androidMain/AndroidManifest.xml")
        try tree.write(
            """
            package studio.example.trailpost

            import platform.Foundation.NSURL
            import platform.UIKit.UIApplication

            actual fun shareToStory() {
                val url = NSURL(string = "instagram-stories://share?source_application=123456789012345")
                UIApplication.sharedApplication.openURL(url)
            }

            """, to: "composeApp/src/iosMain/kotlin/studio/example/trailpost/Share.ios.kt")
        try tree.write(
            "package studio.example.trailpost\n\nexpect fun shareToStory()\n\nfun onShareTapped() = shareToStory()\n",
            to: "composeApp/src/commonMain/kotlin/studio/example/trailpost/Share.kt")
        let phase =
            embedding
            ? "S0 = {isa = PBXShellScriptBuildPhase; shellScript = \"cd ..\\n./gradlew :composeApp:embedAndSignAppleFrameworkForXcode\\n\"; };"
            : ""
        try tree.write(
            MinimalXcodeProject.text(target: "iosApp", infoPlist: "iosApp/Info.plist", extra: phase),
            to: "iosApp/iosApp.xcodeproj/project.pbxproj")
        try tree.write(
            UnreadProjectTests.plainInfoPlist, to: "iosApp/iosApp/Info.plist")
        return tree
    }

    @Test func theIOSAppThatEmbedsTheFrameworkSharesThroughIt() throws {
        let embedding = try Self.tree(embedding: true)
        let doctor = try CLI.run(["doctor", "."], in: embedding.url)
        // The iOS app is judged for Instagram; the Android module's androidMain manifest holds the provider.
        #expect(doctor.stdout.contains("iosApp/iosApp/Info.plist:3: error:"), "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("[ios-query-scheme-missing]"))
        #expect(!doctor.stdout.contains("android-file-provider-missing"))
        #expect(doctor.stderr.contains("iOS app iosApp"))
        let alone = try Self.tree(embedding: false)
        let plain = try CLI.run(["doctor", "."], in: alone.url)
        #expect(!plain.stdout.contains("[ios-query-scheme-missing]"), "\(plain.stdout)")
    }
}

/// An iOS app generated by Tuist (manifests, no `.xcodeproj` committed): its targets are read from the manifests'
/// literals, the workspace is one codebase, and the Info.plist keys of `.extendingDefault(with:)` are judged.
@Suite struct TuistProjectTests {
    static let app = """
        import ProjectDescription

        let project = Project(
            name: "Snap",
            targets: [
                .target(
                    name: "Snap",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "studio.example.snap",
                    infoPlist: .extendingDefault(with: [
                        "LSApplicationQueriesSchemes": ["instagram"],
                        "FacebookAppID": "123456789012345",
                    ]),
                    sources: ["Sources/**"],
                    dependencies: [.project(target: "StoryKit", path: "../StoryKit")]
                ),
                .target(name: "SnapTests", destinations: .iOS, product: .unitTests, bundleId: "studio.example.snap.tests"),
            ]
        )

        """
    static let kit = """
        import ProjectDescription

        let project = Project(
            name: "StoryKit",
            targets: [.target(name: "StoryKit", destinations: .iOS, product: .framework, bundleId: "studio.example.kit")]
        )

        """

    @Test func itsAppsAreReadAndTheModulesShareCodeIsTheApps() throws {
        let tree = try TempTree()
        try tree.write("import ProjectDescription\nlet workspace = Workspace(name: \"Snap\")\n", to: "Workspace.swift")
        try tree.write(Self.app, to: "Projects/App/Project.swift")
        try tree.write(Self.kit, to: "Projects/StoryKit/Project.swift")
        try tree.write(XcodeGenProjectTests.share, to: "Projects/StoryKit/Sources/StoryShare.swift")
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "Projects/App/Resources/background.jpg")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1)
        // The missing scheme, at the line of the key in the manifest.
        #expect(
            doctor.stdout.contains("Projects/App/Project.swift:12: error: the Info.plist Tuist generates"),
            "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("[ios-query-scheme-missing]"))
        #expect(doctor.stderr.contains("iOS app Snap [Projects/App/Project.swift:"))
        #expect(!doctor.stderr.contains("does not read yet"))
        // No file is judged by its name: the code draws nothing and names no file.
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(!validate.stdout.contains("background.jpg"))
        #expect(!validate.stderr.contains("does not read yet"))
    }
}

/// The smallest `project.pbxproj` Xcode's format allows for one iOS app target: its Info.plist, and one more object
/// (a package reference, a build phase) when given.
enum MinimalXcodeProject {
    static func text(target: String, infoPlist: String, extra: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \(infoPlist); SDKROOT = iphoneos; }; name = Debug; };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; targets = (T0); };
        \t\t\(extra)
        \t\tT0 = {isa = PBXNativeTarget; buildConfigurationList = L0; name = \(target); productType = "com.apple.product-type.application"; };
        \t};
        \trootObject = P0;
        }

        """
    }
}

/// An Android app whose convention plugin has a name of its own: the build logic's registration, its class, the
/// version catalog and the team's DSL helper are followed to the Android plugin it applies.
@Suite struct ConventionPluginTests {
    static func tree(applying line: String) throws -> TempTree {
        let tree = try TempTree()
        try tree.write(
            "pluginManagement { includeBuild(\"build-logic\") }\ninclude(\":app\")\n", to: "settings.gradle.kts")
        try tree.write("[plugins]\nteam-app = { id = \"team.app\" }\n", to: "gradle/libs.versions.toml")
        try tree.write(
            """
            plugins { `kotlin-dsl` }
            gradlePlugin {
                plugins {
                    register("teamApp") {
                        id = libs.plugins.team.app.get().pluginId
                        implementationClass = "TeamAppPlugin"
                    }
                }
            }

            """, to: "build-logic/convention/build.gradle.kts")
        try tree.write(
            """
            import org.gradle.api.Plugin
            import org.gradle.api.Project

            class TeamAppPlugin : Plugin<Project> {
                override fun apply(target: Project) {
                    with(target) { pluginManager.apply("com.android.application") }
                }
            }

            """, to: "build-logic/convention/src/main/kotlin/TeamAppPlugin.kt")
        try tree.write(
            """
            import org.gradle.plugin.use.PluginDependenciesSpec
            import org.gradle.plugin.use.PluginDependencySpec

            fun PluginDependenciesSpec.team(name: String): PluginDependencySpec =
                id("team.$name")

            """, to: "build-logic/convention/src/main/kotlin/TeamPlugins.kt")
        try tree.write(
            "plugins {\n    \(line)\n}\nandroid { namespace = \"studio.example.app\" }\n", to: "app/build.gradle.kts")
        try tree.write(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:label="App">
                    <activity android:name=".Main" android:exported="true">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>

            """, to: "app/src/main/AndroidManifest.xml")
        try tree.write(
            Self.kotlinShare(package: "studio.example.app"), to: "app/src/main/kotlin/studio/example/app/Share.kt")
        return tree
    }

    /// A Kotlin source of `package` sharing to Instagram Stories through an intent with a literal App ID.
    static func kotlinShare(package: String) -> String {
        """
        package \(package)

        fun share(activity: android.app.Activity, uri: android.net.Uri) {
            val intent = android.content.Intent("com.instagram.share.ADD_TO_STORY")
            intent.putExtra("source_application", "123456789012345")
            intent.setDataAndType(uri, "image/jpeg")
            activity.startActivity(intent)
        }

        class ShareActivity : android.app.Activity() {
            override fun onResume() {
                super.onResume()
                share(this, android.net.Uri.EMPTY)
            }
        }

        """
    }

    /// A convention plugin that only asks whether the Android plugin is there (`hasPlugin`) does not apply it.
    @Test func aPluginThatOnlyAsksAboutTheAndroidPluginIsNoApp() throws {
        let tree = try Self.tree(applying: "alias(libs.plugins.team.app)")
        try tree.write(
            "[plugins]\nteam-app = { id = \"team.app\" }\nteam-lint = { id = \"team.lint\" }\n",
            to: "gradle/libs.versions.toml")
        try tree.write(
            """
            plugins { `kotlin-dsl` }
            gradlePlugin {
                plugins {
                    register("teamApp") {
                        id = libs.plugins.team.app.get().pluginId
                        implementationClass = "TeamAppPlugin"
                    }
                    register("teamLint") {
                        id = libs.plugins.team.lint.get().pluginId
                        implementationClass = "TeamLintPlugin"
                    }
                }
            }

            """, to: "build-logic/convention/build.gradle.kts")
        try tree.write(
            """
            class TeamLintPlugin : Plugin<Project> {
                override fun apply(target: Project) {
                    if (target.pluginManager.hasPlugin("com.android.application")) { println("lint") }
                }
            }

            """, to: "build-logic/convention/src/main/kotlin/TeamLintPlugin.kt")
        try tree.write("plugins {\n    alias(libs.plugins.team.lint)\n}\n", to: "lint/build.gradle.kts")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("Android app app:"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("Android app lint"))
    }

    /// A precompiled script plugin (`build-logic/convention/src/main/kotlin/<id>.gradle.kts`) whose plugins block
    /// applies the Android application plugin makes the module that applies it an app.
    @Test(arguments: ["id(\"trailpost.phone\")", "`trailpost-phone`"])
    func aPrecompiledScriptPluginMakesAnApp(line: String) throws {
        let tree = try Self.tree(applying: line)
        let id = line.hasPrefix("`") ? "trailpost-phone" : "trailpost.phone"
        let script = "build-logic/convention/src/main/kotlin/\(id).gradle.kts"
        try tree.write("plugins {\n    kotlin(\"android\")\n}\n", to: script)
        let without = try CLI.run(["doctor", "."], in: tree.url)
        #expect(!without.stderr.contains("Android app app [app/build.gradle.kts:2]"), "\(without.stderr)")
        try tree.write("plugins {\n    id(\"com.android.application\")\n    kotlin(\"android\")\n}\n", to: script)
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(
            doctor.stderr.contains("Android app app [app/build.gradle.kts:2]: shares to Instagram"), "\(doctor.stderr)")
        #expect(doctor.stdout.contains("[android-query-missing]"))
    }

    @Test(arguments: ["alias(libs.plugins.team.app)", "id(\"team.app\")", "team(\"app\")"])
    func theAppIsFoundWhateverTheConventionPluginIsCalled(line: String) throws {
        let tree = try Self.tree(applying: line)
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(
            doctor.stderr.contains("Android app app [app/build.gradle.kts:2]: shares to Instagram"), "\(doctor.stderr)")
        #expect(doctor.stdout.contains("[android-query-missing]"))
    }
}

/// A Gradle module whose `include` the settings file comments out is not part of the build: `scan` says so and lists
/// no app for it, and `doctor` does not judge its manifest.
@Suite struct UnbuiltGradleModuleTests {
    static func tree(settings: String) throws -> TempTree {
        let tree = try ConventionPluginTests.tree(applying: "id(\"com.android.application\")")
        try tree.write(settings, to: "settings.gradle.kts")
        try tree.write("plugins {\n    id(\"com.android.application\")\n}\n", to: "legacy/build.gradle.kts")
        try tree.write(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:label="Legacy" />
            </manifest>

            """, to: "legacy/src/main/AndroidManifest.xml")
        return tree
    }

    @Test func aModuleTheSettingsCommentOutIsNotJudged() throws {
        let tree = try Self.tree(
            settings: "include(\":app\")\n// include(\":legacy\")\n/* include(\":legacy\") */\n")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("Android app app: shares to Instagram [app/build.gradle.kts:2]"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("Android app legacy"), "\(scan.stdout)")
        #expect(
            scan.stdout.contains(
                "note: legacy: a Gradle module settings.gradle.kts does not include: not part of the build, so not read "
                    + "as an app"), "\(scan.stdout)")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("app/src/main/AndroidManifest.xml"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("legacy/src/main/AndroidManifest.xml"), "\(doctor.stdout)")

        let included = try Self.tree(settings: "include(\":app\", \":legacy\")\n")
        let both = try CLI.run(["doctor", "."], in: included.url)
        #expect(both.stdout.contains("legacy/src/main/AndroidManifest.xml"), "\(both.stdout)")
    }
}

/// Gradle builds laid out by their settings: projects moved by `projectDir`, builds included whole (`includeBuild`).
@Suite struct GradleSettingsLayoutTests {
    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application android:label="App" />
        </manifest>

        """

    /// An app module in `modules/app` whose share code is in a library the settings move to `libraries/share-kit`.
    static func movedTree(settings: String) throws -> TempTree {
        let tree = try ConventionPluginTests.tree(applying: "id(\"com.android.application\")")
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("app"))
        try tree.write(settings, to: "settings.gradle.kts")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n    implementation(project(\":share\"))\n}\n",
            to: "modules/app/build.gradle.kts")
        try tree.write(Self.manifest, to: "modules/app/src/main/AndroidManifest.xml")
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "libraries/share-kit/build.gradle.kts")
        try tree.write(
            ConventionPluginTests.kotlinShare(package: "studio.example.share"),
            to: "libraries/share-kit/src/main/kotlin/studio/example/share/Share.kt")
        return tree
    }

    @Test func theModuleAProjectDirMovesIsTheOneTheAppLinks() throws {
        let tree = try Self.movedTree(
            settings: """
                include(":app", ":share")
                project(":app").projectDir = file("$rootDir/modules/app")
                project(":share").projectDir = File(rootDir, "libraries/share-kit")

                """)
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("Android app modules/app: shares to Instagram"), "\(scan.stdout)")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("[android-query-missing]"), "\(doctor.stdout)\(doctor.stderr)")

        // Moved out of the repository: the module is not there, and scan says so.
        let outside = try Self.movedTree(
            settings: """
                include(":app", ":share")
                project(":app").projectDir = file("$rootDir/modules/app")
                project(":share").projectDir = file("../../share-kit")

                """)
        let said = try CLI.run(["scan", "."], in: outside.url)
        #expect(
            said.stdout.contains(
                "note: settings.gradle.kts:3: moves project :share to ../../share-kit, outside the repository"),
            "\(said.stdout)")
    }

    /// An app with product flavours whose `free` flavour has a manifest of its own: scan says that manifest is the
    /// free variants' alone, while the app is judged with it merged.
    @Test func aFlavorsManifestIsSaidToBeItsVariantsAlone() throws {
        let tree = try ConventionPluginTests.tree(applying: "id(\"com.android.application\")")
        try tree.write(
            """
            plugins {
                id("com.android.application")
            }
            android {
                namespace = "studio.example.app"
                flavorDimensions += "tier"
                productFlavors {
                    create("free") { dimension = "tier" }
                    create("paid") { dimension = "tier" }
                }
            }

            """, to: "app/build.gradle.kts")
        try tree.write(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <queries>
                    <package android:name="com.instagram.android" />
                </queries>
            </manifest>

            """, to: "app/src/free/AndroidManifest.xml")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(
            scan.stdout.contains(
                "note: app: flavors free, paid (app/build.gradle.kts:8); app/src/free/AndroidManifest.xml merges into "
                    + "that flavor's variants only"), "\(scan.stdout)")
        // Judged with the free flavour's <queries> merged, as before: the note says what that hides.
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stderr.contains("Android app app [app/build.gradle.kts:2"), "\(doctor.stderr)")
        #expect(!doctor.stdout.contains("[android-query-missing]"), "\(doctor.stdout)")
    }

    /// A composite build: the root settings include the app's build and the share code's build whole; the app
    /// depends on the share module by its coordinates, and the app build's settings leave out an old app.
    @Test func theAppOfAnIncludedBuildSharesThroughAnotherIncludedBuild() throws {
        let tree = try Self.movedTree(settings: "includeBuild(\"android\")\nincludeBuild(\"share-build\")\n")
        try FileManager.default.moveItem(
            at: tree.url.appendingPathComponent("modules"), to: tree.url.appendingPathComponent("android"))
        try FileManager.default.moveItem(
            at: tree.url.appendingPathComponent("libraries"), to: tree.url.appendingPathComponent("share-build"))
        try tree.write("include(\":app\")\n// include(\":legacy\")\n", to: "android/settings.gradle.kts")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n"
                + "    implementation(\"studio.example:share-kit:1.0\")\n}\n", to: "android/app/build.gradle.kts")
        try tree.write("plugins {\n    id(\"com.android.application\")\n}\n", to: "android/legacy/build.gradle.kts")
        try tree.write(Self.manifest, to: "android/legacy/src/main/AndroidManifest.xml")
        try tree.write("include(\":share-kit\")\n", to: "share-build/settings.gradle.kts")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("Android app android/app: shares to Instagram"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("android/ — Gradle build"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("Android app android/legacy"), "\(scan.stdout)")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(
            doctor.stdout.contains("android/app/src/main/AndroidManifest.xml")
                && doctor.stdout.contains("[android-query-missing]"), "\(doctor.stdout)\(doctor.stderr)")
        #expect(!doctor.stdout.contains("android/legacy/src/main/AndroidManifest.xml"), "\(doctor.stdout)")
    }
}

/// A Tuist repository whose manifest builds its targets through a helper of `Tuist/ProjectDescriptionHelpers`: the
/// helper is followed to the app it builds, and the Info.plist keys it writes are judged at their line in the helper.
@Suite struct TuistHelperManifestTests {
    static let helper = #"""
        import ProjectDescription

        extension Project {
            public static func app(name: String, destinations: Destinations) -> Project {
                let infoPlist: [String: Plist.Value] = [
                    "UILaunchScreen": [:],
                    "LSApplicationQueriesSchemes": ["instagram"],
                ]
                return Project(
                    name: name,
                    targets: [
                        .target(
                            name: name, destinations: destinations, product: .app, bundleId: "studio.example.\(name)",
                            infoPlist: .extendingDefault(with: infoPlist), sources: ["Targets/\(name)/Sources/**"]),
                        .target(
                            name: "\(name)Tests", destinations: destinations, product: .unitTests,
                            bundleId: "studio.example.\(name)Tests", sources: ["Targets/\(name)/Tests/**"]),
                    ])
            }
        }

        """#

    @Test func theAppTheHelperBuildsIsJudged() throws {
        let tree = try TempTree()
        try tree.write(Self.helper, to: "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")
        try tree.write(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                + "let project = Project.app(name: \"Snap\", destinations: .iOS)\n", to: "Project.swift")
        try tree.write(XcodeGenProjectTests.share, to: "Targets/Snap/Sources/StoryShare.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1)
        #expect(
            doctor.stdout.contains(
                "Tuist/ProjectDescriptionHelpers/Project+Templates.swift:7: error: the Info.plist Tuist generates"),
            "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("[ios-query-scheme-missing]"))
        #expect(doctor.stderr.contains("iOS app Snap [Project.swift:4]"), "\(doctor.stderr)")
        #expect(!doctor.stderr.contains("does not read yet"))
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("iOS app Snap: shares to"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("iOS app SnapTests: shares"), "\(scan.stdout)")
    }

    /// A helper that takes the app's Info.plist keys from its caller, adds its own to a copy (`var merged =
    /// infoPlist`) and extends the default with the copy: the keys, and the missing scheme's finding and fix, are the
    /// manifest's, at its line that lists the schemes; the fix adds to that array, not a second one in the helper.
    static let mergingHelper = #"""
        import ProjectDescription

        extension Project {
            public static func app(name: String, infoPlist: [String: Plist.Value] = [:]) -> Project {
                Project(name: name, targets: makeAppTargets(name: name, infoPlist: infoPlist))
            }

            public static func makeAppTargets(name: String, infoPlist: [String: Plist.Value]) -> [Target] {
                var merged = infoPlist
                merged["UIUserInterfaceStyle"] = .string("Light")
                return [
                    .target(
                        name: name, destinations: [.iPhone], product: .app, bundleId: "studio.example.\(name)",
                        infoPlist: .extendingDefault(with: merged), sources: ["Sources/**"])
                ]
            }
        }

        """#

    @Test func theKeysAManifestPassesIntoAHelperAreJudgedInTheManifest() throws {
        let tree = try TempTree()
        try tree.write(Self.mergingHelper, to: "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")
        try tree.write(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(
                name: "Cake",
                infoPlist: [
                    "CFBundleVersion": "1",
                    "LSApplicationQueriesSchemes": [
                        "kakaolink"
                    ],
                ]
            )

            """, to: "Projects/App/Project.swift")
        try tree.write("import ProjectDescription\nlet workspace = Workspace(name: \"Cake\")\n", to: "Workspace.swift")
        try tree.write(XcodeGenProjectTests.share, to: "Projects/App/Sources/StoryShare.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1)
        #expect(
            doctor.stdout.contains(
                "Projects/App/Project.swift:8: error: the Info.plist Tuist generates from Project.swift"),
            "\(doctor.stdout)\(doctor.stderr)")
        #expect(
            doctor.stdout.contains(
                "Add in Project.swift, to the target's LSApplicationQueriesSchemes array: \"instagram-stories\""),
            "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("Project+Templates.swift"), "\(doctor.stdout)")
        #expect(doctor.stderr.contains("judged Projects/App/Project.swift"), "\(doctor.stderr)")
    }
}

/// A spec's or manifest's sources are found as a Mac finds them: `sources: [App]` is the folder `app/` when no `App/`
/// is there; sources not there in any letter case are said, not passed over in silence.
extension XcodeGenProjectTests {
    static let caseSpec = """
        name: Trailpost
        targets:
          Trailpost:
            type: application
            platform: iOS
            sources: [App]
            info:
              path: App/Info.plist
              properties:
                CFBundleDisplayName: Trailpost

        """

    @Test func sourcesNamedInAnotherLetterCaseAreTheApps() throws {
        let tree = try TempTree()
        try tree.write(Self.caseSpec, to: "project.yml")
        try tree.write(Self.share, to: "app/StoryShare.swift")
        try tree.write(
            "import SwiftUI\n@main struct TrailpostApp: App { init() { StoryShare.open(image: Data()) } }\n",
            to: "app/TrailpostApp.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("project.yml:10: error:"), "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("[ios-query-scheme-missing]"))
        #expect(!doctor.stderr.contains("not judged"), "\(doctor.stderr)")
        // The neighbour written in the same case as its folder is still the app's.
        let exact = try TempTree()
        try exact.write(Self.caseSpec, to: "project.yml")
        try exact.write(Self.share, to: "App/StoryShare.swift")
        let same = try CLI.run(["doctor", "."], in: exact.url)
        #expect(same.stdout.contains("project.yml:10: error:"), "\(same.stdout)\(same.stderr)")
    }

    @Test func sourcesNotThereAreSaid() throws {
        let tree = try TempTree()
        try tree.write(Self.caseSpec.replacingOccurrences(of: "[App]", with: "[Client]"), to: "project.yml")
        try tree.write(Self.share, to: "app/StoryShare.swift")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(
            scan.stdout.contains(
                "project.yml: target Trailpost compiles Client, which is not in the repository in any letter case"),
            "\(scan.stdout)\(scan.stderr)")
    }
}

extension TuistProjectTests {
    /// `sources: ["Sources/**"]` beside a folder `sources/`: the app's, as on a Mac.
    @Test func manifestSourcesInAnotherLetterCaseAreTheApps() throws {
        let tree = try TempTree()
        try tree.write(
            Self.app.replacingOccurrences(
                of: "dependencies: [.project(target: \"StoryKit\", path: \"../StoryKit\")]", with: "dependencies: []"),
            to: "Project.swift")
        try tree.write(XcodeGenProjectTests.share, to: "sources/StoryShare.swift")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.status == 1)
        #expect(
            doctor.stdout.contains("Project.swift:12: error: the Info.plist Tuist generates"),
            "\(doctor.stdout)\(doctor.stderr)")
    }
}

extension ConventionPluginTests {
    /// The build of convention plugins a settings file's `pluginManagement` includes, by any name, and a
    /// `build-logic` or `buildSrc` build, are build logic: no codebase of their own in scan; the app is still found.
    @Test(arguments: ["build-logic", "plugins/team"])
    func aBuildOfConventionPluginsIsNoCodebase(folder: String) throws {
        let tree = try Self.tree(applying: "alias(libs.plugins.team.app)")
        try tree.write(
            "pluginManagement { includeBuild(\"\(folder)\") }\ninclude(\":app\")\n", to: "settings.gradle.kts")
        try tree.write(
            "dependencyResolutionManagement { repositories { google() } }\ninclude(\":convention\", \":lint\")\n",
            to: "\(folder)/settings.gradle.kts")
        try tree.write("plugins { `kotlin-dsl` }\n", to: "\(folder)/lint/build.gradle.kts")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("Android app app"), "\(scan.stdout)")
        #expect(!scan.stdout.contains("\(folder)/ — Gradle build"), "\(scan.stdout)")
        // A `buildSrc` that has settings of its own, beside a root build that does not include it by name.
        try tree.write("rootProject.name = \"buildSrc\"\n", to: "buildSrc/settings.gradle.kts")
        let again = try CLI.run(["scan", "."], in: tree.url)
        #expect(!again.stdout.contains("buildSrc/ — Gradle build"), "\(again.stdout)")
    }
}

extension UnreadProjectTests {
    /// An `app.config.js`'s plain `true` / `false` / `null` are literals, not "computed"; what the reader cannot read
    /// is said with its key and why (an environment variable, a call's result).
    @Test func whatAnExpoScriptLeavesUnreadIsSaidWithWhy() throws {
        let tree = try TempTree()
        try tree.write(
            "{\"name\": \"app\", \"dependencies\": {\"expo\": \"~51.0.0\", \"react-native\": \"0.74.0\"}}\n",
            to: "package.json")
        try tree.write(
            """
            export default {
              expo: {
                name: "Trailpost",
                ios: {
                  supportsTablet: true,
                  infoPlist: { ITSAppUsesNonExemptEncryption: false, LSApplicationQueriesSchemes: ["instagram-stories"] },
                },
                android: { package: process.env.ANDROID_PACKAGE, versionCode: buildNumber(), icon: null, googleServicesFile: process.env.GOOGLE_SERVICES ?? "./google-services.json" },
              },
            };

            """, to: "app.config.js")
        try tree.write(
            "import { Linking } from 'react-native';\nexport const share = () => Linking.openURL("
                + "'instagram-stories://share?source_application=123456789012345');\n"
                + "export default function App() { return share(); }\n", to: "App.tsx")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("[android-query-missing]"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("computed: true") && !doctor.stdout.contains("computed: false"))
        #expect(!doctor.stdout.contains("`true`") && !doctor.stdout.contains("`null`"), "\(doctor.stdout)")
        #expect(
            doctor.stdout.contains(
                "expo.android.package is `process.env.ANDROID_PACKAGE`, an environment variable read when Expo runs "
                    + "the file (line 8)"), "\(doctor.stdout)")
        #expect(
            doctor.stdout.contains(
                "expo.android.versionCode is `buildNumber(…)`, the result of a call made when Expo runs the file"),
            "\(doctor.stdout)")
        #expect(
            doctor.stdout.contains(
                "expo.android.googleServicesFile is `process.env.GOOGLE_SERVICES ?? \"./google-services.json\"`, "
                    + "worked out from an environment variable when Expo runs the file"), "\(doctor.stdout)")
    }
}

extension XcodeGenProjectTests {
    /// A target that names no Info.plist (`INFOPLIST_PATH` is the product's, not the source's) is given the first
    /// `Info.plist` of its sources, as XcodeGen does: that file is judged, in whatever letter case the spec names the
    /// folder.
    @Test func theInfoPlistOfItsSourcesIsTheOneJudged() throws {
        let tree = try TempTree()
        try tree.write(
            """
            name: Trailpost
            targets:
              Trailpost:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  base:
                    INFOPLIST_PATH: App/Info.plist

            """, to: "project.yml")
        try tree.write(Self.share, to: "app/StoryShare.swift")
        try tree.write(
            UnreadProjectTests.plainInfoPlist, to: "app/Info.plist")
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(doctor.stdout.contains("app/Info.plist:3: error:"), "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stderr.contains("judged app/Info.plist"), "\(doctor.stderr)")
    }
}
