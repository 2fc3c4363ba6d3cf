import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

@Suite struct ShareCodeScannerTests {
    func calls(_ text: String, _ language: SourceLanguage = .javaScript) -> [ShareCall] {
        ShareCodeScanner.calls(in: SourceLines(text), path: "a", language: language, text: text)
    }

    @Test func callsNameTheirTargetAndSkipComments() {
        let text = """
            // Share.shareSingle({ social: Share.Social.FACEBOOK_STORIES })
            /* SocialShare.shareFacebookStory(path)
               still commented */
            await Share.shareSingle({
              social: SocialEnum.InstagramStories,
            """
        let found = calls(text)
        #expect(found.map(\.target) == [.instagram])
        #expect(found.first?.evidence.line == 5)
        #expect(found.first?.api == .reactNativeShare)
    }

    @Test func aLibrarysOwnConstantsAndAFunctionNamedLikeACallAreNotCalls() {
        #expect(calls("  INSTAGRAM_STORIES: 'instagramstories',").isEmpty)
        #expect(calls("const shareToInstagramStory = async () => {").isEmpty)
        #expect(calls("SocialShare.shareInstagramStory(appId: id, imagePath: p)", .dart).map(\.api) == [.socialShare])
    }

    @Test func nativeCallsCarryTheirPlatform() {
        let swift = calls(
            #"let url = URL(string: "instagram-stories://share?source_application=\(Self.appID)")"#, .swift)
        #expect(swift.map(\.platform) == [.ios])
        let kotlin = calls(#"val intent = Intent("com.facebook.stories.ADD_TO_STORY")"#, .kotlin)
        #expect(kotlin.map(\.target) == [.facebook] && kotlin.map(\.platform) == [.android])
    }

    /// The App IDs the shares of `text` give.
    func appIDs(_ text: String, _ language: SourceLanguage = .javaScript) -> [AppIDSource] {
        ShareCodeScanner.appIDs(
            of: ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language))
    }

    @Test func anAppIDIsFollowedToTheConstantOfTheSameFile() {
        let text = """
            enum Story {
                private static let appID = "5856403147724250"
                static func open() {
                    let url = URL(string: "instagram-stories://share?source_application=\\(Self.appID)")
                }
            }
            """
        let ids = appIDs(text, .swift)
        #expect(ids.count == 1)
        #expect(ids.first?.value == "5856403147724250" && ids.first?.isLiteral == true)
        #expect(ids.first?.evidence.line == 2, "the constant's line is the evidence")
        #expect(ids.first?.carrier == "the URL's source_application")
    }

    /// `options.appId` is what the caller's options hold, not the default of a property named `appId`.
    @Test func aMemberOfAValueIsNotAPropertysDefault() {
        let text = """
            struct Options { var appId: String = "" }
            func share(options: Options) {
                let url = URL(string: "instagram-stories://share?source_application=\\(options.appId)")
                UIApplication.shared.open(url!)
            }
            """
        let ids = appIDs(text, .swift)
        #expect(ids.map(\.value) == ["options.appId"] && ids.first?.isLiteral == false)
    }

    @Test func anAppIDThatCannotBeFollowedIsSaidSo() {
        let text = """
            fun onShare(view: View) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", BuildConfig.FACEBOOK_APP_ID)
            }
            """
        let ids = appIDs(text, .kotlin)
        #expect(ids.map(\.value) == ["BuildConfig.FACEBOOK_APP_ID"], "as written, with what it is a member of")
        #expect(ids.first?.isLiteral == false)
        let literal = "Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: '219376304' })"
        #expect(appIDs(literal).map(\.value) == ["219376304"])
        let placeholder = #"Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: "xxxxxxxx" })"#
        #expect(appIDs(placeholder).map(\.isLiteral) == [true])
    }

    @Test func referencesTakeTheRoleTheCodeGivesThem() {
        let text = """
            let sticker = UIImage(named: "StoryStickerArt")?.pngData()
            let items = ["com.instagram.sharedSticker.stickerImage": sticker,
                         "com.instagram.sharedSticker.backgroundImage": UIImage(named: "image")!.pngData()!]
            view.setImageResource(R.drawable.liverpool)
            """
        let references = ShareCodeScanner.assetReferences(in: SourceLines(text), path: "a.swift")
        let roles = references.map { reference -> String in
            switch reference.kind {
            case .catalogName(let name): "\(name)=\(reference.role?.rawValue ?? "nil")"
            case .androidResource(_, let name): "\(name)=\(reference.role?.rawValue ?? "nil")"
            default: "other"
            }
        }
        #expect(roles == ["StoryStickerArt=sticker", "image=background", "liverpool=nil"])
    }

    @Test func aValueInAnObjectLiteralIsNotTheObjectsName() {
        // Each function names its options `shareOptions` (as react-native-share's example app does): the video of
        // the plain share, more than 8 lines from the Stories call, is no Stories background.
        let text = """
            import {video} from './videos/videoBase64';
            const shareVideo = async () => {
              const shareOptions = {
                url: video,
              };
              try {
                const response = await Share.open(shareOptions);
                console.log('Response =>', response);
                setResult(JSON.stringify(response, null, 2));
              } catch (error) {
                console.log('Error =>', error);
                setResult('error: '.concat(getErrorString(error)));
              }
            };
            const shareToInstagramStory = async () => {
              const shareOptions = {
                backgroundImage: images.image1,
                social: Share.Social.INSTAGRAM_STORIES,
              };
              await Share.shareSingle(shareOptions);
            };
            """
        let lines = SourceLines(text)
        let references = ShareCodeScanner.assetReferences(in: lines, path: "App.js", passedOnly: true)
        #expect(!references.contains { if case .importedMember(_, "video") = $0.kind { true } else { false } })
    }

    /// A resource drawn into a bitmap, stored through a call spread over lines, and shared as the stored image's URI
    /// reaches the share in four steps: it is the background. The same resource only shown on screen is not passed.
    @Test func aResourceFollowedThroughItsBitmapAndStoredURIIsPassed() {
        let shared = """
            val drawable = ContextCompat.getDrawable(context, R.drawable.harbour)
            val bitmap = (drawable as? BitmapDrawable)?.bitmap
            val path = MediaStore.Images.Media.insertImage(
                context.contentResolver,
                bitmap,
                "Harbour.jpg",
                "A story"
            )
            val uri = Uri.parse(path)
            intent.setDataAndType(uri, "image/*")
            """
        let passed = ShareCodeScanner.assetReferences(in: SourceLines(shared), path: "A.kt", passedOnly: true)
        #expect(passed.map(\.role) == [.background], "\(passed)")
        #expect(passed.first?.evidence.line == 1)
        let shown = """
            val drawable = ContextCompat.getDrawable(context, R.drawable.harbour)
            val bitmap = (drawable as? BitmapDrawable)?.bitmap
            val preview = Bitmap.createScaledBitmap(
                bitmap,
                200, 200, true
            )
            imageView.setImageBitmap(preview)
            intent.setDataAndType(storyUri, "image/*")
            """
        #expect(ShareCodeScanner.assetReferences(in: SourceLines(shown), path: "A.kt", passedOnly: true).isEmpty)
    }

    /// An image a function of the same file returns, taken through an immediately-called closure, reaches the
    /// pasteboard's background key: it is the background (one step through the function). The same function's
    /// image only shown on screen, and a stored closure never called, are not passed.
    @Test func anImageReturnedByAFunctionOfTheFileFlowsToItsCaller() {
        let shared = """
            private func fallbackArt() -> UIImage? {
                return UIImage(named: "harbourbg")
            }
            func share(path: String?) {
                let art: UIImage? = {
                    if let path, !path.isEmpty {
                        return UIImage(contentsOfFile: path)
                    }
                    return fallbackArt()
                }()
                let data = art?.pngData()
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
            }
            """
        let passed = ShareCodeScanner.assetReferences(in: SourceLines(shared), path: "A.swift", passedOnly: true)
        #expect(passed.map(\.role) == [.background], "\(passed)")
        #expect(passed.first?.evidence.line == 2)
        let direct = """
            func storyBackground() -> UIImage? {
                return UIImage(named: "harbourbg")
            }
            let data = storyBackground()?.pngData()
            UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
            """
        let taken = ShareCodeScanner.assetReferences(in: SourceLines(direct), path: "A.swift", passedOnly: true)
        #expect(taken.map(\.role) == [.background], "\(taken)")
        let shown = """
            private func fallbackArt() -> UIImage? {
                return UIImage(named: "harbourbg")
            }
            let makeArt: () -> UIImage? = {
                return UIImage(named: "buttonicon")
            }
            imageView.image = fallbackArt()
            UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": storyData]], options: [:])
            """
        #expect(ShareCodeScanner.assetReferences(in: SourceLines(shown), path: "A.swift", passedOnly: true).isEmpty)
    }

    /// A file of the app's assets named in the `else` branch of an `if` expression reaches the share through the
    /// name the expression assigns; one named in a plain `if` statement's branch is not passed. Its file is looked
    /// for in the `assets` folder of the source set holding the source.
    @Test func anAssetNamedInABranchOfAnIfExpressionFlowsToTheNameItAssigns() {
        let shared = """
            val bgUri: Uri? = if (!path.isNullOrEmpty()) {
                copyToCache(path)
            } else {
                runCatching { copyAssetToCache("harbourbg.jpg") }.getOrNull()
            }
            val intent = Intent("com.instagram.share.ADD_TO_STORY").apply {
                setDataAndType(bgUri, "image/jpeg")
            }
            """
        let passed = ShareCodeScanner.assetReferences(in: SourceLines(shared), path: "A.kt", passedOnly: true)
        #expect(passed.map(\.role) == [.background], "\(passed)")
        #expect(passed.first?.evidence.line == 4)
        let shown = """
            if (path.isNullOrEmpty()) {
                button.setImageBitmap(loadAsset("shareicon.png"))
            }
            val intent = Intent("com.instagram.share.ADD_TO_STORY").apply {
                setDataAndType(storyUri, "image/jpeg")
            }
            """
        #expect(ShareCodeScanner.assetReferences(in: SourceLines(shown), path: "A.kt", passedOnly: true).isEmpty)
        #expect(
            ProjectScanner.androidAssets("harbourbg.jpg", from: "android/app/src/main/java/com/x/Share.kt")
                == ["android/app/src/main/assets/harbourbg.jpg"])
        #expect(ProjectScanner.androidAssets("harbourbg.jpg", from: "src/share.ts").isEmpty)
    }

    /// An Android asset opened by name and copied to the file the share passes (the copy's destination a function
    /// whose result the share sends) is the share's file in that role; one copied to a file the share does not send
    /// is not.
    static let copiedAsset = """
        class StoryActivity : AppCompatActivity() {
            fun onShare(view: View) {
                val videoUri = FileProvider.getUriForFile(
                    this, "dev.example.fileprovider",
                    clipFile()
                )
                val intent = Intent("com.facebook.stories.ADD_TO_STORY")
                intent.setDataAndType(videoUri, "video/mp4")
                intent.putExtra("com.facebook.platform.extra.APPLICATION_ID", "1234567890123")
                startActivity(intent)
            }

            private fun prepare() {
                copyAsset(this, "clip.mp4", clipFile().absolutePath)
                copyAsset(this, "intro.mp4", introFile().absolutePath)
            }

            private fun clipFile(): File = File(filesDir, "story-clip.mp4")
            private fun introFile(): File = File(filesDir, "intro.mp4")

            private fun copyAsset(context: Context, name: String, target: String) {
                val manager: AssetManager = context.assets
                manager.open(name).use { input -> File(target).outputStream().use { input.copyTo(it) } }
            }
        }
        """

    @Test func anAndroidAssetCopiedToTheSharedFileIsTheShareAsset() throws {
        let passed = ShareCodeScanner.assetReferences(
            in: SourceLines(Self.copiedAsset), path: "A.kt", passedOnly: true)
        #expect(passed.map(\.evidence.line) == [14], "\(passed)")
        #expect(passed.map(\.role) == [.background])
        // Scanned: the file in the source set's assets folder, and, when it is not there, said missing by its path.
        let tree = InstalledVersionsTests.Tree()
        try tree.write("include ':app'\n", to: "settings.gradle")
        try tree.write("plugins { id 'com.android.application' }\n", to: "app/build.gradle")
        try tree.write(
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#,
            to: "app/src/main/AndroidManifest.xml")
        try tree.write(Self.copiedAsset, to: "app/src/main/java/dev/example/StoryActivity.kt")
        let missing = try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
        #expect(missing.assets.isEmpty)
        #expect(
            missing.undecided.map(\.text).contains {
                $0.hasSuffix(
                    "opens the app's asset clip.mp4, but app/src/main/assets/clip.mp4 is not in the repository")
            }, "\(missing.undecided)")
        #expect(!missing.undecided.contains { $0.text.contains("cannot follow") })
        try tree.write("not a real video", to: "app/src/main/assets/clip.mp4")
        try tree.write("not a real video", to: "app/src/main/assets/intro.mp4")
        let found = try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
        #expect(found.assets.map(\.path) == ["app/src/main/assets/clip.mp4"], "\(found.assets)")
        #expect(found.undecided.isEmpty, "\(found.undecided)")
        // A file the code writes itself (`File(cacheDir, "story.jpg")`) is no asset of the app said missing.
        let written = Self.copiedAsset.replacingOccurrences(
            of: "copyAsset(this, \"clip.mp4\", clipFile().absolutePath)",
            with: "File(cacheDir, \"clip.mp4\").copyTo(clipFile())")
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("app/src/main/assets"))
        try tree.write(written, to: "app/src/main/java/dev/example/StoryActivity.kt")
        let own = try #require(ProjectScanner.scan(tree.url.path).codebases.first?.sharing)
        #expect(!own.undecided.contains { $0.text.contains("is not in the repository") }, "\(own.undecided)")
    }

    @Test func dataURIsAndImportedMembersAreReferences() {
        let text = """
            import images from './images/imagesBase64';
            backgroundImage: images.image1,
            const x = "data:image/png;base64,iVBORw0KGgo=";
            """
        let kinds = ShareCodeScanner.assetReferences(in: SourceLines(text), path: "App.js").map(\.kind)
        #expect(kinds.count == 2)
        if case .importedMember(let module, let member) = kinds[0] {
            #expect(module == "./images/imagesBase64" && member == "image1")
        } else {
            Issue.record("no imported member: \(kinds)")
        }
        if case .dataURI(let type, let base64) = kinds[1] {
            #expect(type == "image/png" && base64 == "iVBORw0KGgo=")
        } else {
            Issue.record("no data URI: \(kinds)")
        }
    }

    @Test func runTimeDrawingIsRecognised() {
        let lines = SourceLines("const uri = await captureRef(cardRef, { result: 'tmpfile' });")
        #expect(ShareCodeScanner.runtimeEvidence(in: lines, path: "a.ts")?.line == 1)
        #expect(ShareCodeScanner.runtimeEvidence(in: SourceLines("let x = 1"), path: "a.ts") == nil)
        // A Skia canvas's snapshot, encoded and passed as a `data:` URI built at run time, is drawn there.
        let skia = SourceLines(
            """
            const image = canvas.current?.makeImageSnapshot();
            const encoded = image.encodeToBase64(ImageFormat.PNG, 100);
            await Share.shareSingle({ stickerImage: `data:image/png;base64,${encoded}` });
            """)
        #expect(ShareCodeScanner.runtimeEvidence(in: skia, path: "a.tsx")?.line == 1)
        let built = SourceLines("await Share.shareSingle({ stickerImage: `data:image/png;base64,${encoded}` });")
        #expect(ShareCodeScanner.runtimeEvidence(in: built, path: "a.tsx")?.line == 1)
        let swift = SourceLines(#"let uri = "data:image/png;base64,\(data.base64EncodedString())""#)
        #expect(ShareCodeScanner.runtimeEvidence(in: swift, path: "A.swift")?.line == 1)
        // A `data:` URI written out whole is a file of the code, not a drawing.
        let literal = SourceLines("const sticker = 'data:image/png;base64,iVBORw0KGgo=';")
        #expect(ShareCodeScanner.runtimeEvidence(in: literal, path: "a.ts") == nil)
        let screen = SourceLines("const uri = await captureScreen({ format: 'png' });")
        #expect(ShareCodeScanner.runtimeEvidence(in: screen, path: "a.ts")?.line == 1)
    }

    /// The evidence of a drawing is the line that draws (`toImage`), before one that only prepares it (a
    /// `RepaintBoundary`): not an import of the library that can, nor a comment after code naming it; a URL's `//`
    /// in a string is no comment.
    @Test func runTimeDrawingEvidenceIsCodeThatDraws() {
        let dart = SourceLines(
            """
            import 'dart:ui' as ui;
            import 'package:flutter/rendering.dart'; // for RenderRepaintBoundary
            final key = GlobalKey(); // the RepaintBoundary's key
            Future<void> share() async {
              final boundary = key.currentContext!.findRenderObject() as RenderRepaintBoundary;
              final ui.Image image = await boundary.toImage(pixelRatio: 3.0);
            }
            """)
        #expect(ShareCodeScanner.runtimeEvidence(in: dart, path: "lib/s.dart")?.line == 6)
        let prepared = SourceLines("import 'package:flutter/rendering.dart';\nreturn RepaintBoundary(key: key);")
        #expect(ShareCodeScanner.runtimeEvidence(in: prepared, path: "lib/s.dart")?.line == 2)
        let swift = SourceLines(
            """
            import SwiftUI
            let site = "https://example.com/ImageRenderer(" // a link
            """)
        #expect(ShareCodeScanner.runtimeEvidence(in: swift, path: "S.swift")?.line == 2)
        let onlyImported = SourceLines("import ViewShot, { captureRef } from 'react-native-view-shot';\nconst x = 1;")
        #expect(ShareCodeScanner.runtimeEvidence(in: onlyImported, path: "a.ts") == nil)
    }

    @Test func anIntentActionHeldInAConstantSharesWhereItIsPassedEachWithItsOwnExtras() {
        let text = """
            class MainActivity : FlutterActivity() {
                companion object {
                    private const val STORY = "com.instagram.share.ADD_TO_STORY"
                }

                private fun share(kind: String, uri: Uri, sticker: Uri) {
                    when (kind) {
                        "image" -> {
                            val intent = Intent(STORY).apply { setDataAndType(uri, "image/png") }
                            startActivity(intent)
                        }
                        "video" -> {
                            val intent = Intent(STORY).apply {
                                setDataAndType(uri, "video/*")
                                putExtra("interactive_asset_uri", sticker)
                                putExtra("source_application", packageName)
                            }
                            grantUriPermission("com.instagram.android", sticker, 1)
                            startActivity(intent)
                        }
                    }
                }
            }
            """
        let found = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a.kt", language: .kotlin)
        #expect(found.map(\.evidence.line) == [9, 13], "one share where each intent is made, not at the constant")
        #expect(found.first?.appID == .absent, "the image share gives no App ID: the video's is not its")
        #expect(found.last?.appID.source?.value == "packageName")
        #expect(FacebookAppID.isOwnIdentifier("packageName") && FacebookAppID.isOwnIdentifier("context.packageName"))
        #expect(FacebookAppID.isOwnIdentifier("Bundle.main.bundleIdentifier!"))
        #expect(!FacebookAppID.isOwnIdentifier("appID") && !FacebookAppID.isOwnIdentifier("packageNames"))
        // With one intent in the function, the extras before it count too (a Bundle filled first).
        let single = """
            fun share(uri: Uri) {
                val extras = Bundle()
                extras.putString("source_application", "1234567890")
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtras(extras)
            }
            """
        let one = ShareCodeScanner.shares(in: single, lines: SourceLines(single), path: "b.kt", language: .kotlin)
        #expect(one.map(\.appID.source?.value) == ["1234567890"])
    }

    @Test func aDefaultImportOfAFileFlowsIntoTheRoleItIsPassedAs() {
        #expect(ShareCodeScanner.assignedName("import sticker from '../assets/sticker.png';") == "sticker")
        #expect(ShareCodeScanner.assignedName("import { a } from './m';") == nil)
        #expect(ShareCodeScanner.assignedName("import type Props from './types';") == nil)
        let lines = SourceLines(
            """
            import sticker from '../assets/sticker.png';
            import icon from '../assets/share-icon.png';
            Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, stickerImage: sticker });
            <Image source={icon} />
            """)
        var truncated = false
        let references = ShareCodeScanner.assetReferences(
            in: lines, path: "a.js", passedOnly: true, truncated: &truncated)
        #expect(references.map(\.evidence.line) == [1], "the sticker, passed as one; not the icon")
        #expect(references.first?.role == .sticker)
    }

    @Test func pasteboardKeysSetInAClosureAreOneShareWhoseURLIsElsewhere() {
        let text = """
            let reducer = Reduce { state, action in
                let items: [[String: Any]] = [[
                    "com.instagram.sharedSticker.stickerImage": sticker,
                    "com.instagram.sharedSticker.backgroundTopColor": "#000000",
                    "com.instagram.sharedSticker.backgroundBottomColor": "#000000",
                ]]
                UIPasteboard.general.setItems(items, options: [:])
                return .run { _ in await openURL(Constants.storiesURL) }
            }
            """
        let found = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a.swift", language: .swift)
        #expect(found.count == 3)
        #expect(Set(found.map(\.share)).count == 1, "one share, at its first key")
        #expect(found.allSatisfy { $0.appID.isGiven == nil }, "the URL, with its App ID, is built in another file")
    }
}
