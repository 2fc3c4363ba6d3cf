import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// What the app model reads for the share-call checks of issue 31 — a Swift optional written into the App ID, and a
/// link the share passes — on the fixture pairs of `testdata/share-calls/` (each `broken/` and its `fixed/`) and on
/// snippets for the cases between.
@Suite struct ShareCallChecksTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("testdata/share-calls")

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The shares of `text`, read as `language`.
    func shares(_ text: String, _ language: SourceLanguage) -> [ShareCall] {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language)
    }

    /// The App IDs the shares of `text` give.
    func appIDs(_ text: String, _ language: SourceLanguage = .swift) -> [AppIDSource] {
        ShareCodeScanner.appIDs(of: shares(text, language))
    }

    // MARK: An optional written into the App ID

    @Test func anOptionalInterpolatedIntoTheURLIsSaidWithItsDeclaration() throws {
        let ids = appIDs(try Self.read("optional-app-id/broken/StoryShare.swift"))
        let optional = ids.filter { $0.optional != nil }
        #expect(optional.count == 2, "\(ids)")
        let cast = try #require(optional.first { $0.evidence.line == 14 })
        #expect(cast.value == "Self.appID" && !cast.isLiteral)
        #expect(
            cast.optional
                == "\\(Self.appID), an optional (Self.appID is cast with as? String on line 6), which prints as "
                + "Optional(\"…\")")
        let described = try #require(optional.first { $0.evidence.line == 30 })
        #expect(
            described.optional
                == "String(describing: appID), an optional (appID is declared String? on line 29), which prints as "
                + "Optional(\"…\")")
    }

    @Test func theFixedShareUnwrapsItFirst() throws {
        let ids = appIDs(try Self.read("optional-app-id/fixed/StoryShare.swift"))
        #expect(ids.count == 2, "\(ids)")
        #expect(ids.allSatisfy { $0.optional == nil }, "\(ids)")
    }

    /// The URL line of each snippet below, after its declarations.
    func optional(_ declarations: String, use: String = "\\(appID)") -> String? {
        let text = """
            func share() {
            \(declarations)
                UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\(use)")!)
            }
            """
        return appIDs(text).first?.optional
    }

    @Test func whatMakesANameAnOptional() {
        #expect(optional("    let appID: String? = \"123456789012345\"") != nil, "a literal in an optional")
        #expect(optional("    let appID = UserDefaults.standard.string(forKey: \"fbAppID\")") != nil)
        #expect(optional("    let appID = Bundle.main.object(forInfoDictionaryKey: \"FacebookAppID\")") != nil)
        #expect(optional("    let appID = Bundle.main.infoDictionary?[\"FacebookAppID\"] as? String") != nil)
        // Unwrapped before the share, or where it is used.
        #expect(
            optional("    guard let appID = Bundle.main.object(forInfoDictionaryKey: \"A\") as? String else { return }")
                == nil)
        #expect(optional("    let appID = (Bundle.main.object(forInfoDictionaryKey: \"A\") as? String)!") == nil)
        #expect(optional("    let appID = Bundle.main.object(forInfoDictionaryKey: \"A\") as? String ?? \"\"") == nil)
        #expect(optional("    let appID: String? = nil", use: "\\(appID!)") == nil)
        #expect(optional("    let appID: String = \"123456789012345\"") == nil)
        #expect(optional("    let appID = \"123456789012345\"") == nil)
    }

    @Test func anIfLetBindingCoversOnlyItsBlock() {
        let text = """
            struct Story {
                let appID: String?
                func share() {
                    if let appID {
                        UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                    }
                }
                func shareAgain() {
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
            }
            """
        let ids = appIDs(text)
        #expect(ids.first { $0.evidence.line == 5 }?.optional == nil, "\(ids)")
        #expect(
            ids.first { $0.evidence.line == 9 }?.optional
                == "\\(appID), an optional (appID is declared String? on line 2), which prints as Optional(\"…\")",
            "\(ids)")
    }

    @Test func aClosuresParameterOrALoopsVariableHidesTheNameOutside() {
        let text = """
            enum Story {
                static let appID: String? = Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String
                static func shareFetched() {
                    Remote.fetchAppID { appID in
                        UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                    }
                }
                static func shareEach(ids: [String]) {
                    for appID in ids {
                        UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                    }
                }
                static func share() {
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
            }
            """
        let ids = appIDs(text)
        #expect(ids.map(\.evidence.line) == [5, 10, 14], "\(ids)")
        #expect(ids.map { $0.optional != nil } == [false, false, true], "\(ids)")
    }

    @Test func aNameWhoseDeclarationIsNotFoundIsUndecided() {
        // A parameter of a closure, a value from another file, a call's result: not judged.
        #expect(optional("", use: "\\(Config.appID)") == nil)
        #expect(optional("    let appID = Secrets.facebookAppID") == nil)
        #expect(optional("") == nil)
        // Other languages are not read for it.
        let kotlin = """
            fun share(appID: String?) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", appID)
            }
            """
        #expect(appIDs(kotlin, .kotlin).allSatisfy { $0.optional == nil })
    }

    // MARK: An Objective-C nil formatted into the App ID

    @Test func aNilAbleNameFormattedIntoTheURLIsSaidWithItsDeclaration() throws {
        let broken = appIDs(try Self.read("objc-nil-app-id/broken/StoryShareLegacy.m"), .objectiveC)
        #expect(broken.count == 1, "\(broken)")
        #expect(
            broken.first?.optional
                == "appID formatted with %@, which may be nil (appID is set from objectForInfoDictionaryKey:, which "
                + "gives nil for a missing key on line 8) and then prints as (null)")
        let fixed = appIDs(try Self.read("objc-nil-app-id/fixed/StoryShareLegacy.m"), .objectiveC)
        #expect(fixed.count == 1 && fixed[0].optional == nil, "\(fixed)")
    }

    /// The optional verdict of an Objective-C method whose declarations and checks are `body`, formatting `use`.
    func nullable(_ signature: String, _ body: String, use: String = "appID") -> String? {
        let text = """
            \(signature) {
            \(body)
                NSString *link = [NSString stringWithFormat:@"instagram-stories://share?source_application=%@", \(use)];
                [[UIApplication sharedApplication] openURL:[NSURL URLWithString:link] options:@{} completionHandler:nil];
            }
            """
        return appIDs(text, .objectiveC).first?.optional
    }

    @Test func whatMakesAnObjectiveCNameNilAble() {
        let method = "- (void)share"
        #expect(nullable("- (void)shareWithAppID:(nullable NSString *)appID", "") != nil)
        #expect(nullable(method, "    NSString * _Nullable appID = self.config.appID;") != nil)
        #expect(
            nullable(method, "    NSString *appID = [[NSUserDefaults standardUserDefaults] stringForKey:@\"fb\"];")
                != nil)
        // Checked, defaulted, annotated non-null, a literal, or not annotated at all.
        let read = "    NSString *appID = [[NSBundle mainBundle] objectForInfoDictionaryKey:@\"FacebookAppID\"];\n"
        #expect(nullable(method, read + "    if (!appID) { return; }") == nil)
        #expect(nullable(method, read + "    NSParameterAssert(appID);") == nil)
        #expect(nullable(method, read, use: "appID ?: @\"123456789012345\"") == nil)
        #expect(
            nullable(
                method, "    NSString *appID = [[NSBundle mainBundle] objectForInfoDictionaryKey:@\"A\"] ?: @\"\";")
                == nil)
        #expect(nullable("- (void)shareWithAppID:(nonnull NSString *)appID", "") == nil)
        #expect(nullable("- (void)shareWithAppID:(NSString *)appID", "") == nil, "unannotated: undecided")
        #expect(nullable(method, "    NSString *appID = @\"123456789012345\";") == nil)
    }

    /// The fixtures cut anywhere (an unclosed string, bracket or block, a declaration without its value) are read
    /// without trapping, and the readers never call a name optional without a declaration that says so.
    @Test func aCutShareIsReadWithoutTrapping() throws {
        for (file, language) in [
            ("optional-app-id/broken/StoryShare.swift", SourceLanguage.swift),
            ("objc-nil-app-id/broken/StoryShareLegacy.m", .objectiveC),
        ] {
            let text = Array(try Self.read(file).utf8)
            for cut in stride(from: 0, through: text.count, by: 3) {
                let prefix = String(decoding: text[..<cut], as: UTF8.self)
                for id in appIDs(prefix, language) {
                    guard let optional = id.optional else { continue }
                    #expect(optional.contains("declared") || optional.contains("cast") || optional.contains("set from"))
                }
            }
        }
    }

    // MARK: Links

    /// Each fixture file of the link pair, with its language.
    static let linkFiles: [(String, SourceLanguage)] = [
        ("FacebookStory.swift", .swift), ("share.ts", .javaScript), ("StoryIntent.kt", .kotlin), ("share.dart", .dart),
    ]

    @Test func everyFormOfLinkIsReadFromItsShare() throws {
        var broken: [String] = []
        var fixed: [String] = []
        for (file, language) in Self.linkFiles {
            for (side, into) in [("broken", 0), ("fixed", 1)] {
                let found = shares(try Self.read("link-placeholder/\(side)/\(file)"), language)
                // The pasteboard's keys are each a call of one share: each value is judged once, where it is.
                var seen = Set<Int>()
                let links = found.flatMap(\.values).filter {
                    $0.parameter == .link && seen.insert($0.evidence.line ?? 0).inserted
                }
                #expect(links.count == 1 && links[0].isLiteral, "\(file) \(side): \(found)")
                if into == 0 { broken += links.map(\.text) } else { fixed += links.map(\.text) }
            }
        }
        #expect(
            broken == [
                "https://example.com/routes/latest", "https://your-domain.com/trails", "<CONTENT_URL>",
                "http://localhost:8080/entries/today",
            ])
        #expect(
            fixed == [
                "https://tidepool.app/routes/latest", "https://trailpost.app/trails", "https://tallyho.app/tally/today",
                "https://bloomjournal.app/entries/today",
            ])
    }

    // MARK: Expo config plugins

    @Test func aLibrarysExpoPluginIsItsDescriptorsAndNamedAsItsPackage() {
        let plugins = ShareLibrary.all.compactMap { library in library.expoPlugin.map { (library, $0) } }
        #expect(plugins.map(\.1.name) == ["react-native-share"])
        for (library, plugin) in plugins { #expect(library.package?.name == plugin.name) }
        #expect(ExpoPlugin.byName["react-native-share"]?.queriesSchemesOption == "ios")
        #expect(ExpoPlugin.byName["react-native-share"]?.queriedPackagesOption == "android")
    }

    @Test func thePluginsOptionsAreWhatTheAppsFilesGet() throws {
        func config(_ side: String) throws -> ExpoConfig {
            let path = "expo-plugin/\(side)/app.json"
            let bytes = Array(try Self.read(path).utf8)
            guard case .success(let config?) = ExpoConfig.parse(bytes, path: "app.json") else {
                Issue.record("\(path) is not read as an Expo configuration")
                return try #require(nil as ExpoConfig?)
            }
            return config
        }
        let broken = try config("broken")
        #expect(broken.setsQueriesSchemes)
        #expect(broken.queriesSchemes.map(\.text) == ["\"fb\"", "\"instagram\""])
        #expect(broken.androidQueries.map(\.text) == ["\"com.facebook.katana\""])
        let fixed = try config("fixed")
        #expect(fixed.queriesSchemes.map(\.text) == ["\"fb\"", "\"instagram\"", "\"instagram-stories\""])
        #expect(fixed.queriesSchemes.allSatisfy { $0.line == 16 })
        #expect(fixed.androidQueries.map(\.text) == ["\"com.facebook.katana\"", "\"com.instagram.android\""])
        #expect(fixed.androidQueries.allSatisfy { $0.line == 17 })
        // Listed without options, the plugin adds nothing.
        let bare = #"{"expo": {"name": "A", "plugins": ["react-native-share"]}}"#
        guard case .success(let plain?) = ExpoConfig.parse(Array(bare.utf8), path: "app.json") else {
            Issue.record("not read")
            return
        }
        #expect(!plain.setsQueriesSchemes && plain.androidQueries.isEmpty)
    }

    // MARK: Cost

    /// Seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// 1,000 shares of one file using one name: each use's declaration is a lookup of that name's places, not a walk
    /// of the file (a walk per use took 2 min 20 s more than the same file with literal App IDs on a debug build).
    @Test func aFileOfManySharesOfOneNameCostsWhatItsLiteralTwinCosts() {
        func swift(_ value: String) -> String {
            let shares = (0..<1_000).map { index in
                """
                    static func share\(index)() {
                        UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\(value)")!)
                    }
                """
            }
            return "enum Big {\n    static let appID: String? = nil\n" + shares.joined(separator: "\n") + "\n}\n"
        }
        func objectiveC(_ value: String) -> String {
            (0..<1_000).map { index in
                """
                - (void)share\(index) {
                    NSString *appID = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"FacebookAppID"];
                    NSString *link = [NSString stringWithFormat:@"instagram-stories://share?source_application=%@", \(value)];
                }
                """
            }.joined(separator: "\n")
        }
        for (language, named, literal) in [
            (SourceLanguage.swift, swift("\\(Self.appID)"), swift("123456789012345")),
            (.objectiveC, objectiveC("appID"), objectiveC("@\"123456789012345\"")),
        ] {
            var found: [AppIDSource] = []
            let named = Self.seconds { found = appIDs(named, language) }
            let literal = Self.seconds { _ = appIDs(literal, language) }
            #expect(found.count == 1_000 && found.allSatisfy { $0.optional != nil }, "\(language)")
            #expect(named < literal * 2 + 2, "\(language): \(named) s, literal \(literal) s")
        }
    }

    // MARK: An intent only checked is no share

    /// The shares `text` (Kotlin) makes, each with its line and whether it gives an App ID.
    func intentShares(_ text: String) -> [String] {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "Share.kt", language: .kotlin).map {
            "\($0.evidence.line ?? 0) \($0.appID.isGiven.map(String.init) ?? "unread")"
        }
    }

    /// An intent made only to ask whether Instagram answers it (`resolveActivity`), never started, is no share (it
    /// gave a false "no App ID" error); the intent that is started is one. A function that checks an intent and hands
    /// it on (its caller starts it) still shares; so does one that checks and starts it.
    @Test func anIntentOnlyCheckedIsNoShare() {
        let module = """
            class StoryModule : Module() {
              override fun definition() = ModuleDefinition {
                Function("isAvailable") {
                  val intent = Intent("com.instagram.share.ADD_TO_STORY").setPackage("com.instagram.android")
                  intent.resolveActivity(context.packageManager) != null
                }
                AsyncFunction("share") { uri: Uri ->
                  val intent = Intent("com.instagram.share.ADD_TO_STORY")
                  intent.putExtra("source_application", "1234567890")
                  intent.putExtra("interactive_asset_uri", uri)
                  activity.startActivity(intent)
                }
              }
            }
            """
        #expect(intentShares(module) == ["8 true"])
        let separate = """
            fun canShare(context: Context): Boolean {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                return context.packageManager.resolveActivity(intent, 0) != null
            }
            fun share(activity: Activity) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                if (activity.packageManager.resolveActivity(intent, 0) != null) activity.startActivityForResult(intent, 0)
            }
            fun storyIntent(context: Context): Intent? {
                val intent = Intent("com.instagram.share.ADD_TO_STORY")
                intent.putExtra("source_application", "1234567890")
                if (context.packageManager.resolveActivity(intent, 0) == null) return null
                return intent
            }
            """
        #expect(intentShares(separate) == ["6 false", "10 true"])
    }

    // MARK: A manifest declaration written in code

    /// An Expo config plugin that adds the Stories intents to `<queries>` — as a JS object's `"android:name"` key
    /// and as XML text in a template literal — declares them; the app beside it shares through the system sheet
    /// only. The same plugin beside a real `Linking.sendIntent` share: one share, at the call.
    @Test func anIntentActionNamedInAManifestElementDeclaresItDoesNotShare() throws {
        for file in ["withStoryQueries.js", "ShareCard.ts"] {
            let text = try Self.read("manifest-in-code/declares/\(file)")
            #expect(shares(text, .javaScript).isEmpty, "\(file): \(shares(text, .javaScript).map(\.evidence))")
        }
        let plugin = try Self.read("manifest-in-code/shares/withStoryQueries.js")
        #expect(shares(plugin, .javaScript).isEmpty)
        let sharing = shares(try Self.read("manifest-in-code/shares/ShareCard.ts"), .javaScript)
        #expect(sharing.map(\.evidence.line) == [7] && sharing.map(\.target) == [.instagram], "\(sharing)")
        #expect(sharing.first?.api == .intent)
    }

    /// What decides it: the action is the value of `android:name` (a key or an XML attribute, quoted or escaped);
    /// a call, a constructor or a constant holding the action still shares.
    @Test func onlyTheAndroidNameOfAManifestElementIsADeclaration() {
        let marker = "com.instagram.share.ADD_TO_STORY"
        for declared in [
            #""android:name": "com.instagram.share.ADD_TO_STORY","#,
            #"{ 'android:name': 'com.instagram.share.ADD_TO_STORY' }"#,
            #"<action android:name="com.instagram.share.ADD_TO_STORY" />"#,
            #"String xml = "<action android:name=\"com.instagram.share.ADD_TO_STORY\"/>";"#,
        ] {
            #expect(ShareCodeScanner.namesManifestElement(declared, marker), "\(declared)")
        }
        for sharing in [
            #"await Linking.sendIntent("com.instagram.share.ADD_TO_STORY", extras);"#,
            #"val intent = Intent("com.instagram.share.ADD_TO_STORY")"#,
            #"private const val ACTION = "com.instagram.share.ADD_TO_STORY""#,
            #"const name = "android:name"; Linking.sendIntent("com.instagram.share.ADD_TO_STORY")"#,
        ] {
            #expect(!ShareCodeScanner.namesManifestElement(sharing, marker), "\(sharing)")
        }
        let kotlin = """
            private const val STORY = "com.instagram.share.ADD_TO_STORY"
            fun share(activity: Activity, uri: Uri) {
                val intent = Intent(STORY)
                intent.setDataAndType(uri, "image/*")
                activity.startActivity(intent)
            }
            """
        #expect(shares(kotlin, .kotlin).map(\.evidence.line) == [3])
    }

    // MARK: A view rendered to the shared image

    /// The names of the files `text` passes to a share, with their roles.
    func passed(_ text: String) -> [String] {
        ShareCodeScanner.assetReferences(in: SourceLines(text), path: "A.swift", passedOnly: true).map {
            reference in
            guard case .catalogName(let name) = reference.kind else { return "?" }
            return "\(name) \(reference.role.map { "\($0)" } ?? "-")"
        }
    }

    /// A card view is laid out, a badge set on its subview, and the layer rendered into a bitmap context whose
    /// image is the pasteboard's background: that is drawn at run time, and the badge is no file the share passes.
    /// Another function's local of the same name (`image`, set to a named image for a messenger) does not reach
    /// the share.
    @Test func aRenderedViewIsDrawnAtRunTimeAndItsSubviewsImageIsNoShareAsset() throws {
        let text = try Self.read("rendered-view/StoryCardSharing.swift")
        #expect(passed(text).isEmpty, "\(passed(text))")
        let drawing = ShareCodeScanner.runtimeEvidence(in: SourceLines(text), path: "StoryCardSharing.swift")
        #expect(drawing?.line == 17, "\(String(describing: drawing))")
        #expect(shares(text, .swift).count == 2)
    }

    /// The older UIKit drawing calls each show a drawing: the context begun, the layer rendered, the image taken.
    @Test func uiKitsBitmapContextIsDrawingAtRunTime() {
        for line in [
            "UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)",
            "view.layer.render(in: context)",
            "let image = UIGraphicsGetImageFromCurrentImageContext()",
            "UIImage *image = UIGraphicsGetImageFromCurrentImageContext();",
            "CGImageRef cgImage = CGBitmapContextCreateImage(context);",
        ] {
            #expect(ShareCodeScanner.runtimeEvidence(in: SourceLines(line), path: "A.swift")?.line == 1, "\(line)")
        }
    }

    /// The neighbours that stay: a named image passed itself, one set on a property of a value and read back
    /// through that property, one set on `self` and read bare in another function, and one a function returns.
    @Test func aNamedImageStillReachesTheShareThatPassesIt() {
        let direct = """
            func share() {
                let background = UIImage(named: "StoryBackground")
                let data = background?.pngData()
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data as Any]])
            }
            """
        #expect(passed(direct) == ["StoryBackground background"])
        let member = """
            func share(options: StoryOptions) {
                options.sticker = UIImage(named: "Sticker")
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.stickerImage": options.sticker as Any]])
            }
            """
        #expect(passed(member) == ["Sticker sticker"])
        let property = """
            final class Sharer {
                var art: UIImage?
                func prepare() {
                    self.art = UIImage(named: "Art")
                }
                func share() {
                    let items = ["com.instagram.sharedSticker.backgroundImage": art?.pngData() as Any]
                    UIPasteboard.general.setItems([items])
                }
            }
            """
        #expect(passed(property) == ["Art background"])
        let returned = """
            func background() -> UIImage? {
                return UIImage(named: "Returned")
            }
            func share() {
                let image = background()
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": image as Any]])
            }
            """
        #expect(passed(returned) == ["Returned background"])
    }

    /// A local named in one function is another value than a local of the same name in the function that shares.
    @Test func aLocalsFlowStaysInItsFunction() {
        let text = """
            func copyBadge() {
                let art = UIImage(named: "OtherBadge")
                UIPasteboard.general.image = art
            }
            func share() {
                let art = renderCard()
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": art as Any]])
            }
            """
        #expect(passed(text).isEmpty, "\(passed(text))")
        // The same name, declared in the sharing function itself, is passed.
        let same = text.replacingOccurrences(of: "renderCard()", with: "UIImage(named: \"StoryArt\")")
        #expect(passed(same) == ["StoryArt background"], "\(passed(same))")
        // A local passed to a function of the file whose parameter has its name reaches the share there.
        let passedOn = """
            func share() {
                let art = UIImage(named: "PassedArt")
                post(art)
            }
            func post(_ art: UIImage?) {
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": art as Any]])
            }
            """
        #expect(passed(passedOn) == ["PassedArt background"], "\(passed(passedOn))")
    }
}
