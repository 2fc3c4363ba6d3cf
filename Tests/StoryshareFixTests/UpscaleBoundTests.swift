import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// `fix` scales an image up at most 4x on a side: a 1x1 colour swatch once became a flat 1080x1920 background
/// that passed every rule. Beyond the bound the file is not fixed, and the reason names its size, the scale
/// it would need, what that would reach and the bound; within it (a 270x480 background to 1080x1920, exactly
/// 4x) fixes are planned as before.
struct UpscaleBoundTests {
    static func plan(_ asset: Asset, fit: FitMode = .pad) -> FixPlan {
        let settings = RuleSettings(target: asset.target)
        let findings = Validator(settings: settings).findings(for: asset.facts, role: asset.role)
        return FixPlanner(settings: settings, options: FixOptions(fit: fit))
            .plan(facts: asset.facts, role: asset.role, findings: findings)
    }

    @Test func aSwatchIsNotBlownUpToABackground() {
        #expect(
            Self.plan(Example.image(.png, 1, 1))
                == .notFixable(
                    "1x1 would need scaling up 1080x to reach 1080x1080 (padded to 1080x1920); fix scales up at most "
                        + "4x: make a larger original"))
        #expect(
            Self.plan(Example.image(.png, 1, 1), fit: .crop)
                == .notFixable(
                    "1x1 would need scaling up 1920x to reach 1920x1920 (cropped to 1080x1920); fix scales up at most "
                        + "4x: make a larger original"))
    }

    @Test func aSmall916BackgroundNamesItsScale() {
        // 9:16 within the tolerance: scaled to exactly 1080x1920, 10.8 times as wide.
        #expect(
            Self.plan(Example.image(.jpeg, 100, 178))
                == .notFixable(
                    "100x178 would need scaling up 10.8x to reach 1080x1920; fix scales up at most 4x: make a larger "
                        + "original"))
        // Just over the bound is never said as the bound: 1080 / 269 is 4.0149.
        #expect(
            Self.plan(Example.image(.jpeg, 269, 478))
                == .notFixable(
                    "269x478 would need scaling up 4.02x to reach 1080x1920; fix scales up at most 4x: make a larger "
                        + "original"))
    }

    @Test func upToFourTimesIsStillFixed() throws {
        guard case .pixels(let exact) = Self.plan(Example.image(.jpeg, 270, 480)) else {
            Issue.record("270x480 is scaled up 4x")
            return
        }
        #expect((exact.canvasWidth, exact.canvasHeight) == (1080, 1920))
        #expect(exact.placement == Placement(scaledWidth: 1080, scaledHeight: 1920))
        // A 480x480 background cropped to cover 9:16 for Instagram: 1920x1920, 4x.
        guard case .pixels(let cover) = Self.plan(Example.image(.png, 480, 480, target: .instagram), fit: .crop)
        else {
            Issue.record("480x480 is covered at 4x")
            return
        }
        #expect((cover.placement.scaledWidth, cover.placement.scaledHeight) == (1920, 1920))
        // A 300x300 background padded: 1080x1080 on 1080x1920, 3.6x.
        guard case .pixels = Self.plan(Example.image(.png, 300, 300)) else {
            Issue.record("300x300 is scaled up 3.6x")
            return
        }
        // A tiny sticker is padded, not scaled: the bound does not apply.
        guard case .pixels(let sticker) = Self.plan(Example.image(.png, 1, 1, alpha: true, role: .sticker)) else {
            Issue.record("a 1x1 sticker is padded")
            return
        }
        #expect(sticker.placement == .original(width: 1, height: 1))
    }

    @Test(arguments: [
        (1080.0, "1080"), (10.8, "10.8"), (5, "5"), (4.5, "4.5"), (4.05, "4.05"), (4.0149, "4.02"), (4.001, "4.01"),
        (1920.0 / 478.0, "4.02"),
    ])
    func scalesAreWrittenSoThatOverTheBoundReadsOverIt(_ scale: Double, _ text: String) {
        #expect(FixPlanner.factorText(scale) == text)
    }
}
