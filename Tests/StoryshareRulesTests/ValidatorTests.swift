import StoryshareKit
import StoryshareMedia
import Testing

@testable import StoryshareRules

struct ValidatorTests {
    @Test func messageNamesValueLimitAndFix() throws {
        let facts = Example.image(.png, 300, 300, alpha: true, role: .sticker).facts
        let findings = Validator().findings(for: facts, role: .sticker)
        let finding = try #require(findings.first { $0.rule == "image-too-small" })
        #expect(
            finding.message == "image is 300x300 px: both sides are under 480 px; the platform needs at least 480x480 "
                + "(error 102). Export it at 480 px or more on each side.")
        #expect(finding.severity == .error)
        #expect(finding.platformErrorCode == 102)
        #expect(finding.path == "example.png")
    }

    /// Instagram's background minimum has two sides: the message says which one is short, or that both are.
    @Test(arguments: [
        (1920, 1080, "image is 1920x1080 px: 1080 px tall, under 1280; Instagram needs at least 720x1280"),
        (700, 1300, "image is 700x1300 px: 700 px wide, under 720; Instagram needs at least 720x1280"),
        (650, 1156, "image is 650x1156 px: 650 px wide, under 720, and 1156 px tall, under 1280; Instagram needs"),
    ])
    func instagramBackgroundSaysWhichSideIsShort(width: Int, height: Int, message: String) throws {
        let facts = Example.image(.jpeg, width, height).facts
        let findings = Validator(settings: RuleSettings(target: .instagram)).findings(for: facts, role: .background)
        let finding = try #require(findings.first { $0.rule == "background-too-small-instagram" })
        #expect(finding.message.hasPrefix(message), "\(finding.message)")
    }

    @Test func unreadableFileGetsOnlyThatFinding() {
        var facts = MediaFacts(path: "missing.jpg")
        facts.readError = "no such file"
        let findings = Validator().findings(for: facts, role: .background)
        #expect(findings.map(\.rule) == ["file-unreadable"])
    }

    @Test func unsupportedFormatStopsOtherRules() {
        var facts = Example.image(.gif, 100, 100).facts
        facts.path = "anim.png"
        let findings = Validator().findings(for: facts, role: .background)
        #expect(findings.map(\.rule) == ["format-unsupported", "format-extension-mismatch"])
    }

    @Test func severityOverridesAndOff() {
        let facts = Example.image(.jpeg, 640, 480, role: .sticker).facts
        #expect(Validator().findings(for: facts, role: .sticker).map(\.rule) == ["sticker-opaque"])
        let off = Validator(settings: RuleSettings(severities: ["sticker-opaque": .off]))
        #expect(off.findings(for: facts, role: .sticker).isEmpty)
        let raised = Validator(settings: RuleSettings(severities: ["sticker-opaque": .on(.error)]))
        #expect(raised.findings(for: facts, role: .sticker).first?.severity == .error)
    }

    @Test func targetAndLimitsComeFromSettings() {
        let facts = Example.image(.jpeg, 600, 1067).facts
        #expect(
            !Validator().findings(for: facts, role: .background).contains {
                $0.rule == "background-too-small-instagram"
            })
        let instagram = Validator(settings: RuleSettings(target: .instagram))
        #expect(
            instagram.findings(for: facts, role: .background).contains { $0.rule == "background-too-small-instagram" })
        var limits = Limits()
        limits.minImageSide = 700
        let strict = Validator(settings: RuleSettings(limits: limits))
        let message = strict.findings(for: facts, role: .background).first { $0.rule == "image-too-small" }?.message
        #expect(message?.contains("at least 700x700") == true)
    }

    @Test func geometryAdviceWaitsForACleanDecode() {
        var facts = Example.image(.png, 100_000, 100_000).facts
        facts.decodeSkipped = "over the cap"
        let rules = Validator().findings(for: facts, role: .background).map(\.rule)
        #expect(rules == ["image-dimensions-excessive"])
    }

    @Test func payloadFindingsCarryThePath() {
        let draft = PayloadDraft(appID: "12", topColor: "#12345678")
        let findings = Validator().findings(for: draft, path: "share.bundle")
        #expect(
            findings.map(\.rule) == [
                "payload-app-id-invalid", "payload-no-asset", "color-invalid", "color-half-specified",
            ])
        #expect(findings.allSatisfy { $0.path == "share.bundle" })
        #expect(findings.first { $0.rule == "color-invalid" }?.message.contains("alpha") == true)
    }

    @Test func halfSpecifiedColourSaysWhatTheFillBecomes() {
        let validator = Validator()
        let red = validator.findings(for: PayloadDraft(appID: "12345", sticker: "s.png", topColor: "#f00"), path: "p")
        #expect(red.first { $0.rule == "color-half-specified" }?.message.contains("#222222, a gradient") == true)
        let dark = validator.findings(
            for: PayloadDraft(appID: "12345", sticker: "s.png", bottomColor: "#222"), path: "p")
        let message = dark.first { $0.rule == "color-half-specified" }?.message ?? ""
        #expect(message.contains("the top becomes #222222, a solid fill"), "\(message)")
    }

    @Test func appFileFindingsCarryTheirLineAndInfosStayInfos() {
        let validator = Validator(settings: RuleSettings(severities: ["ios-query-scheme-duplicate": .on(.error)]))
        let file = Example.infoPlist(
            schemes: ["facebook-stories", "facebook-stories"], appID: "$(FACEBOOK_APP_ID)", targets: [.facebook])
        let findings = validator.findings(for: file, path: "App/Info.plist")
        // In the order of their lines.
        #expect(findings.map(\.rule) == ["ios-facebook-app-id-missing", "ios-query-scheme-duplicate"])
        #expect(
            findings.map(\.severity) == [.info, .error], "a build setting is an info, whatever the rule's severity")
        #expect(findings.map(\.line) == [6, 10] && findings.map(\.column) == [2, 3])
        #expect(findings.allSatisfy { $0.path == "App/Info.plist" })
        let off = Validator(settings: RuleSettings(severities: ["ios-facebook-app-id-missing": .off]))
        #expect(off.findings(for: Example.infoPlist(appID: nil), path: "p").isEmpty)
    }

    @Test func contentURLChecks() {
        #expect(StoryMessage.contentURLInvalid("https://example.com/x") == nil)
        #expect(StoryMessage.contentURLInvalid("fb123://open") == nil)
        #expect(StoryMessage.contentURLInvalid("https:example.com") != nil)
        #expect(StoryMessage.contentURLInvalid("1http://x") != nil)
        #expect(StoryMessage.contentURLInvalid("DATA:text/html,hi")?.contains("data:") == true)
    }
}
