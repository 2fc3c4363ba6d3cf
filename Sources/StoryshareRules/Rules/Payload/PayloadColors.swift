import StoryshareColor
import StoryshareKit

extension PayloadRule {
    /// A colour that does not parse.
    public static let colorInvalid = PayloadRule(
        RuleDescription(
            id: StoryRule.colorInvalid.id,
            summary: "A colour is not #RGB, #RRGGBB, RRGGBB or rgb(r, g, b) (alpha forms are refused).",
            defaultSeverity: StoryRule.colorInvalid.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
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
                return StoryMessage.colorInvalid(side: name, reason: error.message)
            }
        }
    }

    /// Only one of the two colours: the other becomes the default.
    public static let colorHalfSpecified = PayloadRule(
        RuleDescription(
            id: StoryRule.colorHalfSpecified.id,
            summary: "Only one of the top/bottom colours is given (the other becomes #222222).",
            defaultSeverity: StoryRule.colorHalfSpecified.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
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
        return [
            StoryMessage.colorHalfSpecified(
                side: given.side, other: given.other, defaultHex: HexColor.defaultBottom.hex,
                solid: color == HexColor.defaultBottom)
        ]
    }

    /// Colours next to a background asset: the asset covers them.
    public static let colorIgnored = PayloadRule(
        RuleDescription(
            id: StoryRule.colorIgnored.id,
            summary: "Colours are given together with a background asset, which covers them.",
            defaultSeverity: StoryRule.colorIgnored.defaultSeverity, appliesTo: "payload",
            source: RuleSource.sharingToStories),
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
        return [StoryMessage.colorIgnored]
    }
}
