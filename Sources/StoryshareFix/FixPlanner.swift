import StoryshareColor
import StoryshareImaging
import StoryshareMedia
import StoryshareRules

/// Decides what to do to one file: from its facts, its role, the findings `validate` gives it and the rules'
/// settings, which fixes apply and how they combine into one result (a sticker scaled down to fit 640x480
/// and then padded to 480x480; a background padded to 9:16 and scaled to 1080x1920 at once).
struct FixPlanner {
    let settings: RuleSettings
    let options: FixOptions

    /// The rules `fix` answers: any other finding is either not `fix`'s to change (a video, a corrupt file)
    /// or informational.
    static let fixableRules: Set<String> = [
        AssetRule.imageTooSmall, .backgroundTooSmallInstagram, .backgroundAspectRatio, .backgroundOversized,
        .stickerDimensions, .imageCMYK, .imageAnimated, .imageTooLargeBytes, .formatExtensionMismatch,
    ].reduce(into: []) { $0.insert($1.description.id) }

    /// Findings that leave nothing for `fix` to work on, whatever else is found.
    static let blockingRules: Set<String> = [
        AssetRule.fileUnreadable, .formatUnsupported, .imageCorrupt, .imageDimensionsExcessive,
    ].reduce(into: []) { $0.insert($1.description.id) }

    func plan(facts: MediaFacts, role: AssetRole, findings: [Finding]) -> FixPlan {
        let fired = Set(findings.map(\.rule))
        if let blocking = findings.first(where: { Self.blockingRules.contains($0.rule) }) {
            return .notFixable("it cannot be fixed (\(blocking.rule)): \(blocking.message)")
        }
        guard !fired.isDisjoint(with: Self.fixableRules) else { return .unchanged }
        guard facts.kind == .image, facts.format == .png || facts.format == .jpeg,
            let width = facts.displayWidth, let height = facts.displayHeight, width > 0, height > 0
        else {
            return .notFixable("storyshare fixes PNG and JPEG images only")
        }
        var plan = geometry(role: role, width: width, height: height, fired: fired, format: facts.format)
        if fired.contains(id(.imageCMYK)) {
            let space = (facts.colorSpace ?? .cmyk).rawValue.uppercased()
            var converted = plan ?? .unchanged(width: width, height: height, format: facts.format)
            converted.changes.append(
                FixChange(rule: id(.imageCMYK), "converted \(space) to RGB (no colour profile applied)"))
            plan = converted
        }
        if var plan {
            let orientation = ImageOrientation(exif: facts.orientation)
            if orientation != .identity { plan.changes.append(ImagePlan.orientationChange(orientation)) }
            if fired.contains(id(.imageAnimated)) {
                plan.changes.append(FixChange(rule: id(.imageAnimated), "kept the first frame"))
            }
            if let refusal = overPixelCap(plan) { return .notFixable(refusal) }
            if let refusal = overUpscale(plan, width: width, height: height) { return .notFixable(refusal) }
            return .pixels(plan)
        }
        return .bytes(
            stripAnimation: fired.contains(id(.imageAnimated)),
            reencodeIfTooLarge: fired.contains(id(.imageTooLargeBytes)))
    }

    /// The new size and layout, when the findings ask for one; nil when the geometry stays.
    private func geometry(role: AssetRole, width: Int, height: Int, fired: Set<String>, format: MediaFormat)
        -> ImagePlan?
    {
        switch role {
        case .sticker: stickerGeometry(width: width, height: height, fired: fired, format: format)
        case .background: backgroundGeometry(width: width, height: height, fired: fired, format: format)
        }
    }

    private func stickerGeometry(width: Int, height: Int, fired: Set<String>, format: MediaFormat) -> ImagePlan? {
        let limits = settings.limits
        var plan = ImagePlan.unchanged(width: width, height: height, format: format)
        var (w, h) = (width, height)
        if fired.contains(id(.stickerDimensions)) {
            let fit = Placement.contain(
                imageWidth: width, imageHeight: height, width: limits.maxStickerWidth, height: limits.maxStickerHeight)
            (w, h) = (fit.scaledWidth, fit.scaledHeight)
            plan = ImagePlan(
                canvasWidth: w, canvasHeight: h, fill: .transparent, placement: fit, format: format,
                changes: [
                    FixChange(
                        rule: id(.stickerDimensions),
                        "scaled down from \(width)x\(height) to \(w)x\(h) to fit "
                            + "\(limits.maxStickerWidth)x\(limits.maxStickerHeight)")
                ])
        }
        let minimum = limits.minImageSide
        // Scaling down can make a side too short: padding then follows, if the rule is on at all.
        if isOn(.imageTooSmall) && (w < minimum || h < minimum) {
            plan.canvasWidth = max(w, minimum)
            plan.canvasHeight = max(h, minimum)
            plan.originX = (plan.canvasWidth - w) / 2
            plan.originY = (plan.canvasHeight - h) / 2
            plan.format = .png
            let asPNG = format == .jpeg ? "; written as PNG (a JPEG has no transparency)" : ""
            plan.changes.append(
                FixChange(
                    rule: id(.imageTooSmall),
                    "padded from \(w)x\(h) with transparent pixels to \(plan.canvasWidth)x\(plan.canvasHeight), "
                        + "centred\(asPNG)"))
        }
        return plan.changes.isEmpty ? nil : plan
    }

    private func backgroundGeometry(width: Int, height: Int, fired: Set<String>, format: MediaFormat)
        -> ImagePlan?
    {
        let limits = settings.limits
        let (targetWidth, targetHeight) = (limits.maxBackgroundWidth, limits.maxBackgroundHeight)
        if fired.contains(id(.backgroundAspectRatio)) {
            return aspectFix(width: width, height: height, format: format)
        }
        let scaled = targetPlacement(width: width, height: height)
        let size = "\(scaled.scaledWidth)x\(scaled.scaledHeight)"
        let change: FixChange
        if fired.contains(id(.backgroundOversized)) {
            change = FixChange(
                rule: id(.backgroundOversized),
                "scaled down from \(width)x\(height) to \(size) to fit \(targetWidth)x\(targetHeight)")
        } else if let rule = [id(.imageTooSmall), id(.backgroundTooSmallInstagram)].first(where: fired.contains) {
            change = FixChange(
                rule: rule, "scaled up from \(width)x\(height) to \(size) (the target's \(targetWidth)x\(targetHeight))"
            )
        } else {
            return nil
        }
        return ImagePlan(
            canvasWidth: scaled.scaledWidth, canvasHeight: scaled.scaledHeight, fill: .transparent,
            placement: scaled, format: format, changes: [change])
    }

    /// 9:16 by padding or cropping at the image's own scale; then the target's size when that is too large or
    /// too small (one resample either way).
    private func aspectFix(width: Int, height: Int, format: MediaFormat) -> ImagePlan {
        let limits = settings.limits
        let wide = width * 16 > height * 9
        let pad = options.fit == .pad
        var canvas: (width: Int, height: Int) =
            wide == pad ? (width, roundedRatio(width, 16, 9)) : (roundedRatio(height, 9, 16), height)
        var scaledTo = ""
        if canvas.width > limits.maxBackgroundWidth || canvas.height > limits.maxBackgroundHeight
            || tooSmall(canvas.width, canvas.height)
        {
            let fit = targetPlacement(width: 9, height: 16)
            canvas = (fit.scaledWidth, fit.scaledHeight)
            scaledTo = ", scaled to \(canvas.width)x\(canvas.height)"
        }
        let rule = id(.backgroundAspectRatio)
        if pad {
            let placement = Placement.contain(
                imageWidth: width, imageHeight: height, width: canvas.width, height: canvas.height)
            let colors = options.padColors
            let fill =
                colors.isSolid
                ? "\(colors.top.hex)" : "a gradient from \(colors.top.hex) to \(colors.bottom.hex)"
            return ImagePlan(
                canvasWidth: canvas.width, canvasHeight: canvas.height,
                fill: .colors(top: rgba(colors.top), bottom: rgba(colors.bottom)), placement: placement,
                originX: (canvas.width - placement.scaledWidth) / 2,
                originY: (canvas.height - placement.scaledHeight) / 2, format: format,
                changes: [
                    FixChange(
                        rule: rule,
                        "padded from \(width)x\(height) to 9:16 with \(fill) (\(canvas.width)x\(canvas.height))"
                            + (scaledTo.isEmpty
                                ? ""
                                : ", the image scaled to "
                                    + "\(placement.scaledWidth)x\(placement.scaledHeight)"))
                ])
        }
        let placement = Placement.cover(
            imageWidth: width, imageHeight: height, width: canvas.width, height: canvas.height)
        return ImagePlan(
            canvasWidth: canvas.width, canvasHeight: canvas.height, fill: .transparent, placement: placement,
            format: format,
            changes: [FixChange(rule: rule, "cropped from \(width)x\(height) to 9:16, centred\(scaledTo)")])
    }

    /// A background scaled to the target's size: exactly the largest background (1080x1920) when its ratio is
    /// 9:16 within the tolerance (the stretch is under 1%), else fitted inside it keeping its ratio (9:18).
    private func targetPlacement(width: Int, height: Int) -> Placement {
        let limits = settings.limits
        let ratio = Double(width) / Double(height)
        if abs(ratio - 9.0 / 16.0) / (9.0 / 16.0) <= limits.ratioTolerance {
            let box = Placement.contain(
                imageWidth: 9, imageHeight: 16, width: limits.maxBackgroundWidth, height: limits.maxBackgroundHeight)
            return Placement(scaledWidth: box.scaledWidth, scaledHeight: box.scaledHeight)
        }
        return Placement.contain(
            imageWidth: width, imageHeight: height, width: limits.maxBackgroundWidth, height: limits.maxBackgroundHeight
        )
    }

    /// Why `plan`'s canvas cannot be made: it is over the pixel cap (whatever the limits asked for, a
    /// canvas is never larger than the largest image storyshare decodes); nil when it is within it.
    func overPixelCap(_ plan: ImagePlan) -> String? {
        let cap = ProbeOptions(maxPixels: settings.limits.maxPixels).pixelCap
        guard ImagePlan.isWithin(cap, width: plan.canvasWidth, height: plan.canvasHeight) else {
            return MediaFacts.resultRefusal(width: plan.canvasWidth, height: plan.canvasHeight, cap: cap)
        }
        return nil
    }

    /// The most `fix` scales an image up, on either side: a larger enlargement only blurs (a 1x1 swatch would
    /// become a flat 1080x1920 that passes every rule and shows nothing of the original), so it is refused and
    /// the original asked for instead. 4x takes a 270x480 background to 1080x1920, and a 480x480 one cropped to
    /// cover 9:16 (1920x1920) still fits.
    static let maxUpscale = 4

    /// Why `plan` may not be made from a `width` x `height` image: it scales the image up more than
    /// `maxUpscale` times on a side. The reason names the image's size, the scale and what it would reach,
    /// and the bound; nil when the plan is within it (or does not scale up).
    func overUpscale(_ plan: ImagePlan, width: Int, height: Int) -> String? {
        let placement = plan.placement
        let scale = max(
            Double(placement.scaledWidth) / Double(width), Double(placement.scaledHeight) / Double(height))
        guard scale > Double(Self.maxUpscale) else { return nil }
        let canvas = "\(plan.canvasWidth)x\(plan.canvasHeight)"
        var reached = "\(placement.scaledWidth)x\(placement.scaledHeight)"
        if placement.crop.width < placement.scaledWidth || placement.crop.height < placement.scaledHeight {
            reached += " (cropped to \(canvas))"
        } else if plan.canvasWidth != placement.scaledWidth || plan.canvasHeight != placement.scaledHeight {
            reached += " (padded to \(canvas))"
        }
        return "\(width)x\(height) would need scaling up \(Self.factorText(scale))x to reach \(reached); fix scales "
            + "up at most \(Self.maxUpscale)x: make a larger original"
    }

    /// A scale for people: whole when it is (1080), else rounded up to hundredths (10.8, 4.01), so that a scale
    /// just over the bound never reads as the bound itself.
    static func factorText(_ scale: Double) -> String {
        let hundredths = Int((scale * 100 - 1e-9).rounded(.up))
        let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Below a minimum that a rule which is on would report.
    private func tooSmall(_ width: Int, _ height: Int) -> Bool {
        let limits = settings.limits
        if isOn(.imageTooSmall) && (width < limits.minImageSide || height < limits.minImageSide) { return true }
        return settings.target == .instagram && isOn(.backgroundTooSmallInstagram)
            && (width < limits.instagramMinBackgroundWidth || height < limits.instagramMinBackgroundHeight)
    }

    private func isOn(_ rule: AssetRule) -> Bool { settings.severity(of: rule.description) != nil }

    private func id(_ rule: AssetRule) -> String { rule.description.id }

    /// `value * numerator / denominator`, rounded half up.
    private func roundedRatio(_ value: Int, _ numerator: Int, _ denominator: Int) -> Int {
        (value * numerator * 2 + denominator) / (denominator * 2)
    }

    private func rgba(_ color: HexColor) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue)
    }
}
