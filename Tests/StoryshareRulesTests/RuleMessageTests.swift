import Testing

@testable import StoryshareRules

/// The library speaks in its own terms: no rule message names a command-line flag (the command line adds
/// its own hints), and every message says what is wrong in a sentence.
struct RuleMessageTests {
    static func namesAFlag(_ message: String) -> Bool {
        message.split(separator: " ").contains { word in
            word.hasPrefix("--") && word.dropFirst(2).first?.isLetter == true
        }
    }

    @Test func assetRuleMessagesNameNoFlag() {
        for rule in RuleRegistry.assetRules {
            for example in rule.triggeringExamples {
                let message = rule.check(example) ?? ""
                #expect(!Self.namesAFlag(message), "\(rule.description.id): \(message)")
            }
        }
    }

    @Test func payloadRuleMessagesNameNoFlag() {
        for rule in RuleRegistry.payloadRules {
            for example in rule.triggeringExamples {
                for message in rule.check(example) {
                    #expect(!Self.namesAFlag(message), "\(rule.description.id): \(message)")
                }
            }
        }
    }

    @Test func catalogRuleMessagesNameNoFlag() {
        for rule in RuleRegistry.catalogRules {
            for example in rule.triggeringExamples {
                for message in rule.check(example) {
                    #expect(!Self.namesAFlag(message), "\(rule.description.id): \(message)")
                }
            }
        }
    }

    @Test func theCheckOfThisTestWorks() {
        #expect(Self.namesAFlag("Pass --app-id with your ID."))
        #expect(!Self.namesAFlag("a range 5--20 and a dash -- like this"))
    }
}
