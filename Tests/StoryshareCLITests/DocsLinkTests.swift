import Foundation
import Testing

/// Every relative link of the README and the docs pages leads somewhere: to a file of the repository and, when it
/// names one, to an anchor a heading of that page makes.
struct DocsLinkTests {
    /// The README and every Markdown page in docs/ (the field notes and the generated rule reference included).
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: CLI.repository.appendingPathComponent("docs").path
        ).filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md"] + docs.map { "docs/\($0)" }
    }

    @Test func headingsMakeTheAnchorsGitHubMakes() {
        #expect(MarkdownLinks.slug("Knowing the app: `storyshare scan`") == "knowing-the-app-storyshare-scan")
        #expect(MarkdownLinks.slug("In Xcode: `--format xcode`") == "in-xcode---format-xcode")
        #expect(MarkdownLinks.slug("Install, and more") == "install-and-more")
        #expect(MarkdownLinks.anchors(in: "# A\n```\n# not a heading\n```\n## A\n") == ["a", "a-1"])
        #expect(
            MarkdownLinks.relativeLinks(
                in: "[a](b.md#c) `[x](y.md)` [u](https://e.org) ![p](d/p.png)\n```\n[z](z.md)\n```")
                == [.init(target: "b.md#c", line: 1), .init(target: "d/p.png", line: 1)])
    }

    @Test func everyRelativeLinkLeadsToAFileAndAnchor() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try ReadmeExampleTests.page(page)
            let folder = page.split(separator: "/").dropLast().joined(separator: "/")
            for link in MarkdownLinks.relativeLinks(in: text) {
                checked += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file =
                    path.isEmpty
                    ? CLI.repository.appendingPathComponent(page)
                    : CLI.repository.appendingPathComponent(folder.isEmpty ? path : "\(folder)/\(path)")
                        .standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(page):\(link.line): \(link.target): no such file")
                    continue
                }
                guard parts.count == 2 else { continue }
                let target = try String(contentsOf: file, encoding: .utf8)
                #expect(
                    MarkdownLinks.anchors(in: target).contains(String(parts[1])),
                    "\(page):\(link.line): \(link.target): no heading makes that anchor")
            }
        }
        #expect(checked > 50)
    }
}
