import StoryshareJudging
import StoryshareKit
import Testing

/// The one choice of targets: forced, else configured, else what the model found, else Facebook.
struct TargetChoiceTests {
    @Test func forcedWinsOverEverything() {
        let choice = TargetChoice(forced: [.facebook, .instagram], configured: .facebook)
        #expect(choice.targets(found: [.instagram]) == [.facebook, .instagram])
        #expect(choice.strictest(found: nil) == .instagram)
        #expect(choice.isNamed)
    }

    @Test func configuredWinsOverTheModel() {
        let choice = TargetChoice(configured: .facebook)
        #expect(choice.targets(found: [.instagram]) == [.facebook])
        #expect(choice.strictest(found: [.instagram]) == .facebook)
    }

    @Test func theModelDecidesWhenNothingIsNamed() {
        let choice = TargetChoice()
        #expect(!choice.isNamed)
        #expect(choice.targets(found: [.facebook, .instagram]) == [.facebook, .instagram])
        #expect(choice.strictest(found: [.facebook, .instagram]) == .instagram)
        #expect(choice.targets(found: [.facebook]) == [.facebook])
    }

    @Test func facebookWhenNothingIsKnown() {
        #expect(TargetChoice().targets(found: nil) == [.facebook])
        #expect(TargetChoice().targets(found: []) == [.facebook])
        // An empty forced list forces nothing.
        #expect(TargetChoice(forced: []).targets(found: [.instagram]) == [.instagram])
    }
}
