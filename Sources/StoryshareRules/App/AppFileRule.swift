/// A rule about an app's Info.plist or AndroidManifest.xml, SwiftLint style: a self-describing value whose
/// examples are its tests. Rules read facts; they never read files.
public struct AppFileRule: Sendable {
    /// Its id, severity, summary and source.
    public let description: RuleDescription
    /// One message per problem found (a scheme listed twice twice), each with where it points; empty when silent.
    public let check: @Sendable (AppFile) -> [LocatedMessage]
    /// Files the rule must fire on.
    public let triggeringExamples: [AppFile]
    /// Files the rule must stay silent on.
    public let nonTriggeringExamples: [AppFile]

    /// An app-file rule described by `description`, checked by `check`, its examples run by the tests.
    public init(
        _ description: RuleDescription, triggering: [AppFile], nonTriggering: [AppFile],
        check: @escaping @Sendable (AppFile) -> [LocatedMessage]
    ) {
        self.description = description.inFamily(.app)
        self.check = check
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}
