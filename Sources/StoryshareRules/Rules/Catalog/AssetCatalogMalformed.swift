import StoryshareProject

extension CatalogRule {
    /// An image set or data set Xcode cannot build as it stands: no readable `Contents.json`, one that is not
    /// a set's contents, one that lists no file, or one that lists a file that is not there.
    public static let assetCatalogMalformed = CatalogRule(
        RuleDescription(
            id: "asset-catalog-malformed",
            summary:
                "An asset catalog's image set or data set has no readable Contents.json, one that is not valid, one "
                + "that lists no file, or one that lists a file that is missing.",
            defaultSeverity: .error, appliesTo: "asset catalog image sets and data sets",
            source: "Xcode asset catalog format"),
        triggering: [
            CatalogAssetFacts(directory: "A.xcassets/Bg.imageset", kind: .imageSet, contents: .missing),
            CatalogAssetFacts(
                directory: "A.xcassets/Bg.imageset", kind: .imageSet, contents: .unreadable("Permission denied")),
            CatalogAssetFacts(
                directory: "A.xcassets/Bg.imageset", kind: .imageSet,
                contents: .malformed("it is not valid JSON (JSON: line 1, column 2: expected a string)")),
            CatalogAssetFacts(
                directory: "A.xcassets/Bg.imageset", kind: .imageSet,
                contents: .parsed(CatalogContents(entries: [.init(filename: nil, scale: "1x")]))),
            CatalogAssetFacts(
                directory: "A.xcassets/Bg.imageset", kind: .imageSet,
                contents: .parsed(
                    CatalogContents(entries: [.init(filename: "bg.png", scale: "1x"), .init(filename: "bg@3x.png")])),
                missingFiles: ["bg@3x.png"]),
        ],
        nonTriggering: [
            CatalogAssetFacts(
                directory: "A.xcassets/Bg.imageset", kind: .imageSet,
                contents: .parsed(
                    CatalogContents(entries: [
                        .init(filename: "bg.png", scale: "1x"), .init(filename: nil, scale: "2x"),
                        .init(filename: "bg@3x.png", scale: "3x"),
                    ]))),
            CatalogAssetFacts(
                directory: "A.xcassets/Intro.dataset", kind: .dataSet,
                contents: .parsed(CatalogContents(entries: [.init(filename: "intro.mp4")]))),
            // An empty data set holds nothing to share; Xcode builds it.
            CatalogAssetFacts(
                directory: "A.xcassets/Empty.dataset", kind: .dataSet, contents: .parsed(CatalogContents(entries: []))),
        ]
    ) { facts in
        let set = facts.kind.described
        switch facts.contents {
        case .missing:
            return [
                "the \(set) has no Contents.json, so Xcode cannot tell which file is which. "
                    + "Recreate the \(set) in Xcode."
            ]
        case .unreadable(let reason):
            return ["the \(set)'s Contents.json cannot be read: \(reason). Make it a readable file."]
        case .malformed(let reason):
            return [
                "the \(set)'s Contents.json is malformed: \(reason). Fix it, or recreate the \(set) in Xcode."
            ]
        case .parsed(let contents):
            if facts.kind == .imageSet, !contents.entries.contains(where: { $0.filename != nil }) {
                return ["the \(set)'s Contents.json lists no image. Add the image in Xcode, or delete the \(set)."]
            }
            return facts.missingFiles.map { name in
                let scale = contents.entries.first { $0.filename == name }?.scale.map { " (\($0))" } ?? ""
                return "the \(set)'s Contents.json lists \(name)\(scale), which is not in the folder. "
                    + "Add the file, or remove it from the \(set) in Xcode."
            }
        }
    }
}
