import StoryshareProject

extension AppFileRule {
    /// The same `LSApplicationQueriesSchemes` entry twice: it counts twice toward the limit of 50.
    public static let iosQuerySchemeDuplicate = AppFileRule(
        RuleDescription(
            id: "ios-query-scheme-duplicate", summary: "An LSApplicationQueriesSchemes entry appears twice.",
            defaultSeverity: .warning, appliesTo: "an iOS app's Info.plist", source: RuleSource.queriesSchemes),
        triggering: [
            Example.infoPlist(schemes: ["facebook-stories", "instagram-stories", "facebook-stories"]),
            Example.infoPlist(schemes: ["fbapi", "FBAPI", "facebook-stories"]),
        ],
        nonTriggering: [
            Example.infoPlist(), Example.infoPlist(schemes: ["fbapi", "fbapi20130214", "facebook-stories"]),
            Example.infoPlist(schemes: ["a", "a"], bundle: .other("BNDL")),
        ]
    ) { file in
        guard let plist = file.appInfoPlist else { return [] }
        // Schemes are case-insensitive: `FBAPI` repeats `fbapi`.
        var first: [String: (index: Int, location: SourceLocation?)] = [:]
        var messages: [LocatedMessage] = []
        for (index, scheme) in plist.schemes.enumerated() {
            let key = scheme.value.lowercased()
            guard let earlier = first[key] else {
                first[key] = (index, scheme.location)
                continue
            }
            let place = earlier.location.map { "line \($0.line)" } ?? "entry \(earlier.index + 1)"
            messages.append(
                LocatedMessage(
                    "\(scheme.value) is listed in LSApplicationQueriesSchemes again (first on \(place)); every entry "
                        + "counts toward the limit of 50. Remove this one.", at: scheme.location))
        }
        return messages
    }
}
