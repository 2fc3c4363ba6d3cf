import ArgumentParser
import StoryshareReport
import StoryshareRules

extension Storyshare {
    /// `storyshare rules`: lists every rule.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every rule: id, default severity, what it applies to, summary, source, platform error code."
        )

        /// The formats `rules` prints: those of other commands, and the Markdown reference in `docs/rules.md`.
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, markdown
        }

        @Option(help: "Output format: text, json or markdown (the rule reference in docs/rules.md).")
        var format: Format = .text

        func run() throws {
            let rules = RuleRegistry.descriptions
            switch format {
            case .json: print(try RulesDocument(rules).json(), terminator: "")
            case .text: print(RulesText.render(rules), terminator: "")
            case .markdown: print(RulesMarkdown.render(), terminator: "")
            }
        }
    }
}
