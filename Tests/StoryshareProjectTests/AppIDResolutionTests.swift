import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// A share's App ID that names a value set in another file of its codebase (a constant, a Gradle `buildConfigField`,
/// a committed `.env`) is followed there (``AppIDResolution``): each case a pair, the name nothing sets (or set two
/// ways) and the same app with it set.
@Suite struct AppIDResolutionTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// The App IDs of the first codebase of a tree of `files`.
    func appIDs(_ files: [String: String]) throws -> [AppIDSource] {
        let tree = Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return ProjectScanner.scan(tree.url.path).codebases.flatMap(\.sharing.calls).compactMap(\.appID.source)
    }

    static let package = #"{"dependencies": {"react-native": "0.74.0", "react-native-share": "^10.0.0"}}"#

    /// A React Native screen sharing with `appId: <id>`, importing `import` first.
    static func screen(_ id: String, import line: String = "") -> String {
        """
        import Share from 'react-native-share';
        \(line)
        export default function Home() {
          const onShare = async () => {
            await Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: \(id), backgroundImage: 'x' });
          };
          return <Button onPress={onShare} />;
        }
        """
    }

    @Test func anImportedConstantIsFollowedToItsLiteral() throws {
        let screen = Self.screen("FB_APP_ID", import: "import { FB_APP_ID } from './config';")
        let unresolved = try appIDs(["package.json": Self.package, "src/Home.tsx": screen])
        #expect(unresolved.map(\.value) == ["FB_APP_ID"] && unresolved.allSatisfy { !$0.isLiteral }, "\(unresolved)")
        let resolved = try appIDs([
            "package.json": Self.package, "src/Home.tsx": screen,
            "src/config.ts": "// keys\nexport const FB_APP_ID: string = '4409127735180066';\n",
        ])
        let id = try #require(resolved.first)
        #expect(id.value == "4409127735180066" && id.isLiteral, "\(resolved)")
        #expect(id.definition?.place == "src/config.ts:2" && id.evidence.path == "src/Home.tsx")
    }

    /// A relative import names the one file to read: another file setting the same name differently is not this one.
    @Test func aRelativeImportIsReadAlone() throws {
        let screen = Self.screen("FB_APP_ID", import: "import { API_URL, FB_APP_ID } from '../config';")
        let ids = try appIDs([
            "package.json": Self.package, "src/screens/Home.tsx": screen,
            "src/config/index.ts":
                "export const API_URL = 'https://example.test';\nexport const FB_APP_ID = '123456789012345';\n",
            "src/other.ts": "export const FB_APP_ID = '999999999999999';\n",
        ])
        #expect(
            ids.first?.value == "123456789012345" && ids.first?.definition?.place == "src/config/index.ts:2", "\(ids)")
        // Imported under another name: that name is not followed.
        let aliased = Self.screen("FB_APP_ID", import: "import { META_ID as FB_APP_ID } from '../config';")
        let renamed = try appIDs([
            "package.json": Self.package, "src/screens/Home.tsx": aliased,
            "src/config/index.ts": "export const FB_APP_ID = '123456789012345';\n",
            "src/other.ts": "export const FB_APP_ID = '999999999999999';\n",
        ])
        #expect(renamed.first?.isLiteral == false && renamed.first?.definition == nil, "\(renamed)")
        // From a package (an alias path): the codebase's constants, here two, are undecided.
        let package = Self.screen("FB_APP_ID", import: "import { FB_APP_ID } from '@app/config';")
        let two = try appIDs([
            "package.json": Self.package, "src/screens/Home.tsx": package,
            "src/config/index.ts": "export const FB_APP_ID = '123456789012345';\n",
            "src/other.ts": "export const FB_APP_ID = '999999999999999';\n",
        ])
        #expect(two.first?.undecided?.contains("defined differently") == true, "\(two)")
    }

    @Test func twoDifferentDefinitionsAreUndecidedAndNamed() throws {
        let screen = Self.screen("AppConfig.FB_APP_ID")
        let one = try appIDs([
            "package.json": Self.package, "src/Home.tsx": screen,
            "src/a.ts": "export const AppConfig = {\n  FB_APP_ID: '111111111111111',\n};\n",
        ])
        #expect(one.first?.value == "111111111111111" && one.first?.definition?.place == "src/a.ts:2", "\(one)")
        let two = try appIDs([
            "package.json": Self.package, "src/Home.tsx": screen,
            "src/a.ts": "export const AppConfig = {\n  FB_APP_ID: '111111111111111',\n};\n",
            "src/b.ts": "export const AppConfig = { FB_APP_ID: '222222222222222' };\n",
        ])
        let id = try #require(two.first)
        #expect(!id.isLiteral && id.value == "AppConfig.FB_APP_ID", "\(two)")
        let why = try #require(id.undecided)
        #expect(why.contains("src/a.ts:2 (\"111111111111111\")") && why.contains("src/b.ts:1 (\"222222222222222\")"))
    }

    /// Swift's static constant and Objective-C's `#define`, Dart's top-level `const`: each language's form.
    @Test func everyLanguagesConstantForm() throws {
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let share = """
            import UIKit
            final class StoryShare: NSObject {
                @objc func share() {
                    guard let url = URL(string: "instagram-stories://share?source_application=\\(Constants.facebookAppId)") else { return }
                    UIApplication.shared.open(url)
                }
            }
            """
        let swift = try appIDs([
            "project.yml": project, "Sources/StoryShare.swift": share,
            "Sources/Constants.swift": "enum Constants {\n    static let facebookAppId = \"123456789012345\"\n}\n",
        ])
        #expect(swift.first?.value == "123456789012345" && swift.first?.definition?.line == 2, "\(swift)")
        let withoutOwner = try appIDs([
            "project.yml": project, "Sources/StoryShare.swift": share,
            "Sources/Other.swift": "enum Other {\n    static let facebookAppId = \"123456789012345\"\n}\n",
        ])
        #expect(withoutOwner.first?.isLiteral == false, "another type's constant is not Constants': \(withoutOwner)")
        let pubspec = "name: trail\ndependencies:\n  flutter:\n    sdk: flutter\n  social_share: ^2.3.1\n"
        let dart = """
            import 'package:social_share/social_share.dart';
            import 'keys.dart';
            void main() => shareStory('/tmp/story.png');
            Future<void> shareStory(String path) async {
              await SocialShare.shareInstagramStory(appId: fbAppId, imagePath: path);
            }
            """
        let noKeys = try appIDs(["pubspec.yaml": pubspec, "lib/share.dart": dart])
        #expect(noKeys.first?.isLiteral == false && noKeys.first?.undecided == nil, "\(noKeys)")
        let keys = try appIDs([
            "pubspec.yaml": pubspec, "lib/share.dart": dart, "lib/keys.dart": "const fbAppId = 'YOUR_APP_ID';\n",
            // A function's own constant of that name is not another file's.
            "lib/debug.dart": "void debug() {\n  const fbAppId = '000000';\n  print(fbAppId);\n}\n",
        ])
        #expect(keys.first?.value == "YOUR_APP_ID" && keys.first?.isLiteral == true, "\(keys)")
        // Set by `--dart-define` at build time: said so, with the line, not taken as the name.
        let defined = try appIDs([
            "pubspec.yaml": pubspec, "lib/share.dart": dart,
            "lib/keys.dart": "// Meta\nconst String fbAppId = String.fromEnvironment('FB_APP_ID');\n",
        ])
        let define = try #require(defined.first)
        #expect(define.isLiteral == false, "\(defined)")
        #expect(define.undecided?.contains("--dart-define=FB_APP_ID") == true, "\(defined)")
        #expect(define.undecided?.contains("lib/keys.dart:2") == true, "\(defined)")
        // A committed dart-define file sets it: its value, said where; an example file's is only an example.
        let keysFile = "// Meta\nconst String fbAppId = String.fromEnvironment('FB_APP_ID');\n"
        let committed = try appIDs([
            "pubspec.yaml": pubspec, "lib/share.dart": dart, "lib/keys.dart": keysFile,
            "config/dart_defines.json": "{\n  \"API\": \"x\",\n  \"FB_APP_ID\": \"4409127735180066\"\n}\n",
        ])
        #expect(committed.first?.value == "4409127735180066" && committed.first?.isLiteral == true, "\(committed)")
        #expect(committed.first?.definition?.place == "config/dart_defines.json:3", "\(committed)")
        let example = try appIDs([
            "pubspec.yaml": pubspec, "lib/share.dart": dart, "lib/keys.dart": keysFile,
            "config/dart_defines.example.json": "{\n  \"FB_APP_ID\": \"YOUR_FACEBOOK_APP_ID\"\n}\n",
        ])
        #expect(example.first?.isLiteral == false, "\(example)")
        #expect(example.first?.undecided?.contains("\"YOUR_FACEBOOK_APP_ID\" is only the example value") == true)
    }

    /// Java's `static final` field of the class the share names, Objective-C's `NSString *const` and `#define` in
    /// another implementation file, or in the header the share imports from its folder.
    @Test func javaAndObjectiveCConstants() throws {
        let settings = "rootProject.name = 'trail'\ninclude ':app'\n"
        let gradle = "plugins { id 'com.android.application' }\nandroid { namespace 'com.trail' }\n"
        let java = """
            package com.trail;
            import android.app.Activity;
            import android.content.Intent;
            public class StoryShare {
                @OnClick(R.id.share_button)
                public void share(Activity activity) {
                    Intent intent = new Intent("com.instagram.share.ADD_TO_STORY");
                    intent.putExtra("source_application", AppConfig.FB_APP_ID);
                    activity.startActivity(intent);
                }
            }
            """
        let config =
            "package com.trail;\n\npublic final class AppConfig {\n    public static final String FB_APP_ID = \"123456789012345\";\n}\n"
        let android = try appIDs([
            "settings.gradle": settings, "app/build.gradle": gradle,
            "app/src/main/java/com/trail/StoryShare.java": java, "app/src/main/java/com/trail/AppConfig.java": config,
        ])
        #expect(android.first?.value == "123456789012345" && android.first?.definition?.line == 4, "\(android)")
        let project =
            "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let objc = """
            #import "Keys.h"
            @implementation StoryShare
            - (IBAction)shareToInstagram:(id)sender {
                NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", kFacebookAppID]];
                [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
            }
            @end
            """
        for keys in [
            "#import <Foundation/Foundation.h>\n#define kFacebookAppID @\"123456789012345\"\n",
            "#import \"Keys.h\"\nNSString *const kFacebookAppID = @\"123456789012345\";\n",
        ] {
            let ids = try appIDs(["project.yml": project, "Sources/StoryShare.m": objc, "Sources/Keys.m": keys])
            #expect(
                ids.first?.value == "123456789012345" && ids.first?.definition?.place == "Sources/Keys.m:2", "\(ids)")
            // The header the share imports, beside it, is read too.
            let header = try appIDs(["project.yml": project, "Sources/StoryShare.m": objc, "Sources/Keys.h": keys])
            #expect(
                header.first?.value == "123456789012345" && header.first?.definition?.place == "Sources/Keys.h:2",
                "\(header)")
        }
    }

    @Test func aParameterOfTheSharesOwnFileIsNotAnotherFilesConstant() throws {
        let screen = """
            import Share from 'react-native-share';
            export async function share(FB_APP_ID) {
              await Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: FB_APP_ID, backgroundImage: 'x' });
            }
            """
        let ids = try appIDs([
            "package.json": Self.package, "src/share.js": screen,
            "src/config.ts": "export const FB_APP_ID = '1234567';\n",
        ])
        #expect(ids.allSatisfy { $0.definition == nil && !$0.isLiteral }, "\(ids)")
    }

    // MARK: buildConfigField

    static let settings = "rootProject.name = 'trail'\ninclude ':app'\n"

    static let kotlinShare = """
        package com.trail
        import android.app.Activity
        import android.content.Intent
        class StoryShare {
            @OnClick(R.id.share_button)
            fun share(activity: Activity) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", BuildConfig.FACEBOOK_APP_ID)
                activity.startActivity(intent)
            }
        }
        """

    func android(_ field: String, kotlinDSL: Bool = false) throws -> AppIDSource? {
        let gradle = """
            plugins { id 'com.android.application' }
            android {
                namespace 'com.trail'
                defaultConfig {
                    applicationId 'com.trail'
                    \(field)
                }
            }
            """
        return try appIDs([
            "settings.gradle": Self.settings, kotlinDSL ? "app/build.gradle.kts" : "app/build.gradle": gradle,
            "app/src/main/java/com/trail/StoryShare.kt": Self.kotlinShare,
        ]).first
    }

    @Test func aBuildConfigFieldIsALiteralOrSetAtBuildTime() throws {
        let none = try android("")
        #expect(none?.value == "BuildConfig.FACEBOOK_APP_ID" && none?.undecided == nil, "\(String(describing: none))")
        let groovy = try android(#"buildConfigField "String", "FACEBOOK_APP_ID", "\"YOUR_APP_ID\"""#)
        #expect(groovy?.value == "YOUR_APP_ID" && groovy?.isLiteral == true, "\(String(describing: groovy))")
        #expect(groovy?.definition?.place == "app/build.gradle:6")
        let kts = try android(#"buildConfigField("String", "FACEBOOK_APP_ID", "\"123456789012345\"")"#, kotlinDSL: true)
        #expect(kts?.value == "123456789012345" && kts?.isLiteral == true, "\(String(describing: kts))")
        let property = try android(
            #"buildConfigField("String", "FACEBOOK_APP_ID", "\"${project.findProperty("fbAppId") ?: ""}\"")"#,
            kotlinDSL: true)
        #expect(property?.isLiteral == false, "\(String(describing: property))")
        let why = try #require(property?.undecided)
        #expect(why.contains("the Gradle property fbAppId") && why.contains("a build without it gets an empty App ID"))
        let environment = try android(
            #"buildConfigField "String", "FACEBOOK_APP_ID", "\"${System.getenv('FB_APP_ID')}\"""#)
        #expect(environment?.undecided?.contains("the environment variable FB_APP_ID") == true)
        let local = try android(
            #"buildConfigField "String", "FACEBOOK_APP_ID", "\"${localProperties['fb.app.id']}\"""#)
        #expect(local?.undecided?.contains("fb.app.id of local.properties") == true, "\(String(describing: local))")
    }

    /// A variable of the Gradle file is followed one step; build types setting different values are undecided.
    @Test func aGradleVariableIsFollowedAndBuildTypesThatDifferAreNamed() throws {
        let variable = try android(
            """
            def fbAppId = System.getenv("FB_APP_ID") ?: ""
                    buildConfigField "String", "FACEBOOK_APP_ID", "\\"${fbAppId}\\""
            """)
        let why = try #require(variable?.undecided, "\(String(describing: variable))")
        #expect(why.contains("the environment variable FB_APP_ID") && why.contains("an empty App ID"), "\(why)")
        #expect(variable?.definition?.place == "app/build.gradle:6")
        let literal = try android(
            """
            def fbAppId = "\\"123456789012345\\""
                    buildConfigField "String", "FACEBOOK_APP_ID", fbAppId
            """)
        #expect(literal?.value == "123456789012345" && literal?.isLiteral == true, "\(String(describing: literal))")
        let types = try android(
            """
            buildConfigField "String", "FACEBOOK_APP_ID", '"111111111111111"'
                    buildConfigField "String", "FACEBOOK_APP_ID", '"222222222222222"'
            """)
        #expect(types?.isLiteral == false, "\(String(describing: types))")
        #expect(
            types?.undecided?.contains(
                "app/build.gradle:6 (\"111111111111111\"), app/build.gradle:7 (\"222222222222222\")") == true)
    }

    // MARK: Colours

    /// The colours the first share of a tree of `files` passes, as (text, whether a literal, where).
    func colors(_ files: [String: String]) throws -> [(String, Bool, String)] {
        let tree = Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        return ProjectScanner.scan(tree.url.path).codebases.flatMap(\.sharing.calls).flatMap(\.values).filter {
            [.topColor, .bottomColor].contains($0.parameter)
        }.map { ($0.text, $0.isLiteral, $0.evidence.place) }
    }

    /// A React Native share passing `top` and `bottom` as its colours, importing `import` first.
    static func colorScreen(top: String, bottom: String, import line: String) -> String {
        """
        import Share, { Social } from 'react-native-share';
        \(line)
        export default function Card({ uri }) {
          const onShare = async () => {
            await Share.shareSingle({
              stickerImage: uri, social: Social.InstagramStories, appId: '1234567',
              backgroundTopColor: \(top),
              backgroundBottomColor: \(bottom),
            });
          };
          return <Button onPress={onShare} />;
        }
        """
    }

    @Test func aColourNamingAnotherFilesEnumMemberOrPropertyIsFollowedToItsLiteral() throws {
        let theme = """
            export enum Palette {
              Night = "rgba(114, 79, 255, 0.55)",
              Day = "#ffffff",
            }
            export const Colors = { dusk: '#223344' };
            """
        let screen = Self.colorScreen(
            top: "Palette.Night", bottom: "Colors.dusk", import: "import { Palette, Colors } from '../theme';")
        let found = try colors([
            "package.json": Self.package, "src/share/Card.tsx": screen, "src/theme.ts": theme,
        ])
        #expect(found.count == 2, "\(found)")
        #expect(found.first.map { $0 == ("rgba(114, 79, 255, 0.55)", true, "src/theme.ts:2") } == true, "\(found)")
        #expect(found.last.map { $0 == ("#223344", true, "src/theme.ts:5") } == true, "\(found)")
        // Imported through an alias the reader cannot resolve: the codebase's constants are looked through.
        let aliased = try colors([
            "package.json": Self.package, "src/theme.ts": theme,
            "src/share/Card.tsx": Self.colorScreen(
                top: "Palette.Day", bottom: "Palette.Night", import: "import { Palette } from '@/theme';"),
        ])
        #expect(aliased.map(\.0) == ["#ffffff", "rgba(114, 79, 255, 0.55)"] && aliased.allSatisfy(\.1), "\(aliased)")
        // A parameter of the share's function is not another file's constant; a member nothing sets stays as written.
        let parameter = Self.colorScreen(top: "Palette", bottom: "Palette.Noon", import: "")
            .replacingOccurrences(of: "Card({ uri })", with: "Card({ uri, Palette })")
        let kept = try colors([
            "package.json": Self.package, "src/share/Card.tsx": parameter, "src/theme.ts": theme,
        ])
        #expect(kept.map(\.1) == [false, false], "\(kept)")
    }

    // MARK: String resources

    /// A Java share reading its App ID with `getString(R.string.facebook_app_id)`, in a module whose Gradle file says
    /// `gradle` and which holds `files` beside it.
    func stringResource(gradle: String, _ files: [String: String] = [:]) throws -> AppIDSource? {
        let share = """
            package com.trail;
            import android.app.Activity;
            import android.content.Intent;
            public class StoryShare extends Activity {
                @OnClick(R.id.share_button)
                void share() {
                    Intent intent = new Intent("com.instagram.share.ADD_TO_STORY");
                    intent.putExtra("source_application", getString(R.string.facebook_app_id));
                    startActivity(intent);
                }
            }
            """
        let build = """
            plugins { id("com.android.application") }
            android {
                namespace = "com.trail"
                defaultConfig {
                    applicationId = "com.trail"
                    \(gradle)
                }
            }
            """
        var tree = [
            "settings.gradle.kts": "rootProject.name = \"trail\"\ninclude(\":app\")\n",
            "app/build.gradle.kts": build, "app/src/main/java/com/trail/StoryShare.java": share,
        ]
        tree.merge(files) { _, new in new }
        return try appIDs(tree).first
    }

    @Test func aStringResourceIsFollowedToItsValueOrToGradlesResValue() throws {
        // Nothing sets it: named as the resource, not as the call reading it.
        let none = try stringResource(gradle: "")
        #expect(none?.value == "R.string.facebook_app_id" && none?.undecided == nil, "\(String(describing: none))")
        let xml = try stringResource(
            gradle: "",
            [
                "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="app_name">Trail</string>
                    <string name="facebook_app_id" translatable="false">your_facebook_app_id</string>
                </resources>
                """
            ])
        #expect(xml?.value == "your_facebook_app_id" && xml?.isLiteral == true, "\(String(describing: xml))")
        #expect(xml?.definition?.place == "app/src/main/res/values/strings.xml:3")
        let literal = try stringResource(gradle: #"resValue("string", "facebook_app_id", "123456789012345")"#)
        #expect(literal?.value == "123456789012345" && literal?.isLiteral == true, "\(String(describing: literal))")
        #expect(literal?.definition?.place == "app/build.gradle.kts:6")
        let local = try stringResource(
            gradle: #"resValue("string", "facebook_app_id", localProperties["facebook_app_id"] as String? ?: "")"#)
        #expect(local?.isLiteral == false, "\(String(describing: local))")
        let why = try #require(local?.undecided)
        #expect(
            why.contains("facebook_app_id of local.properties (app/build.gradle.kts:6)")
                && why.contains("an empty App ID"), "\(why)")
        // Another resource's resValue is not this one's.
        let other = try stringResource(gradle: #"resValue("string", "app_name", "Trail")"#)
        #expect(other?.value == "R.string.facebook_app_id" && other?.undecided == nil)
    }

    /// What the app module's manifest, giving `com.facebook.sdk.ApplicationId` as `value`, holds under it once the
    /// module's `files` are read.
    func manifestAppID(_ value: String, _ files: [String: String] = [:]) throws -> AndroidStringResource? {
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application android:label="Trail">
                    <meta-data android:name="com.facebook.sdk.ApplicationId" android:value="\(value)" />
                    <activity android:name=".Main" android:exported="true">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>
            """
        let tree = Tree()
        var files = files
        files["settings.gradle"] = "include ':app'\n"
        files["app/build.gradle"] = files["app/build.gradle"] ?? "plugins { id 'com.android.application' }\n"
        files["app/src/main/AndroidManifest.xml"] = manifest
        for (path, text) in files { try tree.write(text, to: path) }
        let app = try #require(ProjectScanner.scan(tree.url.path).apps.first { $0.platform == .android })
        guard case .androidManifest(let facts) = app.manifestFacts else { return nil }
        #expect(facts.facebookAppID?.value == value)
        return facts.facebookAppIDResource
    }

    static func strings(_ id: String) -> String {
        """
        <resources>
            <string name="app_name">Trail</string>
            <string name="facebook_app_id">\(id)</string>
        </resources>
        """
    }

    /// A followed value as its value and place, else the resource as it is.
    static func said(_ resource: AndroidStringResource?) -> String {
        if case .value(let value, let evidence) = resource { return "\(value) at \(evidence.place)" }
        return String(describing: resource)
    }

    @Test func theManifestsAppIDResourceIsFollowedToTheModulesStrings() throws {
        // The module's strings.xml sets it: its value and line.
        let main = try manifestAppID(
            "@string/facebook_app_id", ["app/src/main/res/values/strings.xml": Self.strings("541543441193694")])
        #expect(Self.said(main) == "541543441193694 at app/src/main/res/values/strings.xml:3")
        // A flavour setting the same is the same; another value is said with each place.
        let same = try manifestAppID(
            "@string/facebook_app_id",
            [
                "app/src/main/res/values/strings.xml": Self.strings("541543441193694"),
                "app/src/staging/res/values/strings.xml": Self.strings("541543441193694"),
            ])
        #expect(Self.said(same) == "541543441193694 at app/src/main/res/values/strings.xml:3")
        let flavours = try manifestAppID(
            "@string/facebook_app_id",
            [
                "app/src/main/res/values/strings.xml": Self.strings("541543441193694"),
                "app/src/staging/res/values/strings.xml": Self.strings("111111111111111"),
            ])
        guard case .undecided(let why) = flavours else {
            Issue.record("\(String(describing: flavours))")
            return
        }
        #expect(why.hasPrefix("@string/facebook_app_id is set in several places"), "\(why)")
        #expect(why.contains("app/src/staging/res/values/strings.xml:3 (\"111111111111111\")"), "\(why)")
        // Gradle's resValue sets it.
        let gradle = try manifestAppID(
            "@string/facebook_app_id",
            [
                "app/build.gradle":
                    "plugins { id 'com.android.application' }\nresValue 'string', 'facebook_app_id', '42'\n"
            ])
        #expect(Self.said(gradle) == "42 at app/build.gradle:2")
        // Nothing defines it (another resource file does not): where storyshare looked is said.
        let none = try manifestAppID(
            "@string/facebook_app_id", ["app/src/main/res/values/colors.xml": "<resources></resources>\n"])
        #expect(
            none == .undefined(lookedIn: "app/src/main/res/values, and app/build.gradle's resValue"),
            "\(String(describing: none))")
        // A literal App ID names no resource.
        #expect(try manifestAppID("541543441193694") == nil)
    }

    // MARK: .env

    /// `env.FACEBOOK_APP_ID` of `import * as env from '@/env'`: the `@/` alias (tsconfig `paths`, else `src/`), the
    /// folder's index re-exporting (`export * from`, `export { NAME } from`), then the constant's literal or its
    /// environment variable.
    @Test func aNamespaceImportIsFollowedThroughReexportsToTheEnvironment() throws {
        let importing = "import * as env from '@/env';"
        let common = """
            /** Facebook */
            export const FACEBOOK_APP_ID = process.env.EXPO_PUBLIC_FACEBOOK_APP_ID!
            export const OTHER = 'x'
            """
        let files = [
            "package.json": Self.package,
            "tsconfig.json": "{\n  // aliases\n  \"compilerOptions\": {\"paths\": {\"@/*\": [\"./app/*\"]}}\n}\n",
            "app/screens/Home.tsx": Self.screen("env.FACEBOOK_APP_ID", import: importing),
            "app/env/index.ts": "import { x } from 'y'\nexport * from '@/env/common'\n",
            "app/env/common.ts": common,
        ]
        let unset = try #require(try appIDs(files).first)
        #expect(
            !unset.isLiteral
                && unset.undecided?.contains("environment variable EXPO_PUBLIC_FACEBOOK_APP_ID: no committed .env")
                    == true
                && unset.definition?.place == "app/env/common.ts:2", "\(unset)")
        var set = files
        set[".env"] = "EXPO_PUBLIC_FACEBOOK_APP_ID=987654321098765\n"
        let literal = try #require(try appIDs(set).first)
        #expect(literal.isLiteral && literal.value == "987654321098765" && literal.definition?.place == ".env:1")
        // Expo's default alias (`src/`), a named re-export two steps away, a literal.
        let named = [
            "package.json": Self.package,
            "src/screens/Home.tsx": Self.screen("env.FACEBOOK_APP_ID", import: importing),
            "src/env/index.ts": "export { FACEBOOK_APP_ID, OTHER } from './facebook'\n",
            "src/env/facebook.ts": "export * from './values'\n",
            "src/env/values.ts": "export const FACEBOOK_APP_ID: string = '123456789012345';\n",
        ]
        let followed = try #require(try appIDs(named).first)
        #expect(followed.isLiteral && followed.value == "123456789012345", "\(followed)")
        #expect(followed.definition?.place == "src/env/values.ts:1")
        // A re-export naming other constants only, or a namespace the file does not import, is not followed.
        var others = named
        others["src/env/index.ts"] = "export { OTHER } from './facebook'\n"
        #expect(try appIDs(others).first?.value == "env.FACEBOOK_APP_ID")
        var notImported = named
        notImported["src/screens/Home.tsx"] = Self.screen("env.FACEBOOK_APP_ID")
        #expect(try appIDs(notImported).first?.value == "env.FACEBOOK_APP_ID")
    }

    @Test func aCommittedEnvFileGivesTheValueAnExampleDoesNot() throws {
        for id in ["process.env.FB_APP_ID", "Config.FB_APP_ID"] {
            let files = ["package.json": Self.package, "src/Home.tsx": Self.screen(id)]
            let unset = try #require(try appIDs(files).first)
            #expect(!unset.isLiteral && unset.undecided?.contains("set at build time") == true, "\(unset)")
            var example = files
            example[".env.example"] = "# copy to .env\nFB_APP_ID=123456789012345\n"
            let exampled = try #require(try appIDs(example).first)
            #expect(!exampled.isLiteral && exampled.undecided?.contains("example value of .env.example:2") == true)
            var committed = example
            committed[".env"] = "API_URL=https://example.test\nFB_APP_ID=\"987654321098765\"\n"
            let set = try #require(try appIDs(committed).first)
            #expect(set.isLiteral && set.value == "987654321098765" && set.definition?.place == ".env:2", "\(set)")
            // No .env, but the files a build chooses between: one value, or each named when they differ.
            var chosen = example
            chosen[".env.production"] = "FB_APP_ID=987654321098765\n"
            chosen[".env.staging"] = "FB_APP_ID=987654321098765\n"
            let agreeing = try #require(try appIDs(chosen).first)
            #expect(agreeing.isLiteral && agreeing.definition?.place == ".env.production:1", "\(agreeing)")
            chosen[".env.staging"] = "FB_APP_ID=111111111111111\n"
            let differing = try #require(try appIDs(chosen).first)
            #expect(
                !differing.isLiteral
                    && differing.undecided?.contains(
                        ".env.production:1 (\"987654321098765\"), .env.staging:1 (\"111111111111111\")") == true,
                "\(differing)")
            // One value, but a variant that sets none (`.env.dev`): a build made with it has no App ID.
            chosen[".env.staging"] = nil
            chosen[".env.stage"] = "FB_APP_ID=987654321098765\n"
            chosen[".env.dev"] = "API_URL=https://dev.example.test\n"
            let lacking = try #require(try appIDs(chosen).first)
            #expect(
                !lacking.isLiteral
                    && lacking.undecided?.hasSuffix(
                        ".env.production:1 (\"987654321098765\"), .env.stage:1 (\"987654321098765\"); .env.dev sets none"
                    )
                        == true,
                "\(lacking)")
        }
    }

    @Test func flutterDotenvAndExpoExtra() throws {
        let pubspec = "name: trail\ndependencies:\n  flutter:\n    sdk: flutter\n  social_share: ^2.3.1\n"
        let dart = """
            import 'package:social_share/social_share.dart';
            void main() => shareStory('/tmp/story.png');
            Future<void> shareStory(String path) async {
              await SocialShare.shareInstagramStory(appId: dotenv.env['FB_APP_ID'] ?? '', imagePath: path);
            }
            """
        let unset = try appIDs(["pubspec.yaml": pubspec, "lib/share.dart": dart])
        #expect(unset.first?.undecided?.contains("FB_APP_ID") == true, "\(unset)")
        let set = try appIDs(["pubspec.yaml": pubspec, "lib/share.dart": dart, ".env": "FB_APP_ID=123456789012345\n"])
        #expect(set.first?.value == "123456789012345" && set.first?.isLiteral == true, "\(set)")
        let expo = Self.screen("Constants.expoConfig?.extra?.facebookAppId")
        let package = #"{"dependencies": {"expo": "~51.0.0", "react-native-share": "^10.0.0"}}"#
        let bare = try appIDs(["package.json": package, "app/index.tsx": expo])
        #expect(bare.first?.undecided?.contains("extra.facebookAppId") == true, "\(bare)")
        // app.config.js reading the environment, followed to the committed .env.
        let script =
            "export default {\n  name: 'Trail',\n  extra: {\n    facebookAppId: process.env.FB_APP_ID,\n  },\n};\n"
        let scripted = try appIDs([
            "package.json": package, "app/index.tsx": expo, "app.config.js": script,
            ".env": "FB_APP_ID=123456789012345\n",
        ])
        #expect(
            scripted.first?.value == "123456789012345" && scripted.first?.definition?.place == ".env:1", "\(scripted)")
        let config = #"{"expo": {"name": "Trail", "extra": {"facebookAppId": "123456789012345"}}}"#
        let json = try appIDs(["package.json": package, "app/index.tsx": expo, "app.json": config])
        #expect(json.first?.value == "123456789012345" && json.first?.definition?.path == "app.json", "\(json)")
    }
}

extension AppIDResolutionTests {
    /// A constant of the share's file set from the environment with a fallback to nothing, and a one-line arrow
    /// function returning it: both are the environment variable, followed to a committed `.env`.
    @Test func anEnvironmentValueBehindAFallbackOrAnArrowIsFollowed() throws {
        let shapes = [
            "const FB_APP_ID = process.env.EXPO_PUBLIC_FB_APP_ID ?? '';\n": "FB_APP_ID",
            "const metaAppId = (): string => process.env.EXPO_PUBLIC_FB_APP_ID?.trim() || '';\n": "metaAppId()",
        ]
        for (declaration, use) in shapes {
            let files = ["package.json": Self.package, "src/Home.tsx": Self.screen(use, import: declaration)]
            let unset = try #require(try appIDs(files).first)
            #expect(unset.value == "process.env.EXPO_PUBLIC_FB_APP_ID", "\(unset)")
            #expect(unset.undecided?.contains("environment variable EXPO_PUBLIC_FB_APP_ID") == true, "\(unset)")
            var committed = files
            committed[".env"] = "EXPO_PUBLIC_FB_APP_ID=987654321098765\n"
            let set = try #require(try appIDs(committed).first)
            #expect(set.isLiteral && set.value == "987654321098765", "\(set)")
        }
        // A function taking an argument, or returning more than a name, is not followed.
        let other = "const appId = (flavor: string) => process.env.EXPO_PUBLIC_FB_APP_ID;\n"
        let files = ["package.json": Self.package, "src/Home.tsx": Self.screen("appId('prod')", import: other)]
        #expect(try appIDs(files).first?.value == "appId")
        #expect(ShareCallReading.arrowReturnedName("() => `${a}${b}`") == nil)
        #expect(ShareCallReading.arrowReturnedName("() => process.env.X || ''") == "process.env.X")
    }
}
