import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// Whatever the limits ask for, `fix` never plans or allocates a canvas over the pixel cap: a minimum side
/// of 100,000 once made even `fix --dry-run` allocate 40 GB and abort. The plan says why instead, in the
/// words of the result's size and the cap.
struct CanvasCapTests {
    static func plan(_ asset: Asset, limits: Limits) -> FixPlan {
        let settings = RuleSettings(target: asset.target, limits: limits)
        let findings = Validator(settings: settings).findings(for: asset.facts, role: asset.role)
        return FixPlanner(settings: settings, options: FixOptions())
            .plan(facts: asset.facts, role: asset.role, findings: findings)
    }

    @Test func aHugeMinimumSideIsRefusedNamingTheResultAndTheCap() {
        var limits = Limits()
        limits.minImageSide = 100_000
        let plan = Self.plan(Example.image(.png, 300, 200, alpha: true, role: .sticker), limits: limits)
        #expect(plan == .notFixable("the result would be 100000x100000, over the 50-megapixel cap"))
    }

    @Test func aHugeBackgroundTargetIsRefusedAndTheCapIsTheConfiguredOne() {
        var limits = Limits()
        limits.maxBackgroundWidth = 90_000
        limits.maxBackgroundHeight = 160_000
        limits.maxPixels = 20_000_000
        // A 9:16 background too small for the minimum is scaled up to the target's size.
        let plan = Self.plan(Example.image(.jpeg, 300, 533), limits: limits)
        #expect(plan == .notFixable("the result would be 90000x160000, over the 20-megapixel cap"))
    }

    @Test func sidesWhoseProductOverflowsAreRefusedToo() {
        var limits = Limits()
        limits.minImageSide = Int.max / 2
        let plan = Self.plan(Example.image(.png, 300, 200, alpha: true, role: .sticker), limits: limits)
        guard case .notFixable(let reason) = plan else {
            Issue.record("planned \(plan)")
            return
        }
        #expect(reason.hasPrefix("the result would be ") && reason.hasSuffix(", over the 50-megapixel cap"))
    }

    @Test func aCanvasUnderTheCapIsStillPlanned() {
        var limits = Limits()
        limits.minImageSide = 5_000
        let plan = Self.plan(Example.image(.png, 300, 200, alpha: true, role: .sticker), limits: limits)
        guard case .pixels(let image) = plan else {
            Issue.record("planned \(plan)")
            return
        }
        #expect((image.canvasWidth, image.canvasHeight) == (5_000, 5_000))
    }

    @Test func theFixerRefusesAPlanOverTheCapBeforeAllocatingIt() throws {
        let plan = ImagePlan(
            canvasWidth: 100_000, canvasHeight: 100_000, fill: .transparent,
            placement: .original(width: 2, height: 2), format: .png, changes: [])
        let fixer = ImageFixer(limits: Limits(), probeOptions: ProbeOptions(), fitBytes: true)
        let png = try ImageEncoder.png(RGBAImage(width: 2, height: 2, color: RGBAColor(red: 1, green: 2, blue: 3)))
        #expect(throws: ImagingError.resultOverPixelCap(width: 100_000, height: 100_000, cap: 50_000_000)) {
            try fixer.run(plan, input: .bytes(png), orientation: .identity, tooLarge: false)
        }
        #expect(
            ImagingError.resultOverPixelCap(width: 100_000, height: 100_000, cap: 50_000_000).description
                == "the result would be 100000x100000, over the 50-megapixel cap")
    }
}
