import StoryshareColor
import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// Which fix each finding gets, and how fixes combine into one result, from facts alone.
struct FixPlannerTests {
    static func plan(
        _ asset: Asset, fit: FitMode = .pad, colors: BackgroundColors = .resolve(top: nil, bottom: nil),
        severities: [String: ConfiguredSeverity] = [:]
    ) -> FixPlan {
        let settings = RuleSettings(target: asset.target, severities: severities)
        let findings = Validator(settings: settings).findings(for: asset.facts, role: asset.role)
        return FixPlanner(settings: settings, options: FixOptions(fit: fit, padColors: colors))
            .plan(facts: asset.facts, role: asset.role, findings: findings)
    }

    static func imagePlan(_ plan: FixPlan) -> ImagePlan? {
        if case .pixels(let image) = plan { return image }
        return nil
    }

    @Test func aTinyStickerIsPaddedWithTransparencyAndBecomesAPNG() throws {
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 300, 200, role: .sticker))))
        #expect((plan.canvasWidth, plan.canvasHeight) == (480, 480))
        #expect(plan.fill == .transparent && plan.format == .png)
        #expect((plan.originX, plan.originY) == (90, 140))
        #expect(plan.placement == .original(width: 300, height: 200))
        #expect(plan.changes.map(\.rule) == ["image-too-small"])
    }

    @Test func aLargeStickerIsScaledToFitThenPaddedWhenTooShort() throws {
        let square = try #require(Self.imagePlan(Self.plan(Example.image(.png, 800, 800, alpha: true, role: .sticker))))
        #expect((square.canvasWidth, square.canvasHeight) == (640, 640) && square.format == .png)
        #expect(square.changes.map(\.rule) == ["sticker-dimensions"])
        // 1000x300 fits 640x640 at 640x192, below 480 tall: then padded to 640x480.
        let wide = try #require(Self.imagePlan(Self.plan(Example.image(.png, 1000, 300, alpha: true, role: .sticker))))
        #expect((wide.placement.scaledWidth, wide.placement.scaledHeight) == (640, 192))
        #expect((wide.canvasWidth, wide.canvasHeight) == (640, 480) && (wide.originX, wide.originY) == (0, 144))
        #expect(wide.changes.map(\.rule) == ["sticker-dimensions", "image-too-small"])
    }

    @Test func aLandscapeBackgroundIsPaddedTo916WithTheColours() throws {
        let colors = BackgroundColors(
            top: HexColor(red: 0xFF, green: 0, blue: 0x88), bottom: HexColor(red: 0, green: 0, blue: 0x22))
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 1920, 1080), colors: colors)))
        #expect((plan.canvasWidth, plan.canvasHeight) == (1080, 1920))
        #expect(plan.placement == Placement(scaledWidth: 1080, scaledHeight: 608))
        #expect((plan.originX, plan.originY) == (0, 656))
        #expect(
            plan.fill
                == .colors(
                    top: RGBAColor(red: 0xFF, green: 0, blue: 0x88), bottom: RGBAColor(red: 0, green: 0, blue: 0x22)))
        #expect(plan.format == .jpeg)
        #expect(plan.changes.first?.description.contains("gradient from #FF0088 to #000022") == true)
    }

    @Test func cropCoversTheTargetCentred() throws {
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 4032, 3024), fit: .crop)))
        #expect((plan.canvasWidth, plan.canvasHeight) == (1080, 1920))
        #expect(plan.placement == Placement.cover(imageWidth: 4032, imageHeight: 3024, width: 1080, height: 1920))
        #expect(plan.fill == .transparent)
    }

    @Test func aSmallSquareBackgroundIsPaddedAtItsOwnScaleWhenThatPasses() throws {
        // 600x600 padded to 600x1067 is 9:16 and large enough for Facebook: no resampling.
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.png, 600, 600))))
        #expect((plan.canvasWidth, plan.canvasHeight) == (600, 1067))
        #expect(plan.placement == .original(width: 600, height: 600))
        // For Instagram 600x1067 is below 720x1280: the target's size instead.
        let instagram = try #require(
            Self.imagePlan(Self.plan(Example.image(.png, 600, 600, target: .instagram))))
        #expect((instagram.canvasWidth, instagram.canvasHeight) == (1080, 1920))
        #expect(instagram.placement == Placement(scaledWidth: 1080, scaledHeight: 1080))
    }

    @Test func backgroundsAreScaledToTheTargetsSize() throws {
        let small = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 300, 533))))
        #expect((small.canvasWidth, small.canvasHeight) == (1080, 1920))  // 9:16 within 1%: exactly the target
        #expect(small.changes.map(\.rule) == ["image-too-small"])
        let oversized = try #require(Self.imagePlan(Self.plan(Example.image(.png, 1440, 2560))))
        #expect((oversized.canvasWidth, oversized.canvasHeight) == (1080, 1920))
        #expect(oversized.changes.map(\.rule) == ["background-oversized"])
        // 9:18 for Instagram is kept 9:18, fitted inside 1080x1920.
        let tall = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 1080, 2160, target: .instagram))))
        #expect((tall.canvasWidth, tall.canvasHeight) == (960, 1920))
    }

    @Test func cmykIsConvertedAtItsSize() throws {
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 1080, 1920) { $0.colorSpace = .ycck })))
        #expect((plan.canvasWidth, plan.canvasHeight) == (1080, 1920))
        #expect(plan.changes.map(\.rule) == ["image-cmyk"])
        #expect(plan.changes[0].description.contains("YCCK"))
    }

    @Test func theOrientationIsNamedWhenPixelsAreRewritten() throws {
        // Stored 1080x1920 turned a quarter: shown 1920x1080, so padded; the turn is baked in.
        let plan = try #require(Self.imagePlan(Self.plan(Example.image(.jpeg, 1080, 1920, orientation: 6))))
        #expect((plan.canvasWidth, plan.canvasHeight) == (1080, 1920))
        #expect(plan.changes.contains { $0.rule == nil && $0.description.contains("orientation 6") })
    }

    @Test func animationExtensionAndSizeAloneTouchNoPixels() {
        let animated = Example.image(.png, 480, 480, role: .sticker) {
            $0.animated = true
            $0.frameCount = 3
        }
        #expect(Self.plan(animated) == .bytes(stripAnimation: true, reencodeIfTooLarge: false))
        let misnamed = Example.image(.png, 1080, 1920) { $0.path = "bg.jpg" }
        #expect(Self.plan(misnamed) == .bytes(stripAnimation: false, reencodeIfTooLarge: false))
        let large = Example.image(.jpeg, 1080, 1920, bytes: 13_000_000)
        #expect(Self.plan(large) == .bytes(stripAnimation: false, reencodeIfTooLarge: true))
    }

    @Test func whatFixCannotChangeIsSaidSo() {
        #expect(Self.plan(Example.image(.jpeg, 1080, 1920)) == .unchanged)
        // Informational findings are not fix's.
        #expect(Self.plan(Example.image(.jpeg, 640, 480, role: .sticker)) == .unchanged)
        let corrupt = Example.image(.jpeg, 1080, 1920) { $0.decodeError = "Premature end of JPEG file" }
        guard case .notFixable(let reason) = Self.plan(corrupt) else {
            Issue.record("a corrupt image is not fixable")
            return
        }
        #expect(reason.contains("image-corrupt") && reason.contains("Premature end"))
        let gif = Example.image(.gif, 48, 48) { $0.path = "a.gif" }
        if case .notFixable = Self.plan(gif) {} else { Issue.record("a GIF is not fixable") }
    }

    @Test func aRuleTurnedOffIsNotFixed() {
        // With the ratio rule off, a landscape background that is not too large or small is left alone.
        let plan = Self.plan(Example.image(.jpeg, 1000, 600), severities: ["background-aspect-ratio": .off])
        #expect(plan == .unchanged)
    }
}
