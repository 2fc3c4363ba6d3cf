import StoryshareColor

extension PayloadRule {
    /// A colour that does not parse.
    public static let colorInvalid = PayloadRule(
        RuleDescription(
            id: "color-invalid",
            summary: "A colour is not #RGB, #RRGGBB, RRGGBB or rgb(r, g, b) (alpha forms are refused).",
            defaultSeverity: .error, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [
            .example { $0.topColor = "red" }, .example { $0.bottomColor = "#FF000080" },
            .example { $0.topColor = "" },
        ],
        nonTriggering: [
            .example {
                $0.topColor = "#ff0000"
                $0.bottomColor = "rgb(0, 0, 255)"
            }, .example(),
        ]
    ) { draft in
        [("top", draft.topColor), ("bottom", draft.bottomColor)].compactMap {
            (name: String, text: String?) -> String? in
            guard let text else { return nil }
            do throws(ColorError) {
                _ = try HexColor(parsing: text)
                return nil
            } catch {
                return "\(name) colour: \(error.message)"
            }
        }
    }

    /// Only one of the two colours: the other becomes the default.
    public static let colorHalfSpecified = PayloadRule(
        RuleDescription(
            id: "color-half-specified",
            summary: "Only one of the top/bottom colours is given (the other becomes #222222).",
            defaultSeverity: .warning, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [.example { $0.topColor = "#FF0000" }, .example { $0.bottomColor = "#00FF00" }],
        nonTriggering: [
            .example(),
            .example {
                $0.topColor = "#FF0000"
                $0.bottomColor = "#FF0000"
            },
        ]
    ) { draft in
        let given: (side: String, other: String, text: String)
        switch (draft.topColor, draft.bottomColor) {
        case (.some(let top), nil): given = ("top", "bottom", top)
        case (nil, .some(let bottom)): given = ("bottom", "top", bottom)
        default: return []
        }
        // The result is a gradient unless the given colour happens to be the default itself.
        let color = try? HexColor(parsing: given.text)
        let fill = color == HexColor.defaultBottom ? "a solid fill" : "a gradient"
        return [
            "only the \(given.side) colour is given; the \(given.other) becomes \(HexColor.defaultBottom.hex), "
                + "\(fill). Give the \(given.other) colour too (the same colour for a solid fill)."
        ]
    }

    /// Colours next to a background asset: the asset covers them.
    public static let colorIgnored = PayloadRule(
        RuleDescription(
            id: "color-ignored", summary: "Colours are given together with a background asset, which covers them.",
            defaultSeverity: .info, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [
            .example {
                $0.topColor = "#FF0000"
                $0.bottomColor = "#0000FF"
            }
        ],
        nonTriggering: [
            .example(),
            .example {
                $0.backgroundImage = nil
                $0.sticker = "s.png"
                $0.topColor = "#FF0000"
            },
        ]
    ) { draft in
        guard draft.hasBackgroundAsset, draft.topColor != nil || draft.bottomColor != nil else { return [] }
        return [
            "background colours are given with a background asset, which covers them; they are written but "
                + "not shown. Drop them, or share the sticker without a background."
        ]
    }
}
