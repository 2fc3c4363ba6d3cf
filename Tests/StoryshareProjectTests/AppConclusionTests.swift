import Foundation
import Testing

@testable import StoryshareProject

/// What is concluded of an app whose sources share only in code nothing calls: said with where that code is, as
/// scan lists it ("present, not called"), and only for the platform the code can run on.
struct AppConclusionTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let swiftShare = ShareReachabilityTests.sample

    static let xcodeGen =
        "name: Trail\ntargets:\n  Trail:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
    static let settings = "rootProject.name = 'trail'\ninclude ':app'\n"
    static let gradle = "plugins { id 'com.android.application' }\nandroid { namespace 'dev.example.trail' }\n"

    func conclusions(_ files: [String: String]) throws -> [String] {
        let tree = Tree()
        for (path, text) in files { try tree.write(text, to: path) }
        let model = ProjectScanner.scan(tree.url.path)
        return model.codebases.flatMap { codebase in codebase.apps.map { codebase.conclusion(for: $0) } }
    }

    @Test func anUncalledShareIsNamedForItsPlatformsApp() throws {
        let ios = try conclusions(["project.yml": Self.xcodeGen, "Sources/InstagramSharing.swift": Self.swiftShare])
        #expect(
            ios == [
                "its sources share to Stories only in code nothing calls (Sources/InstagramSharing.swift:4): not judged"
            ],
            "\(ios)")
        // Swift that nothing calls says nothing of an Android app: it cannot run there.
        let other = try conclusions([
            "settings.gradle": Self.settings, "app/build.gradle": Self.gradle,
            "app/src/main/swift/InstagramSharing.swift": Self.swiftShare,
        ])
        #expect(other == ["no Stories sharing found in its sources: not judged"], "\(other)")
    }

    @Test func aCalledShareIsConcludedAsSharing() throws {
        let caller =
            "import UIKit\nfinal class ShareButton {\n    func tap(_ image: UIImage) { InstagramSharing.share(image) }\n}\n"
        let ios = try conclusions([
            "project.yml": Self.xcodeGen, "Sources/InstagramSharing.swift": Self.swiftShare,
            "Sources/ShareButton.swift": caller,
        ])
        #expect(ios == ["shares to Instagram"], "\(ios)")
    }

    /// A method declared in two files or more (a protocol requirement each type implements, which a framework calls,
    /// as ReactorKit calls `mutate`) reaches the share its file makes from it; declared in one file only, nothing
    /// calls it.
    @Test func aRequirementImplementedInTwoFilesIsCalled() throws {
        let gift = """
            import UIKit
            final class GiftReactor: Reactor {
                func mutate(action: Action) -> Observable<Mutation> {
                    shareNow(UIImage())
                    return .empty()
                }

                private func shareNow(_ image: UIImage) {
                    guard let data = image.pngData() else { return }
                    UIPasteboard.general.setItems([["com.instagram.sharedSticker.backgroundImage": data]], options: [:])
                    UIApplication.shared.open(URL(string: "instagram-stories://share?source_application=1234567890")!)
                }
            }

            """
        let home = """
            final class HomeReactor: Reactor {
                func mutate(action: Action) -> Observable<Mutation> { .empty() }
            }

            """
        let two = try conclusions([
            "project.yml": Self.xcodeGen, "Sources/GiftReactor.swift": gift, "Sources/HomeReactor.swift": home,
        ])
        #expect(two == ["shares to Instagram"], "\(two)")
        let one = try conclusions(["project.yml": Self.xcodeGen, "Sources/GiftReactor.swift": gift])
        #expect(one.first?.hasPrefix("its sources share to Stories only in code nothing calls") == true, "\(one)")
    }
}
