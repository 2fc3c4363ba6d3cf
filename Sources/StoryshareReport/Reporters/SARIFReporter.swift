import StoryshareMedia
import StoryshareRules
import StoryshareSystem

/// SARIF 2.1.0 (OASIS) as GitHub code scanning takes it: every rule of the registry in
/// `tool.driver.rules`, one result per finding pointing at its file by a percent-encoded URI relative
/// to `%SRCROOT%` (the working directory), or by a `file://` URI when the file lies outside it.
public enum SARIFReporter: Reporter {
    /// `--format sarif`.
    public static let identifier = "sarif"

    /// The `$schema` GitHub's documentation uses for SARIF 2.1.0.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base id relative artifact URIs are resolved against.
    static let sourceRoot = "%SRCROOT%"

    /// The SARIF log for `report`, as pretty JSON with sorted keys and a final newline.
    public static func generateReport(_ report: Report, context: ReportContext) throws -> String {
        try JSONReporter.encode(log(for: report, context: context)) + "\n"
    }

    /// The SARIF object model of `report` (one run).
    static func log(for report: Report, context: ReportContext) -> Log {
        var descriptions = RuleRegistry.descriptions
        // A finding from a rule the registry does not list still gets a descriptor, so `ruleIndex` holds.
        for finding in report.findings where !descriptions.contains(where: { $0.id == finding.rule }) {
            descriptions.append(
                RuleDescription(
                    id: finding.rule, summary: finding.rule,
                    defaultSeverity: finding.severity, appliesTo: "files",
                    source: ToolInfo.name))
        }
        let index = Dictionary(descriptions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let base = ReportPath.normalized(context.workingDirectory)
        let baseURI = base.isAbsolute ? ArtifactLocation(uri: fileURI(base, directory: true)) : nil
        let run = Run(
            tool: Tool(driver: Driver(rules: descriptions.map(ReportingDescriptor.init))),
            originalUriBaseIds: baseURI.map { [sourceRoot: $0] },
            invocations: [
                Invocation(
                    executionSuccessful: true, workingDirectory: baseURI,
                    toolExecutionNotifications: report.notes.isEmpty
                        ? nil
                        : report.notes.map {
                            Notification(level: "error", message: Message(text: DisplayText.escaped($0)))
                        },
                    properties: context.configurationFile == nil && report.baselined == nil
                        ? nil
                        : InvocationProperties(
                            configurationFile: context.configurationFile.map(DisplayText.escaped),
                            baselined: report.baselined))
            ],
            results: results(report.findingsByFile, ruleIndex: index, workingDirectory: context.workingDirectory))
        return Log(runs: [run])
    }

    private static func results(
        _ findings: [(file: Report.File, finding: Finding)], ruleIndex: [String: Int],
        workingDirectory: String
    ) -> [Result] {
        var seen: [String: Int] = [:]
        return findings.map { file, finding in
            let location = ReportPath(finding.path, workingDirectory: workingDirectory)
            // A rule that fires twice on one file (a payload's two colours) keeps distinct fingerprints.
            let key = finding.rule + "\u{0}" + location.string
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return Result(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule] ?? 0, level: level(finding.severity),
                message: Message(text: DisplayText.escaped(finding.message(subject: file.subject))),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: artifact(location),
                            region: .init(startLine: finding.line ?? 1, startColumn: finding.column)))
                ],
                partialFingerprints: [
                    fingerprintName: fingerprint(rule: finding.rule, path: location, occurrence: occurrence)
                ],
                properties: ResultProperties(file, platformErrorCode: finding.platformErrorCode))
        }
    }

    /// SARIF levels: `info` has no SARIF name and maps to `note`.
    static func level(_ severity: Severity) -> String { severity.noteLevel }

    /// `image-too-small` → `ImageTooSmall`, the conventional SARIF rule `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// A relative path becomes a URI reference against `%SRCROOT%`; an absolute one a `file://` URI.
    static func artifact(_ path: ReportPath) -> ArtifactLocation {
        if path.isAbsolute { return ArtifactLocation(uri: fileURI(path, directory: false)) }
        let uri = path.components.isEmpty ? "." : PercentEncoding.encodePath(path.components)
        return ArtifactLocation(uri: uri, uriBaseId: sourceRoot)
    }

    /// `file:///a%20b/c.png`; a directory's URI ends with `/`, as SARIF requires of base URIs.
    static func fileURI(_ path: ReportPath, directory: Bool) -> String {
        let encoded = PercentEncoding.encodePath(path.components)
        let trailing = directory && !path.components.isEmpty ? "/" : ""
        return "file:///" + encoded + trailing
    }

    /// The name under which results carry their fingerprint.
    static let fingerprintName = "storyshareFindingHash/v1"

    /// A fingerprint that survives edits to the file's content: the rule, the normalised path and
    /// which of the rule's findings on that path this is, hashed with 64-bit FNV-1a (stable across
    /// runs and platforms, unlike `Hasher`).
    static func fingerprint(rule: String, path: ReportPath, occurrence: Int = 0) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let key = rule + "\u{0}" + path.string + (occurrence > 0 ? "\u{0}\(occurrence)" : "")
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

// MARK: - The SARIF object model (only what storyshare writes)

extension SARIFReporter {
    struct Log: Encodable {
        let schema = SARIFReporter.schemaURI
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]?
        let invocations: [Invocation]
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = ToolInfo.name
        let version = ToolInfo.version
        let semanticVersion = ToolInfo.version
        let informationUri = ToolInfo.informationURI
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        struct Configuration: Encodable {
            let level: String
        }

        /// GitHub reads `tags`, `precision` and `problem.severity` (error, warning, recommendation).
        struct Properties: Encodable {
            let tags: [String]
            let precision = "very-high"
            let problemSeverity: String
            let appliesTo: String
            let source: String
            let platformErrorCode: Int?

            enum CodingKeys: String, CodingKey {
                case tags, precision, appliesTo, source, platformErrorCode
                case problemSeverity = "problem.severity"
            }
        }

        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: MultiformatMessage
        let defaultConfiguration: Configuration
        let properties: Properties

        init(_ rule: RuleDescription) {
            let code = rule.platformErrorCode.map { " Platform error code: \($0)." } ?? ""
            let configure =
                "Change its severity or turn it off in `.storyshare.yml`, under `rules:` "
                + "(`\(rule.id): off`)."
            id = rule.id
            name = SARIFReporter.pascalCase(rule.id)
            shortDescription = Message(text: rule.summary)
            fullDescription = Message(
                text: "\(rule.summary) Applies to: \(rule.appliesTo). Source: \(rule.source).\(code)")
            let facts =
                [
                    ("Applies to", rule.appliesTo), ("Default severity", rule.defaultSeverity.rawValue),
                    ("Source", rule.source),
                ] + (rule.platformErrorCode.map { [("Platform error code", "\($0)")] } ?? [])
            let plain = facts.map { "\($0): \($1)." }.joined(separator: "\n")
            let bullets = facts.map { "- **\($0):** \($1)" }.joined(separator: "\n")
            help = MultiformatMessage(
                text: "\(rule.summary)\n\n\(plain)\n\n\(configure)",
                markdown: "\(rule.summary)\n\n\(bullets)\n\n\(configure)")
            defaultConfiguration = Configuration(level: SARIFReporter.level(rule.defaultSeverity))
            properties = Properties(
                tags: ["storyshare", rule.family.rawValue],
                problemSeverity: rule.defaultSeverity == .info ? "recommendation" : rule.defaultSeverity.rawValue,
                appliesTo: rule.appliesTo, source: rule.source, platformErrorCode: rule.platformErrorCode)
        }
    }

    struct Message: Encodable {
        let text: String
    }

    struct MultiformatMessage: Encodable {
        let text: String
        let markdown: String
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        var uriBaseId: String?
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let workingDirectory: ArtifactLocation?
        /// Why nothing was judged, when a directory held nothing to check.
        let toolExecutionNotifications: [Notification]?
        let properties: InvocationProperties?
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
    }

    /// The configuration file that applied to the run, and how many findings a baseline left out.
    struct InvocationProperties: Encodable {
        let configurationFile: String?
        let baselined: Int?
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let properties: ResultProperties?
    }

    /// What a result is about besides its file: the role the file was judged in, the asset catalog's set
    /// and the scale judged when the file stands for one, and the platform's error code when the rule has one.
    struct ResultProperties: Encodable {
        let platformErrorCode: Int?
        let role: String?
        let asset: String?
        let scale: String?
        /// What an app's file is: `info-plist`, `android-manifest`.
        let kind: String?

        init(_ file: Report.File, platformErrorCode: Int?) {
            self.platformErrorCode = platformErrorCode
            switch file.content {
            case .asset(let role, _, let asset):
                self.role = role.rawValue
                self.asset = asset.map { DisplayText.escaped($0.name) }
                scale = asset?.scale
                kind = nil
            case .appFile(let facts):
                role = nil
                asset = nil
                scale = nil
                kind = facts.kind.rawValue
            }
        }
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        /// The finding's line and column in a text file. Images and videos have no lines; GitHub needs a
        /// region, so their results point at line 1.
        struct Region: Encodable {
            let startLine: Int
            let startColumn: Int?
        }

        let artifactLocation: ArtifactLocation
        let region: Region
    }
}
