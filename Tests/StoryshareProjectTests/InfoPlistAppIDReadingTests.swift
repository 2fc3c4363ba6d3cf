import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// The app model reads an App ID that the share takes from the app's own Info.plist — directly or one step away — as
/// that key of the Info.plist (``AppIDSource/infoPlistKey``), in each form Swift and Objective-C apps write it.
@Suite struct InfoPlistAppIDReadingTests {
    static let pair = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("testdata/share-calls/plist-app-id")

    /// The App IDs the shares of `text` give.
    func appIDs(_ text: String, _ language: SourceLanguage = .swift) -> [AppIDSource] {
        let shares = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language)
        return ShareCodeScanner.appIDs(of: shares)
    }

    /// A Swift share of `declaration` (a type member) interpolating `use` into the URL on line 4.
    func swift(_ declaration: String, use: String = "appID") -> String {
        """
        enum StoryShare {
            \(declaration)
            static func share() {
                guard let url = URL(string: "instagram-stories://share?source_application=\\(\(use))") else { return }
                UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": Data()]], options: [:])
                UIApplication.shared.open(url)
            }
        }
        """
    }

    @Test func everySwiftFormNamesTheKey() {
        let forms = [
            #"private static var appID: String { Bundle.main.object(forInfoDictionaryKey: "META_APP_ID") as? String ?? "" }"#,
            #"static var appID: String { return Bundle.main.infoDictionary?["META_APP_ID"] as? String ?? "" }"#,
            #"static let appID = Bundle.main.object(forInfoDictionaryKey: "META_APP_ID") as! String"#,
            #"static let appID = Bundle.main.infoDictionary?["META_APP_ID"] as? String ?? """#,
            #"static let appID = Bundle.main.infoDictionary!["META_APP_ID"] as! String"#,
        ]
        for form in forms {
            let ids = appIDs(swift(form))
            #expect(ids.map(\.infoPlistKey) == ["META_APP_ID"], "\(form): \(ids)")
            #expect(ids.first?.evidence.line == 4 && ids.first?.isLiteral == false, "\(form)")
        }
    }

    @Test func objectiveCFormsNameTheKey() {
        for read in [
            #"[[NSBundle mainBundle] objectForInfoDictionaryKey:@"FacebookAppID"]"#,
            #"[NSBundle.mainBundle.infoDictionary objectForKey:@"FacebookAppID"]"#,
            #"NSBundle.mainBundle.infoDictionary[@"FacebookAppID"]"#,
        ] {
            let text = """
                @implementation StoryShareLegacy
                - (IBAction)shareToInstagram:(id)sender {
                    NSString *appID = \(read);
                    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID]];
                    [[UIPasteboard generalPasteboard] setItems:@[@{@"com.instagram.sharedSticker.backgroundImage": [NSData data]}] options:@{}];
                    [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
                }
                @end
                """
            let ids = appIDs(text, .objectiveC)
            #expect(ids.map(\.infoPlistKey) == ["FacebookAppID"], "\(read): \(ids)")
        }
    }

    @Test func whatReadsNoOneKeyIsNoInfoPlistRead() {
        for form in [
            // A literal, a name, another dictionary, two keys: no Info.plist key.
            #"static let appID = "4409127735180066""#,
            #"static let appID = Config.metaAppID"#,
            #"static let appID = settings["META_APP_ID"] as? String ?? """#,
            #"static var appID: String { (Bundle.main.object(forInfoDictionaryKey: "A") as? String) ?? (Bundle.main.object(forInfoDictionaryKey: "B") as? String ?? "") }"#,
        ] {
            let ids = appIDs(swift(form))
            #expect(ids.allSatisfy { $0.infoPlistKey == nil }, "\(form): \(ids)")
        }
    }

    @Test func theFixturesShareReadsMetaAppID() throws {
        let path = Self.pair.appendingPathComponent("StoryShare.swift")
        let ids = appIDs(try String(contentsOf: path, encoding: .utf8))
        #expect(ids.count == 1 && ids.first?.infoPlistKey == "META_APP_ID" && ids.first?.evidence.line == 14, "\(ids)")
    }

    @Test func anInfoPlistsFactsHoldEveryTopLevelKey() throws {
        let path = Self.pair.appendingPathComponent("setting/Info.plist")
        guard case .infoPlist(let facts) = AppFileReader.read(path: path.path) else {
            Issue.record("not read as an Info.plist")
            return
        }
        let entry = try #require(facts.entries["META_APP_ID"])
        #expect(entry.text == "$(META_APP_ID)" && entry.value?.line == 12)
        #expect(facts.entries["NSPhotoLibraryUsageDescription"] != nil && facts.entries["FacebookAppID"] == nil)
    }
}
