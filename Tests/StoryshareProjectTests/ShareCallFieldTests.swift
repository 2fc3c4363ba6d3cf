import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// The five wrong answers a field test of issue 31 found on real repositories, each rebuilt with our own code in the
/// shape seen there, beside the working neighbour that must stay right: an optional unwrapped by an `if let` in the
/// conditions after it, one share reported once, each URL's App ID its own, a library's call shape only where the
/// codebase depends on the library, and a Flutter app's own method channel sharing only on the platforms whose native
/// code handles it.
@Suite struct ShareCallFieldTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// The shares of `text`, read as `language`.
    func shares(_ text: String, _ language: SourceLanguage = .swift) -> [ShareCall] {
        ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: "a", language: language)
    }

    /// The App IDs the shares of `text` give.
    func appIDs(_ text: String, _ language: SourceLanguage = .swift) -> [AppIDSource] {
        ShareCodeScanner.appIDs(of: shares(text, language))
    }

    // MARK: 1. An optional unwrapped in the conditions after its binding

    /// A share whose URL is built in the conditions of `condition`, after an optional read from the Info.plist.
    func optional(binding condition: String) -> String? {
        let text = """
            final class Popup {
                func shareToStory() {
                    let appID: String? = {
                        guard let read = Bundle.main.object(forInfoDictionaryKey: "FacebookAppID") as? String else {
                            return nil
                        }
                        return read
                    }()
                    \(condition)
                       let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url)
                    }
                }
            }
            """
        return appIDs(text).first?.optional
    }

    @Test func aBindingUnwrapsTheNameInTheConditionsAfterIt() {
        // The shorthand of Swift 5.7, the long form, `var`, `while` and `guard` all unwrap `appID` after them.
        for condition in ["if let appID,", "if let appID = appID,", "if var appID,", "while let appID,"] {
            #expect(optional(binding: condition) == nil, "\(condition)")
        }
        let guarded = """
            func share(appID: String?) {
                guard let appID, let url = URL(string: "instagram-stories://share?source_application=\\(appID)") else {
                    return
                }
                UIApplication.shared.open(url)
            }
            """
        #expect(appIDs(guarded).first?.optional == nil)
        // Another name bound before it unwraps nothing of `appID`: the optional is still said.
        #expect(
            optional(binding: "if let other = appID,")
                == "\\(appID), an optional (appID is declared String? on line 3), which prints as Optional(\"…\")")
    }

    @Test func anOptionalUsedOutsideTheBindingStillGetsIt() {
        let text = """
            struct Story {
                let appID: String?
                func share() {
                    if let appID, let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url)
                    }
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=\\(appID)")!)
                }
            }
            """
        let ids = appIDs(text)
        #expect(ids.first { $0.evidence.line == 4 }?.optional == nil, "\(ids)")
        #expect(ids.first { $0.evidence.line == 7 }?.optional != nil, "\(ids)")
    }

    // MARK: 2. One share, one finding

    /// What each share of `text` gives for its App ID, by line: the App ID, `-` for none, `=N` for "judged at line N".
    func given(_ text: String, _ language: SourceLanguage = .swift) -> [Int: String] {
        var out: [Int: String] = [:]
        for call in shares(text, language) {
            guard let line = call.evidence.line else { continue }
            switch call.appID {
            case .given(let source): out[line] = source.value
            case .absent: out[line] = "-"
            case .notTaken: out[line] = "none taken"
            case .unread(let why):
                out[line] = why.hasPrefix("the same share as line ") ? "=" + why.dropFirst(23) : "?" + why
            }
        }
        return out
    }

    @Test func thePasteboardItemsAndTheURLThatOpensThemAreOneShareJudgedAtTheURL() {
        let text = """
            final class ShareService {
                private func shareToInstagramStory(_ content: ShareContent) async throws {
                    guard let sticker = content.image?.pngData() else {
                        throw ShareError.missingImage
                    }
                    let items: [[String: Any]] = [[
                        "com.instagram.sharedSticker.stickerImage": sticker,
                        "com.instagram.sharedSticker.backgroundTopColor": "#102030",
                        "com.instagram.sharedSticker.backgroundBottomColor": "#405060"
                    ]]
                    let options = [UIPasteboard.OptionsKey.expirationDate: Date().addingTimeInterval(300)]
                    UIPasteboard.general.setItems(items, options: options)
                    if let url = URL(string: "instagram-stories://share") {
                        await UIApplication.shared.open(url)
                    }
                }
            }
            """
        // One finding, at the URL; the items are that share.
        #expect(given(text) == [7: "=13", 8: "=13", 9: "=13", 13: "-"], "\(given(text))")
        // Without a URL in the function (opened elsewhere), the first item is the share.
        let itemsOnly = """
            func fill(_ sticker: Data) {
                UIPasteboard.general.setItems([[
                    "com.instagram.sharedSticker.stickerImage": sticker,
                    "com.instagram.sharedSticker.backgroundTopColor": "#102030",
                ]], options: [:])
            }
            """
        #expect(given(itemsOnly).values.allSatisfy { $0.hasPrefix("?") }, "\(given(itemsOnly))")
        // The working neighbour: a URL that gives the App ID gives it for the items it opens.
        let working = text.replacingOccurrences(
            of: "instagram-stories://share\"", with: "instagram-stories://share?source_application=123456789012345\"")
        #expect(Set(given(working).values) == ["123456789012345"], "\(given(working))")
    }

    // MARK: 3. Each URL's App ID is its own

    @Test func aFallbackURLWithoutSourceApplicationIsNotCreditedWithAnothers() {
        let text = """
            final class Popup {
                func share(_ data: Data, appID: String) {
                    UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                    if let url = URL(string: "instagram-stories://share?source_application=\\(appID)") {
                        UIApplication.shared.open(url) { success in
                            if !success, let fallback = URL(string: "instagram-stories://share") {
                                UIApplication.shared.open(fallback)
                            }
                        }
                    }
                }
            }
            """
        #expect(given(text) == [3: "appID", 4: "appID", 6: "-"], "\(given(text))")
        // A query item added to the URL the function builds is that URL's own.
        let components = """
            func share(appID: String) {
                var components = URLComponents(string: "instagram-stories://share")
                components?.queryItems = [URLQueryItem(name: "source_application", value: appID)]
                if let url = components?.url { UIApplication.shared.open(url) }
            }
            """
        #expect(given(components) == [2: "appID"], "\(given(components))")
    }
}
