import ArgumentParser
import StoryshareReport
import StoryshareRules

extension Storyshare {
    /// `storyshare rules`: lists every rule.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every rule: id, default severity, what it applies to, summary, source, platform error code."
        )

        @Option(help: "Output format: text or json.")
        var format: DocumentFormat = .text

        func run() throws {
            let rules = RuleRegistry.descriptions
            switch format {
            case .json:
                struct Entry: Encodable {
                    let id, defaultSeverity, appliesTo, summary, source: String
                    let platformErrorCode: Int?
                }
                struct Document: Encodable {
                    let rules: [Entry]
                }
                let entries = rules.map {
                    Entry(
                        id: $0.id, defaultSeverity: $0.defaultSeverity.rawValue, appliesTo: $0.appliesTo,
                        summary: $0.summary, source: $0.source, platformErrorCode: $0.platformErrorCode)
                }
                print(try JSONReporter.encode(Document(rules: entries)))
            case .text:
                let width = rules.map(\.id.count).max() ?? 0
                for rule in rules {
                    let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                    let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                    let code = rule.platformErrorCode.map { " (platform error \($0))" } ?? ""
                    print("\(id)  \(severity)  \(rule.summary)\(code)")
                }
            }
        }
    }
}
