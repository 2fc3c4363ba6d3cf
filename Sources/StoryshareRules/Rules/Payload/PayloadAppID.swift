import StoryshareProject

extension PayloadRule {
    /// No app ID: the share is refused without one.
    public static let appIDMissing = PayloadRule(
        RuleDescription(
            id: "payload-app-id-missing", summary: "The Facebook app ID is absent.",
            defaultSeverity: .error, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [.example { $0.appID = nil }, .example { $0.appID = "  " }],
        nonTriggering: [.example()]
    ) { draft in
        guard (draft.appID ?? "").allSatisfy(\.isWhitespace) else { return [] }
        return ["no Facebook app ID; the platform always requires one. Give your app's numeric ID from its dashboard."]
    }

    /// An app ID that is not 5–20 ASCII digits.
    public static let appIDInvalid = PayloadRule(
        RuleDescription(
            id: "payload-app-id-invalid", summary: "The app ID is not 5–20 ASCII digits.",
            defaultSeverity: .error, appliesTo: "payload", source: RuleSource.sharingToStories),
        triggering: [
            .example { $0.appID = "1234" }, .example { $0.appID = "12345abc" },
            .example { $0.appID = String(repeating: "1", count: 21) }, .example { $0.appID = "١٢٣٤٥" },
        ],
        nonTriggering: [
            .example { $0.appID = "12345" }, .example { $0.appID = String(repeating: "9", count: 20) },
            .example { $0.appID = nil },
        ]
    ) { draft in
        guard let id = draft.appID, !id.allSatisfy(\.isWhitespace) else { return [] }
        guard !FacebookAppID.isValid(id) else { return [] }
        return ["app ID \"\(id)\" is not 5–20 digits (0–9). Copy the numeric App ID from your app's dashboard."]
    }
}
