import StoryshareProject

/// What a rule judges: the facts of one kind of thing, which names the family its rules are reported in.
public protocol RuleSubject: Sendable {
    /// The family of the rules that judge it.
    static var ruleFamily: RuleFamily { get }
}

/// A rule, SwiftLint style: a self-describing value whose examples are its tests. It reads facts, never files.
/// `Verdict` is what the check says: an optional message for a rule that finds at most one problem (an asset
/// rule), or one message per problem found (a scheme listed twice, twice), empty when silent.
public struct Rule<Subject: RuleSubject, Verdict: Sendable>: Sendable {
    /// Its id, severity, summary, family and source.
    public let description: RuleDescription
    /// What is wrong with a subject (each message the value, the limit and the fix), or silence.
    public let check: @Sendable (Subject) -> Verdict
    /// Subjects the rule must fire on.
    public let triggeringExamples: [Subject]
    /// Subjects the rule must stay silent on.
    public let nonTriggeringExamples: [Subject]

    /// A rule described by `description` (in its subject's family), checked by `check`, its examples run by the
    /// tests.
    public init(
        _ description: RuleDescription, triggering: [Subject], nonTriggering: [Subject],
        check: @escaping @Sendable (Subject) -> Verdict
    ) {
        self.description = description.inFamily(Subject.ruleFamily)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// A rule about one file (image or video): at most one message.
public typealias AssetRule = Rule<Asset, String?>
/// A rule about an image set or data set of an asset catalog as a whole (its `Contents.json` and the files it
/// lists), before any file of it is judged by the asset rules: one message per problem.
public typealias CatalogRule = Rule<CatalogAssetFacts, [String]>
/// A rule about the payload as a whole (app ID, assets present, colours, link): one message per problem.
public typealias PayloadRule = Rule<PayloadDraft, [String]>
/// A rule about a bundle file (`verify`): its structure, its assets against their manifest, its expiry.
public typealias BundleRule = Rule<BundleFacts, [String]>
/// A rule about an app's Info.plist, AndroidManifest.xml or sharing code: one message per problem, each with
/// where it points.
public typealias AppFileRule = Rule<AppFile, [LocatedMessage]>

extension Asset: RuleSubject {
    /// Asset rules.
    public static var ruleFamily: RuleFamily { .asset }
}

extension CatalogAssetFacts: RuleSubject {
    /// Catalog rules.
    public static var ruleFamily: RuleFamily { .catalog }
}

extension PayloadDraft: RuleSubject {
    /// Payload rules.
    public static var ruleFamily: RuleFamily { .payload }
}

extension BundleFacts: RuleSubject {
    /// Bundle rules.
    public static var ruleFamily: RuleFamily { .bundle }
}

extension AppFile: RuleSubject {
    /// App-file rules.
    public static var ruleFamily: RuleFamily { .app }
}
