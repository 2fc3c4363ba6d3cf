import Testing

@testable import StoryshareRules

/// Every rule's own examples are its tests (SwiftLint's model): triggering examples fire, the others don't.
struct RuleExamplesTests {
    @Test(arguments: RuleRegistry.assetRules.map(\.description.id))
    func assetRuleExamples(id: String) throws {
        let rule = try #require(RuleRegistry.assetRules.first { $0.description.id == id })
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
        for (index, example) in rule.triggeringExamples.enumerated() {
            let message = rule.check(example)
            #expect(message != nil, "\(id): triggering example \(index) did not fire")
            #expect(message.map { $0.count > 20 && !$0.hasSuffix(" ") } ?? true)
        }
        for (index, example) in rule.nonTriggeringExamples.enumerated() {
            #expect(
                rule.check(example) == nil, "\(id): non-triggering example \(index) fired: \(rule.check(example) ?? "")"
            )
        }
    }

    /// The examples of a rule that gives one message per problem: each triggering example gets at least one
    /// message, each a sentence; the others get none.
    static func checkExamples<Subject>(
        _ id: String, triggering: [Subject], nonTriggering: [Subject], check: (Subject) -> [String]
    ) {
        #expect(!triggering.isEmpty && !nonTriggering.isEmpty)
        for (index, example) in triggering.enumerated() {
            let messages = check(example)
            #expect(!messages.isEmpty, "\(id): triggering example \(index) did not fire")
            #expect(messages.allSatisfy { $0.count > 20 && !$0.hasSuffix(" ") }, "\(id): \(messages)")
        }
        for (index, example) in nonTriggering.enumerated() {
            #expect(check(example).isEmpty, "\(id): non-triggering example \(index) fired: \(check(example))")
        }
    }

    @Test(arguments: RuleRegistry.payloadRules.map(\.description.id))
    func payloadRuleExamples(id: String) throws {
        let rule = try #require(RuleRegistry.payloadRules.first { $0.description.id == id })
        Self.checkExamples(
            id, triggering: rule.triggeringExamples, nonTriggering: rule.nonTriggeringExamples, check: rule.check)
    }

    @Test(arguments: RuleRegistry.catalogRules.map(\.description.id))
    func catalogRuleExamples(id: String) throws {
        let rule = try #require(RuleRegistry.catalogRules.first { $0.description.id == id })
        Self.checkExamples(
            id, triggering: rule.triggeringExamples, nonTriggering: rule.nonTriggeringExamples, check: rule.check)
    }

    @Test(arguments: RuleRegistry.bundleRules.map(\.description.id))
    func bundleRuleExamples(id: String) throws {
        let rule = try #require(RuleRegistry.bundleRules.first { $0.description.id == id })
        Self.checkExamples(
            id, triggering: rule.triggeringExamples, nonTriggering: rule.nonTriggeringExamples, check: rule.check)
    }

    @Test(arguments: RuleRegistry.appFileRules.map(\.description.id))
    func appFileRuleExamples(id: String) throws {
        let rule = try #require(RuleRegistry.appFileRules.first { $0.description.id == id })
        Self.checkExamples(
            id, triggering: rule.triggeringExamples, nonTriggering: rule.nonTriggeringExamples,
            check: { rule.check($0).map(\.text) })
        // A finding in a text file points at a line: each triggering example with lines says where.
        for (index, example) in rule.triggeringExamples.enumerated() {
            let hasLines: Bool
            switch example.facts {
            case .infoPlist(let facts): hasLines = facts.root != nil
            case .androidManifest, .shareCode: hasLines = true
            case .malformed(_, _, let location): hasLines = location != nil
            case .unreadable: hasLines = false
            }
            for message in rule.check(example) where hasLines {
                #expect(message.location != nil, "\(id): triggering example \(index) says no line")
            }
        }
    }

    @Test func idsAreUniqueStableAndMatchTheSpec() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber }, "\(id) is not kebab-case")
        }
        // Every rule id the rule reference (docs/rules.md) lists, unchanged.
        let spec = [
            "file-unreadable", "format-unsupported", "format-extension-mismatch", "image-corrupt", "image-too-small",
            "image-too-large-bytes", "image-dimensions-excessive", "image-animated", "image-cmyk",
            "background-aspect-ratio", "background-oversized", "background-too-small-instagram", "sticker-dimensions",
            "sticker-opaque", "video-no-video-track", "video-codec-unsupported", "video-corrupt", "video-too-long",
            "video-too-long-instagram-ios", "video-resolution", "video-too-large-bytes", "payload-app-id-missing",
            "payload-app-id-invalid", "payload-no-asset", "payload-background-conflict", "color-invalid",
            "color-half-specified", "color-ignored", "payload-content-url-invalid", "bundle-malformed",
            "bundle-integrity", "bundle-expired", "asset-catalog-malformed", "ios-query-scheme-missing",
            "ios-query-schemes-over-limit", "ios-query-scheme-duplicate", "ios-facebook-app-id-missing",
            "app-id-mismatch",
            "android-query-missing", "android-file-provider-missing", "info-plist-malformed",
            "android-manifest-malformed", "share-app-id-missing", "share-app-id-invalid", "info-plist-duplicate-key",
            "share-remote-url", "share-asset-bundled-key", "share-color-invalid", "share-link-instagram",
            "share-link-placeholder", "share-uri-not-granted", "share-file-uri", "share-library-defect",
            "android-file-provider-path", "share-asset-not-found", "share-payload-missing", "share-image-not-data",
            "android-file-provider-authority",
        ]
        #expect(Set(ids) == Set(spec))
    }

    @Test func everyRuleKnowsItsFamily() {
        #expect(RuleRegistry.assetRules.allSatisfy { $0.description.family == .asset })
        #expect(RuleRegistry.catalogRules.allSatisfy { $0.description.family == .catalog })
        #expect(RuleRegistry.payloadRules.allSatisfy { $0.description.family == .payload })
        #expect(RuleRegistry.bundleRules.allSatisfy { $0.description.family == .bundle })
        #expect(RuleRegistry.appFileRules.allSatisfy { $0.description.family == .app })
        #expect(Set(RuleRegistry.descriptions.map(\.family)) == Set(RuleFamily.allCases))
    }

    @Test func defaultSeveritiesFollowTheSpec() {
        let expected: [String: Severity] = [
            "format-extension-mismatch": .warning, "image-animated": .warning, "image-cmyk": .warning,
            "background-aspect-ratio": .warning, "background-oversized": .warning, "sticker-dimensions": .info,
            "sticker-opaque": .info, "video-too-long-instagram-ios": .warning, "video-too-large-bytes": .warning,
            "color-half-specified": .warning, "color-ignored": .info, "bundle-expired": .warning,
            "ios-query-schemes-over-limit": .warning, "ios-query-scheme-duplicate": .warning,
            "info-plist-duplicate-key": .warning, "share-link-instagram": .info,
            "share-library-defect": .warning, "share-asset-not-found": .warning, "share-link-placeholder": .warning,
            "share-payload-missing": .warning, "share-image-not-data": .warning,
        ]
        for rule in RuleRegistry.descriptions {
            #expect(rule.defaultSeverity == expected[rule.id, default: .error], "\(rule.id)")
        }
        let withCode = RuleRegistry.descriptions.filter { $0.platformErrorCode == 102 }.map(\.id)
        #expect(Set(withCode) == ["image-too-small", "image-too-large-bytes"])
    }
}
