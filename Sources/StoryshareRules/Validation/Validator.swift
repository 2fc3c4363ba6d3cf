import StoryshareKit
import StoryshareMedia
import StoryshareProject

/// Runs the rules over facts and payloads. Pure: it never reads files (`MediaProbe` does that).
public struct Validator: Sendable {
    /// The target, limits and severities the rules run with.
    public var settings: RuleSettings

    /// A validator running every rule with `settings`.
    public init(settings: RuleSettings = RuleSettings()) {
        self.settings = settings
    }

    /// Probe options that match the settings (the pixel cap is a limit).
    public var probeOptions: ProbeOptions { ProbeOptions(maxPixels: settings.limits.maxPixels) }

    /// Findings for one file used in `role`; `expectedKind`, when given, is the kind of content the
    /// file's place demands (a bundle's background image must be an image), judged by `format-unsupported`.
    ///
    /// A file that cannot be read gets only `file-unreadable`; a format the platform does not take gets
    /// only `format-unsupported` (and `format-extension-mismatch`): the other rules would only repeat it.
    public func findings(for facts: MediaFacts, role: AssetRole, expectedKind: MediaKind? = nil) -> [Finding] {
        let asset = Asset(
            facts: facts, role: role, target: settings.target, limits: settings.limits, expectedKind: expectedKind)
        let fired = RuleRegistry.assetRules.compactMap { rule in
            rule.check(asset).map { (id: rule.description.id, rule: rule, message: $0) }
        }
        let rules = Set(fired.compactMap { StoryRule(rawValue: $0.id) })
        return fired.filter { StoryRule(rawValue: $0.id).map { StoryAssetCheck.isReported($0, among: rules) } ?? true }
            .compactMap { finding($0.rule.description, $0.message, path: facts.path) }
    }

    /// Findings about an asset catalog's image set or data set as a whole, pointing at its
    /// ``CatalogAssetFacts/reportedPath``. The file it stands for is judged apart, with
    /// ``findings(for:role:expectedKind:)``.
    public func findings(for catalogAsset: CatalogAssetFacts) -> [Finding] {
        RuleRegistry.catalogRules.flatMap { rule in
            rule.check(catalogAsset).compactMap { finding(rule.description, $0, path: catalogAsset.reportedPath) }
        }
    }

    /// Findings for a payload; `path` names it in findings (the bundle's output path, say).
    public func findings(for payload: PayloadDraft, path: String) -> [Finding] {
        RuleRegistry.payloadRules.flatMap { rule in
            rule.check(payload).compactMap { finding(rule.description, $0, path: path) }
        }
    }

    /// Findings about an app's Info.plist or AndroidManifest.xml at `path`, each at its line where the file
    /// has lines, in the order of their lines (as a compiler lists them). A rule's informational message (a build
    /// setting storyshare cannot resolve) is an `info`.
    public func findings(for file: AppFile, path: String) -> [Finding] {
        let findings = RuleRegistry.appFileRules.flatMap { rule -> [Finding] in
            rule.check(file).compactMap { message -> Finding? in
                guard var located = finding(rule.description, message.text, path: path) else { return nil }
                if message.isInformational { located.severity = .info }
                located.line = message.location?.line
                located.column = message.location?.column
                return located
            }
        }
        return findings.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
    }

    /// A finding of `rule` with its configured severity, or `nil` when the rule is off.
    public func finding(_ rule: RuleDescription, _ message: String, path: String) -> Finding? {
        guard let severity = settings.severity(of: rule) else { return nil }
        return Finding(
            rule: rule.id, severity: severity, message: message, path: path,
            platformErrorCode: rule.platformErrorCode)
    }
}
