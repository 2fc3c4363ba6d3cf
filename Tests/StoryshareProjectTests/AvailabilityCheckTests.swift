import Foundation
import Testing

@testable import StoryshareProject

/// A Stories URL an arrow function returns, which its callers only ask `canOpenURL` of, is an availability check, not
/// a share: in the arrow's expression body, on its line or the next (the layouts corpus's tini-time-club).
struct AvailabilityCheckTests {
    typealias Tree = InstalledVersionsTests.Tree

    static let package =
        #"{"dependencies": {"expo": "~52.0.0", "react-native": "0.76.0", "react-native-share": "^12.0.0"}}"#

    static func source(scheme: String, use: String) -> String {
        """
        import { Linking } from "react-native";
        import Share, { Social } from "react-native-share";

        \(scheme)

        export const shareToInstagram = async (imageUri: string, format: string) => {
          \(use)
          await Share.shareSingle({ social: Social.InstagramStories, appId: "1234567890123", stickerImage: imageUri });
        };
        """
    }

    static let app = "import { shareToInstagram } from './share';\nshareToInstagram('file:///x.png', 'story');\n"

    func calls(scheme: String, use: String) throws -> [String] {
        let tree = Tree()
        try tree.write(Self.package, to: "package.json")
        try tree.write(Self.source(scheme: scheme, use: use), to: "src/share.ts")
        try tree.write(Self.app, to: "src/App.ts")
        let sharing = ProjectScanner.scan(tree.url.path).codebases.first?.sharing
        return (sharing?.calls ?? []).map { "\($0.evidence.line ?? 0) \($0.api.rawValue)" }
    }

    static let check = "if (!(await Linking.canOpenURL(schemeFor(format)))) { throw new Error('not installed'); }"
    static let open = "await Linking.openURL(schemeFor(format));"

    @Test(arguments: [
        "const schemeFor = (format: string) =>\n  format === 'story' ? 'instagram-stories://share' : 'instagram://app';",
        "const schemeFor = (format: string) => format === 'story' ? 'instagram-stories://share' : 'instagram://app';",
        "function schemeFor(format: string) {\n  return format === 'story' ? 'instagram-stories://share' : 'instagram://app';\n}",
    ])
    func aReturnedURLOnlyCheckedIsNoShare(scheme: String) throws {
        let checked = try calls(scheme: scheme, use: Self.check)
        #expect(checked.count == 1 && checked[0].hasSuffix("react-native-share"), "\(checked)")
        // The same URL opened by its caller is a share.
        let opened = try calls(scheme: scheme, use: Self.open)
        #expect(opened.contains { $0.hasSuffix("url-scheme") }, "\(opened)")
    }

    /// A share that only opens a Stories URL sends no image: a capture beside it (saved, or shared elsewhere) is not
    /// its image, so nothing is "drawn at run time" for it; the same capture passed to a share call is.
    @Test func aCaptureBesideAnOpenOnlyShareIsNotItsImage() throws {
        func sharing(_ share: String) throws -> Sharing? {
            let tree = Tree()
            try tree.write(Self.package, to: "package.json")
            try tree.write(
                """
                import { Linking } from "react-native";
                import Share, { Social } from "react-native-share";
                import { captureRef } from "react-native-view-shot";

                export default function ShareCard({ cardRef }) {
                  const handleShare = async () => {
                    const uri = await captureRef(cardRef, { format: "png", result: "tmpfile" });
                    \(share)
                  };
                  return <Button onPress={handleShare} />;
                }
                """, to: "app/share-card.tsx")
            return ProjectScanner.scan(tree.url.path).codebases.first?.sharing
        }
        let opened = try sharing("await Linking.openURL(`instagram-stories://share?source_application=1234567890`);")
        #expect(opened?.shares == true && opened?.opensURLOnly == true, "\(String(describing: opened))")
        #expect(opened?.runtimeAssets.isEmpty == true, "\(String(describing: opened?.runtimeAssets))")
        let sent = try sharing(
            "await Share.shareSingle({ social: Social.InstagramStories, appId: '1234567890', backgroundImage: uri });")
        #expect(sent?.runtimeAssets.first?.line == 7, "\(String(describing: sent?.runtimeAssets))")
    }
}
