import StoryshareProject

extension AppFileRule {
    /// The most `LSApplicationQueriesSchemes` entries an app linked on iOS 15 or later may query.
    public static let maximumQueriesSchemes = 50

    /// More than 50 `LSApplicationQueriesSchemes` entries: apps linked on iOS 15 or later may query only 50.
    public static let iosQuerySchemesOverLimit = AppFileRule(
        RuleDescription(
            id: "ios-query-schemes-over-limit",
            summary: "LSApplicationQueriesSchemes lists more than 50 schemes; apps linked on iOS 15 or later may "
                + "query 50.",
            defaultSeverity: .warning, appliesTo: "an iOS app's Info.plist", source: RuleSource.queriesSchemes),
        triggering: [
            Example.infoPlist(schemes: (1...51).map { "scheme\($0)" }),
            Example.infoPlist(schemes: (1...50).map { "scheme\($0)" } + ["facebook-stories"]),
        ],
        nonTriggering: [
            Example.infoPlist(schemes: ["facebook-stories"] + (1...49).map { "scheme\($0)" }),
            Example.infoPlist(schemes: nil),
            Example.infoPlist(schemes: (1...51).map { "s\($0)" }, bundle: .appExtension),
        ]
    ) { file in
        guard let plist = file.appInfoPlist, plist.schemes.count > maximumQueriesSchemes else { return [] }
        let late = file.targets.map(\.urlScheme).compactMap { scheme -> String? in
            guard let index = plist.schemes.firstIndex(where: { $0.value.lowercased() == scheme }),
                index >= maximumQueriesSchemes
            else { return nil }
            return "\(scheme) is entry \(index + 1)"
        }
        let beyond = late.isEmpty ? "" : " (\(Phrases.list(late)), past the limit)"
        return [
            LocatedMessage(
                "LSApplicationQueriesSchemes lists \(plist.schemes.count) schemes; apps linked on iOS 15 or later may "
                    + "query at most \(maximumQueriesSchemes), and canOpenURL returns false for the others\(beyond). "
                    + "Remove the schemes the app no longer opens.", at: plist.queriesSchemes?.value)
        ]
    }
}
