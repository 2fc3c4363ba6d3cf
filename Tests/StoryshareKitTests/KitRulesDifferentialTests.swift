import Foundation
import StoryshareBundle
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareKit

/// The app's own checks (StoryshareKit, from headers) and the command line's rules (the full probe and decode) on
/// every image and video of testdata/, as each kind of asset and for each target: the same rules fire with the
/// same messages, beyond what the Kit cannot see by design (``Exceptions``).
struct KitRulesDifferentialTests {
    /// What the Kit cannot see, and why.
    enum Exceptions {
        /// Only a full decode finds corrupt pixel data (CRC, zlib, entropy-coded data, a truncated scan) or a
        /// progressive JPEG whose decode would hold too much memory: the Kit reports these only when the headers
        /// already show them, so its findings of these rules are a subset of the command line's, and their
        /// messages (the decoder's or parser's own words) are not compared.
        static let decodeOnly: Set<String> = ["image-corrupt", "image-dimensions-excessive"]
        /// Both read the MP4/MOV boxes and refuse the same files, each saying why in its own parser's words.
        static let parserWords: Set<String> = ["video-corrupt"]
        /// Rules that wait for a clean decode: on a file whose full decode fails (or is refused) the command line
        /// holds them back, while the Kit, which does not decode, still speaks.
        static let afterCleanDecode: Set<String> = [
            "background-aspect-ratio", "background-oversized", "sticker-dimensions",
        ]
        /// The Kit reads MP4 and MOV boxes; WebM and Matroska (which no iOS exporter writes) are identified by
        /// their magic only, so the rules that need their container's facts are the command line's alone.
        static let containerFacts: Set<String> = [
            "video-corrupt", "video-no-video-track", "video-codec-unsupported", "video-too-long",
            "video-too-long-instagram-ios", "video-resolution", "background-aspect-ratio",
        ]
    }

    static let testdata = KitClosureTests.repository.appendingPathComponent("testdata")

    /// Every image and video file under testdata's media folders (reference records left out).
    static let files: [String] = {
        var paths: [String] = []
        for folder in ["images", "hostile", "jpeg-modes", "video"] {
            let url = testdata.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where !name.hasSuffix(".json") && !name.hasSuffix(".md") {
                paths.append("\(folder)/\(name)")
            }
        }
        return paths
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.files.count > 120, "\(Self.files.count) files")
        #expect(Self.files.contains("hostile/giant-100000x100000.png"))
        #expect(Self.files.contains("video/h264-21s.mp4"))
    }

    @Test(arguments: files)
    func theKitAndTheRulesAgree(file: String) throws {
        let url = Self.testdata.appendingPathComponent(file)
        let probed = MediaProbe.probe(path: url.path)
        let kitFacts = StoryAsset(file: url).facts()
        let decodeFailed = probed.kind == .image && (probed.decodeError != nil || probed.decodeSkipped != nil)
        let ebml = probed.format == .webm || probed.format == .matroska
        for target in ShareTarget.allCases {
            for key in [PayloadKey.backgroundImage, .backgroundVideo, .stickerImage] {
                let validator = Validator(settings: RuleSettings(target: target))
                var cli: [String: String] = [:]
                for finding in validator.findings(for: probed, role: try #require(key.role), expectedKind: key.kind) {
                    cli[finding.rule] = finding.message
                }
                var kit: [String: String] = [:]
                let found = StoryAssetCheck.findings(
                    kitFacts, key: key, name: url.lastPathComponent, target: target, limits: StoryLimits())
                for finding in found { kit[finding.rule.id] = finding.message }
                let context = "\(file) as \(key.rawValue) to \(target.rawValue)\nCLI: \(cli)\nKit: \(kit)"
                for rule in Set(cli.keys).union(kit.keys) {
                    if ebml && Exceptions.containerFacts.contains(rule) { continue }
                    if decodeFailed && Exceptions.afterCleanDecode.contains(rule) { continue }
                    if Exceptions.decodeOnly.contains(rule) {
                        #expect(cli[rule] != nil || kit[rule] == nil, "the Kit sees more than a decode: \(context)")
                        continue
                    }
                    if Exceptions.parserWords.contains(rule) {
                        #expect((cli[rule] == nil) == (kit[rule] == nil), "\(rule): \(context)")
                        continue
                    }
                    #expect(cli[rule] == kit[rule], "\(rule): \(context)")
                }
            }
        }
    }

    /// The payload rules' own examples, through the Kit's check and the command line's rules.
    @Test func thePayloadRulesAgreeOnTheirExamples() throws {
        let image = try Data(contentsOf: Self.testdata.appendingPathComponent("images/background-1080x1920.jpg"))
        let sticker = try Data(contentsOf: Self.testdata.appendingPathComponent("images/sticker-640x480-alpha.png"))
        let drafts = RuleRegistry.payloadRules.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }
        #expect(drafts.count > 30)
        for draft in drafts {
            var payload = StoryPayload(target: draft.target, appID: draft.appID ?? "")
            payload.backgroundImage = draft.backgroundImage.map { _ in StoryAsset(image) }
            payload.backgroundVideo = draft.backgroundVideo.map { _ in StoryAsset(image) }
            payload.sticker = draft.sticker.map { _ in StoryAsset(sticker) }
            (payload.topColor, payload.bottomColor, payload.contentURL) =
                (draft.topColor, draft.bottomColor, draft.contentURL)
            let cli = Validator().findings(for: draft, path: "payload").map { "\($0.rule): \($0.message)" }
            let kit = payload.check().filter { $0.subject == "payload" }.map { "\($0.rule.id): \($0.message)" }
            #expect(cli.sorted() == kit.sorted(), "\(draft)")
        }
    }
}
