import Testing

@testable import StoryshareProject

@Suite struct CallReaderTests {
    func read(_ text: String, _ language: SourceLanguage) -> SourceFile { CallReader.read(text, language: language) }

    func string(_ text: String) -> SourceExpression { .string(SourceString(parts: [.text(text)])) }

    func reference(_ path: String) -> SourceExpression {
        .reference(path.split(separator: ".").map(String.init))
    }

    /// The first call whose callee is `path` (dotted).
    func call(_ file: SourceFile, _ path: String) -> SourceCall? {
        file.calls.first { $0.callee.joined(separator: ".") == path }
    }

    func argument(_ call: SourceCall?, _ label: String?) -> SourceExpression? {
        call?.arguments.first { $0.label == label }?.value
    }

    func entries(_ expression: SourceExpression?) -> [String: SourceExpression] {
        guard case .object(let entries)? = expression else { return [:] }
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: React Native

    @Test func reactNativeShareSingleWithAnInlineObject() throws {
        let text = """
            const shareStory = async (path, bg) => {
              await Share.shareSingle({
                social: Share.Social.INSTAGRAM_STORIES,
                appId: FB_APP_ID, // the Facebook App ID
                backgroundImage: bg,
                stickerImage: `file://${path}`,
              });
            };
            """
        let file = read(text, .javaScript)
        #expect(file.calls.map(\.callee) == [["Share", "shareSingle"]])
        let share = try #require(file.calls.first)
        #expect(share.line == 2)
        #expect(file.functions == [SourceFunction(name: "shareStory", parameters: ["path", "bg"], lines: 1...8)])
        #expect(share.function == 0)
        #expect(share.arguments.count == 1 && share.arguments[0].label == nil)
        let options = entries(share.arguments.first?.value)
        #expect(options["social"] == reference("Share.Social.INSTAGRAM_STORIES"))
        #expect(options["appId"] == reference("FB_APP_ID"))
        #expect(options["backgroundImage"] == reference("bg"))
        #expect(
            options["stickerImage"]
                == .string(SourceString(parts: [.text("file://"), .interpolation(reference("path"))])))
        guard case .object(let list)? = share.arguments.first?.value else { return }
        #expect(list.map(\.line) == [3, 4, 5, 6])
    }

    @Test func optionsBuiltBeforeTheCallAreAnAssignedObject() {
        let text = """
            const shareOptions = {
              social: Share.Social.FACEBOOK_STORIES,
              appId,
              ...defaults,
              'backgroundTopColor': '#906df4',
            };
            Share.shareSingle(shareOptions);
            """
        let file = read(text, .javaScript)
        #expect(file.assignments.map(\.name) == ["shareOptions"])
        #expect(file.assignments.first?.line == 1 && file.assignments.first?.function == nil)
        guard case .object(let list)? = file.assignments.first?.value else {
            Issue.record("not an object: \(String(describing: file.assignments.first))")
            return
        }
        #expect(list.map(\.key) == ["social", "appId", "...", "backgroundTopColor"])
        #expect(list[1].value == reference("appId") && list[2].value == reference("defaults"))
        #expect(list[3].value == string("#906df4"))
        #expect(
            file.calls == [
                SourceCall(
                    callee: ["Share", "shareSingle"],
                    arguments: [
                        SourceArgument(label: nil, value: reference("shareOptions"), line: 7)
                    ], line: 7, function: nil)
            ])
    }

    @Test func javaScriptFunctionsOfEveryForm() {
        let text = """
            function share(a, {b, c = 1}) {
              go(a);
            }
            class Story extends Component {
              async open(uri) {
                await this.prepare(uri);
              }
              handler = (e) => this.open(e.uri);
            }
            const helpers = {
              run: function (x) { helper(x); },
            };
            if (ready) { start(); }
            """
        let file = read(text, .javaScript)
        #expect(file.functions.map(\.name) == ["share", "open", "handler", "run"])
        #expect(file.functions.map(\.parameters) == [["a", "b", "c"], ["uri"], ["e"], ["x"]])
        #expect(file.functions.map(\.lines) == [1...3, 5...7, 8...8, 11...11])
        #expect(
            file.calls.map { $0.callee.joined(separator: ".") } == [
                "go", "this.prepare", "this.open", "helper", "start",
            ])
        #expect(file.calls.map(\.function) == [0, 1, 2, 3, nil])
        #expect(file.assignments.map(\.name) == ["handler", "helpers"])
    }

    @Test func aTemplateInsideATemplateAndCallsInsideInterpolations() {
        let text = "const url = `a${`b${encode(id)}`}c`;"
        let file = read(text, .javaScript)
        #expect(file.calls.map(\.callee) == [["encode"]])
        let inner = SourceExpression.string(
            SourceString(parts: [.text("b"), .interpolation(.call(file.calls[0]))]))
        #expect(
            file.assignments.first?.value
                == .string(SourceString(parts: [.text("a"), .interpolation(inner), .text("c")])))
    }

    @Test func commentsHideCallsAndStringsDoNotBreakNesting() {
        let text = """
            // Share.shareSingle({ social: x })
            /* Share.open(y) */
            f("a // b", 'c, (d', "e\\"f", g(h))
            """
        let file = read(text, .javaScript)
        #expect(file.calls.map(\.callee) == [["f"], ["g"]])
        #expect(
            file.calls.first?.arguments.map(\.value) == [
                string("a // b"), string("c, (d"), string(#"e\"f"#), .call(file.calls[1]),
            ])
        let swift = read("/* a /* b */ share() */ keep()", .swift)
        #expect(swift.calls.map(\.callee) == [["keep"]])
    }

    @Test func keywordsBeforeBracketsAreNotCalls() {
        let text = """
            if (a) { b(); } else if (c) { d(); }
            for (let i = 0; i < n; i++) {}
            while (x) {}
            switch (y) { case 1: break; }
            try { e(); } catch (err) {}
            return (z);
            """
        #expect(read(text, .javaScript).calls.map(\.callee) == [["b"], ["d"], ["e"]])
        #expect(read("guard let u = URL(string: s) else { return }", .swift).calls.map(\.callee) == [["URL"]])
    }

    @Test func additionOfStringsIsOneString() {
        let file = read(#"const link = "instagram-stories://" + "share?source_application=" + appId;"#, .javaScript)
        #expect(
            file.assignments.first?.value
                == .string(
                    SourceString(parts: [
                        .text("instagram-stories://share?source_application="), .interpolation(reference("appId")),
                    ])))
    }

    // MARK: Dart

    @Test func socialShareNamedArguments() throws {
        let text = """
            Future<void> shareStory(File file, {required String appId}) async {
              await SocialShare.shareInstagramStory(appId: '1234567890', imagePath: file.path, backgroundTopColor: '#ffffff');
            }
            """
        let file = read(text, .dart)
        #expect(file.functions == [SourceFunction(name: "shareStory", parameters: ["file", "appId"], lines: 1...3)])
        let share = try #require(call(file, "SocialShare.shareInstagramStory"))
        #expect(file.calls.count == 1)
        #expect(
            share.arguments == [
                SourceArgument(label: "appId", value: string("1234567890"), line: 2),
                SourceArgument(label: "imagePath", value: reference("file.path"), line: 2),
                SourceArgument(label: "backgroundTopColor", value: string("#ffffff"), line: 2),
            ])
        #expect(share.function == 0)
    }

    @Test func appinioPositionalFirstArgument() {
        let text = "appinioSocialShare.iOS.shareToInstagramStory('1234567', stickerImage: path, backgroundImage: bg);"
        let file = read(text, .dart)
        #expect(file.calls.first?.callee == ["appinioSocialShare", "iOS", "shareToInstagramStory"])
        #expect(file.calls.first?.arguments.map(\.label) == [nil, "stickerImage", "backgroundImage"])
        #expect(file.calls.first?.arguments.first?.value == string("1234567"))
    }

    @Test func dartInterpolationsConstructorsAndMaps() {
        let text = """
            final link = 'id=$appId&w=${widget.appId}';
            const style = TextStyle(color: Colors.red);
            final Map<String, dynamic> data = {'appId': id, 'n': 2};
            Widget build(BuildContext context) => Text(link);
            """
        let file = read(text, .dart)
        #expect(file.assignments.map(\.name) == ["link", "style", "data"])
        #expect(
            file.assignments.first?.value
                == .string(
                    SourceString(parts: [
                        .text("id="), .interpolation(reference("appId")), .text("&w="),
                        .interpolation(reference("widget.appId")),
                    ])))
        #expect(file.calls.map(\.callee) == [["TextStyle"], ["Text"]])
        #expect(entries(file.assignments.last?.value) == ["appId": reference("id"), "n": .number("2")])
        #expect(file.functions == [SourceFunction(name: "build", parameters: ["context"], lines: 4...4)])
        #expect(file.calls.last?.function == 0)
    }

    // MARK: Swift

    @Test func swiftPasteboardItemsAndTheURL() throws {
        let text = """
            import UIKit

            final class StoryShare {
                static let appID = "1234567890"

                func shareToStory(appID: String, image: UIImage) {
                    guard let data = image.pngData() else { return }
                    let items: [[String: Any]] = [["com.instagram.sharedSticker.stickerImage": data,
                                                   "com.instagram.sharedSticker.backgroundTopColor": "#00FF00"]]
                    UIPasteboard.general.setItems(items, options: [.expirationDate: Date().addingTimeInterval(300)])
                    if let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url)
                    }
                }
            }
            """
        let file = read(text, .swift)
        #expect(
            file.functions == [SourceFunction(name: "shareToStory", parameters: ["appID", "image"], lines: 6...14)])
        #expect(
            file.calls.map { $0.callee.joined(separator: ".") } == [
                "image.pngData", "UIPasteboard.general.setItems", "Date", "Date.addingTimeInterval", "URL",
                "UIApplication.shared.open",
            ])
        #expect(file.calls.allSatisfy { $0.function == 0 })
        #expect(file.assignments.map(\.name) == ["appID", "data", "items", "url"])
        #expect(file.assignments.map(\.function) == [nil, 0, 0, 0])
        let items = file.assignments[2]
        #expect(items.line == 8)
        guard case .array(let list) = items.value, case .object(let keys)? = list.first else {
            Issue.record("items: \(items.value)")
            return
        }
        #expect(
            keys.map(\.key) == [
                "com.instagram.sharedSticker.stickerImage", "com.instagram.sharedSticker.backgroundTopColor",
            ])
        #expect(keys.map(\.line) == [8, 9])
        #expect(keys.last?.value == string("#00FF00"))
        let setItems = try #require(call(file, "UIPasteboard.general.setItems"))
        #expect(setItems.arguments.first == SourceArgument(label: nil, value: reference("items"), line: 10))
        let options = entries(argument(setItems, "options"))
        #expect(options["expirationDate"] == .call(try #require(call(file, "Date.addingTimeInterval"))))
        let url = try #require(call(file, "URL"))
        #expect(
            url.arguments == [
                SourceArgument(
                    label: "string",
                    value: .string(
                        SourceString(parts: [
                            .text("instagram-stories://share?source_application="), .interpolation(reference("appID")),
                        ])), line: 11)
            ])
        #expect(file.assignments.last?.value == .call(url))
    }

    @Test func swiftInitializersParametersAndTrailingClosures() {
        let text = """
            init(for id: String, _ image: UIImage = .init()) {
                self.id = id
                DispatchQueue.main.async { share(id) }
            }
            """
        let file = read(text, .swift)
        #expect(file.functions == [SourceFunction(name: "init", parameters: ["id", "image"], lines: 1...4)])
        #expect(file.calls.map(\.callee) == [["share"]])
        #expect(file.assignments == [SourceAssignment(name: "self.id", value: reference("id"), line: 2, function: 0)])
    }

    @Test func nestedFunctionsCastsAndUnwraps() {
        let text = """
            func outer(a: Int?) {
                func inner(_ b: Any) {
                    use(b as! Int)
                }
                after(a!)
            }
            """
        let file = read(text, .swift)
        #expect(
            file.functions == [
                SourceFunction(name: "outer", parameters: ["a"], lines: 1...6),
                SourceFunction(name: "inner", parameters: ["b"], lines: 2...4),
            ])
        #expect(file.calls.map(\.callee) == [["use"], ["after"]])
        #expect(file.calls.map(\.function) == [1, 0])
        #expect(file.calls.map { $0.arguments.map(\.value) } == [[reference("b")], [reference("a")]])
        let kotlin = read("companion object { const val APP_ID = \"123\" }", .kotlin)
        #expect(kotlin.assignments == [SourceAssignment(name: "APP_ID", value: string("123"), line: 1, function: nil)])
    }

    @Test func typeScriptArrowsDartClosuresAndObjectiveCImplementations() {
        let typeScript = """
            const share = async (opts: Options, n?: number): Promise<void> => {
              await Share.open(opts);
            };
            """
        let ts = read(typeScript, .javaScript)
        #expect(ts.functions == [SourceFunction(name: "share", parameters: ["opts", "n"], lines: 1...3)])
        #expect(ts.calls.map(\.function) == [0])
        let dart = """
            Widget build(BuildContext context) {
              return TextButton(onPressed: () async {
                await SocialShare.shareInstagramStory(appId: appId);
              }, child: const Text('Share'));
            }
            """
        let closures = read(dart, .dart)
        #expect(closures.functions.map(\.name) == ["build"], "a closure passed as an argument is no function")
        #expect(closures.calls.map(\.callee.last) == ["TextButton", "shareInstagramStory", "Text"])
        #expect(closures.calls.map(\.function) == [0, 0, 0])
        let objectiveC = """
            @implementation StoryShare
            - (void)share {
                [self.view setNeedsLayout];
            }
            @end
            """
        let methods = read(objectiveC, .objectiveC)
        #expect(methods.functions == [SourceFunction(name: "share", parameters: [], lines: 2...4)])
        #expect(methods.calls.map(\.callee) == [["self", "view", "setNeedsLayout"]])
        #expect(methods.calls.first?.function == 0)
    }

    // MARK: Objective-C

    @Test func objectiveCMessagesWithLiterals() throws {
        let text = """
            - (void)shareTo:(NSString *)appID image:(UIImage *)image {
                NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID]];
                NSData *data = UIImagePNGRepresentation(image);
                [[UIPasteboard generalPasteboard] setItems:@[@{@"com.instagram.sharedSticker.backgroundImage": data}] options:@{UIPasteboardOptionExpirationDate: [[NSDate date] dateByAddingTimeInterval:300]}];
            }
            """
        let file = read(text, .objectiveC)
        #expect(file.functions == [SourceFunction(name: "shareTo", parameters: ["appID", "image"], lines: 1...5)])
        #expect(
            file.calls.map { $0.callee.joined(separator: ".") } == [
                "NSURL.URLWithString", "NSString.stringWithFormat", "UIImagePNGRepresentation",
                "UIPasteboard.generalPasteboard",
                "UIPasteboard.generalPasteboard.setItems", "NSDate.date", "NSDate.date.dateByAddingTimeInterval",
            ])
        #expect(file.calls.allSatisfy { $0.function == 0 })
        let format = try #require(call(file, "NSString.stringWithFormat"))
        #expect(
            format.arguments == [
                SourceArgument(
                    label: "stringWithFormat", value: string("instagram-stories://share?source_application=%@"), line: 2
                ),
                SourceArgument(label: nil, value: reference("appID"), line: 2),
            ])
        #expect(file.assignments.map(\.name) == ["url", "data"])
        #expect(file.assignments.first?.value == .call(try #require(call(file, "NSURL.URLWithString"))))
        let setItems = try #require(call(file, "UIPasteboard.generalPasteboard.setItems"))
        #expect(setItems.arguments.map(\.label) == ["setItems", "options"])
        #expect(
            setItems.arguments.first?.value
                == .array([
                    .object([
                        SourceEntry(
                            key: "com.instagram.sharedSticker.backgroundImage", value: reference("data"), line: 4)
                    ])
                ]))
        let options = entries(setItems.arguments.last?.value)
        #expect(
            options["UIPasteboardOptionExpirationDate"]
                == .call(try #require(call(file, "NSDate.date.dateByAddingTimeInterval"))))
    }

    // MARK: Kotlin and Java

    @Test func kotlinIntentWithApplyAndGrant() throws {
        let text = """
            fun shareToStory(activity: Activity, stickerUri: Uri, appId: String) {
                val intent = Intent("com.instagram.share.ADD_TO_STORY").apply {
                    putExtra("source_application", appId)
                    setDataAndType(uri, "image/jpeg")
                    addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
                }
                activity.grantUriPermission("com.instagram.android", stickerUri, Intent.FLAG_GRANT_READ_URI_PERMISSION)
                share(appId = "123", image = bg)
                val link = "id=$appId"
            }
            """
        let file = read(text, .kotlin)
        #expect(
            file.functions == [
                SourceFunction(name: "shareToStory", parameters: ["activity", "stickerUri", "appId"], lines: 1...10)
            ])
        #expect(
            file.calls.map { $0.callee.joined(separator: ".") } == [
                "Intent", "putExtra", "setDataAndType", "addFlags", "activity.grantUriPermission", "share",
            ])
        #expect(file.calls.map(\.line) == [2, 3, 4, 5, 7, 8])
        let intent = try #require(call(file, "Intent"))
        #expect(intent.arguments.map(\.value) == [string("com.instagram.share.ADD_TO_STORY")])
        #expect(file.assignments.map(\.name) == ["intent", "link"])
        #expect(file.assignments.first?.value == .call(intent))
        #expect(call(file, "putExtra")?.arguments.map(\.value) == [string("source_application"), reference("appId")])
        #expect(
            call(file, "activity.grantUriPermission")?.arguments.map(\.value) == [
                string("com.instagram.android"), reference("stickerUri"),
                reference("Intent.FLAG_GRANT_READ_URI_PERMISSION"),
            ])
        #expect(
            call(file, "share")?.arguments == [
                SourceArgument(label: "appId", value: string("123"), line: 8),
                SourceArgument(label: "image", value: reference("bg"), line: 8),
            ])
        #expect(
            file.assignments.last?.value
                == .string(SourceString(parts: [.text("id="), .interpolation(reference("appId"))])))
    }

    @Test func kotlinMapsStayCalls() {
        let file = read(#"val extras = bundleOf("appId" to id)"#, .kotlin)
        #expect(file.calls.first?.arguments.map(\.value) == [.other(#""appId" to id"#)])
    }

    @Test func javaIntentAndMethods() {
        let text = """
            public void share(String appId) throws IOException {
                Intent intent = new Intent("com.facebook.stories.ADD_TO_STORY");
                intent.putExtra("com.facebook.platform.extra.APPLICATION_ID", appId);
                if (appId == null) { return; }
            }
            """
        let file = read(text, .java)
        #expect(file.functions == [SourceFunction(name: "share", parameters: ["appId"], lines: 1...5)])
        #expect(file.calls.map(\.callee) == [["Intent"], ["intent", "putExtra"]])
        #expect(file.assignments.map(\.name) == ["intent"])
        #expect(file.assignments.first?.value == .call(file.calls[0]))
        #expect(
            file.calls[1].arguments.map(\.value) == [
                string("com.facebook.platform.extra.APPLICATION_ID"), reference("appId"),
            ])
    }

    // MARK: Assignments

    @Test func notEveryEqualsSignIsAnAssignment() {
        let text = """
            if (a == b || c >= d || e <= f || g != h) { n += 1 }
            const fn = (x = 1) => x;
            options.appId = id;
            """
        let file = read(text, .javaScript)
        #expect(file.assignments.map(\.name) == ["fn", "options.appId"])
        #expect(file.assignments.last?.value == reference("id"))
    }

    // MARK: Lines and hostile input

    @Test func lineEndsOfEveryKindGiveTheSameLines() {
        for end in ["\n", "\r\n", "\r"] {
            let text = ["// c", "let a = 1", "", "share(a,", "  b)"].joined(separator: end)
            let file = read(text, .swift)
            #expect(file.calls.map(\.line) == [4], "line end \(end.debugDescription)")
            #expect(file.calls.first?.arguments.map(\.line) == [4, 5])
            #expect(file.assignments.map(\.line) == [2])
        }
    }

    @Test func unterminatedInputEndsWithoutACrash() {
        #expect(read("share(\"abc", .javaScript).calls.map(\.callee) == [["share"]])
        #expect(read("share(a, /* never", .kotlin).calls.first?.arguments.map(\.value) == [reference("a")])
        #expect(read("f(`x ${g(", .javaScript).calls.map(\.callee) == [["f"], ["g"]])
        #expect(read("", .dart) == SourceFile(calls: [], functions: [], assignments: []))
    }

    @Test func deepNestingReturns() {
        let parens = String(repeating: "(", count: 100_000) + "f(x)" + String(repeating: ")", count: 100_000)
        for language in [SourceLanguage.swift, .objectiveC, .kotlin, .java, .dart, .javaScript] {
            _ = read(parens, language)
            _ = read(String(repeating: "[", count: 100_000), language)
            _ = read(String(repeating: "{", count: 100_000), language)
            _ = read(String(repeating: "a(", count: 100_000), language)
        }
        let chain = String(repeating: "\"\\(", count: 100_000)
        _ = read(chain, .swift)
        let shallow = read(
            "g(" + String(repeating: "(", count: 10) + "f(x)" + String(repeating: ")", count: 11), .swift)
        #expect(shallow.calls.map(\.callee) == [["g"], ["f"]])
    }

    @Test func readingIsLinear() {
        let unit = "Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: id, url: `a${b}` });\n"
        let big = String(repeating: unit, count: 25_000)
        let small = String(repeating: unit, count: 2_500)
        let clock = ContinuousClock()
        var smallFile = SourceFile(calls: [], functions: [], assignments: [])
        let smallTime = clock.measure { smallFile = read(small, .javaScript) }
        var bigFile = SourceFile(calls: [], functions: [], assignments: [])
        let bigTime = clock.measure { bigFile = read(big, .javaScript) }
        #expect(smallFile.calls.count == 2_500 && bigFile.calls.count == 25_000)
        #expect(bigTime < smallTime * 40, "10× the input took \(bigTime) against \(smallTime)")
        let sum = String(repeating: "\"a\" + ", count: 50_000) + "\"b\""
        var summed = SourceFile(calls: [], functions: [], assignments: [])
        let sumTime = clock.measure { summed = read("x = " + sum, .javaScript) }
        #expect(sumTime < bigTime * 10, "adding 50,000 literals took \(sumTime)")
        #expect(summed.assignments.first?.value == string(String(repeating: "a", count: 50_000) + "b"))
    }

    @Test func aSwiftComputedPropertyIsAFunctionOfItsName() {
        let file = CallReader.read(
            """
            private static var storiesURL: URL? {
                return URL(string: "instagram-stories://share")
            }
            var body: some View { Text("x") }
            var stored: Int = 3 { didSet { print(stored) } }
            let names: [String: Int] = [:]
            """, language: .swift)
        #expect(file.functions.map(\.name) == ["storiesURL", "body"])
        #expect(file.functions.first?.lines == 1...3)
        #expect(file.calls.first { $0.callee.last == "URL" }?.function == 0)
    }
}
