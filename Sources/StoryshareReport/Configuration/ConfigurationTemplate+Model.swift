import StoryshareKit
import StoryshareProject

extension ConfigurationTemplate {
    /// The template the app model makes: an `include` glob for each share asset on disk the sharing code names
    /// (or the convention finds), each with its evidence as a comment, `sticker` and `background` globs by the
    /// role the code gives it, the targets left to the code, and what was found at the top. Globs only name media
    /// files and sets, so `validate` with the file never finds nothing to check. `nil` when the tree holds no app
    /// project (the survey by names decides then).
    public static func fromModel(_ model: ProjectModel) -> ConfigurationTemplate? {
        guard !model.codebases.isEmpty else { return nil }
        var template = ConfigurationTemplate()
        var targets = Set<ShareTarget>()
        var hasEmbedded = false
        for codebase in model.codebases {
            let judged = codebase.apps.filter(codebase.judges)
            let apps = judged.map(\.title).joined(separator: ", ")
            guard !judged.isEmpty else {
                let names = codebase.apps.filter { $0.kind == .app }.map(\.title).joined(separator: ", ")
                template.findings.append(
                    "\(codebase.path): \(codebase.layoutName)\(names.isEmpty ? "" : ", \(names)"): no Stories "
                        + "sharing found in its sources")
                continue
            }
            let used = codebase.sharing.targets
            targets.formUnion(used)
            let first = codebase.sharing.calls.first.map { " (\($0.evidence.place))" } ?? ""
            template.findings.append(
                "\(codebase.path): \(apps) share\(judged.count == 1 ? "s" : "") to "
                    + used.map(\.displayName).joined(separator: " and ") + first)
            for asset in codebase.sharing.assets {
                if let embedded = asset.embedded {
                    template.findings.append(
                        "\(asset.evidence.place) holds an embedded \(embedded.mediaType) the code shares: a glob cannot "
                            + "name it, so no include glob is written and validate asks the app model, which judges it")
                    hasEmbedded = true
                    continue
                }
                let glob = Glob.escaping(asset.path) + (asset.isCatalogSet ? "/**" : "")
                let why =
                    asset.foundBy == "code"
                    ? "named at \(asset.evidence.place)"
                    : "found by convention (\(asset.evidence.text)); the code does not name it"
                template.globComments[glob] = "\(asset.role.rawValue)\(asset.roleFromCode ? "" : " (assumed)"), \(why)"
                template.includeGlobs.append(glob)
                if asset.role == .sticker {
                    template.stickerGlobs.append(glob)
                } else {
                    template.backgroundGlobs.append(glob)
                }
            }
            if codebase.sharing.assets.isEmpty {
                let runtime = codebase.sharing.runtimeAssets.first.map { " (\($0.place))" } ?? ""
                template.findings.append(
                    codebase.sharing.runtimeAssets.isEmpty
                        ? "\(codebase.path): the sharing code names no file on disk"
                        : "\(codebase.path): the shared image is made at run time\(runtime): nothing on disk to check")
            }
        }
        template.targetsFromCode = ShareTarget.allCases.filter(targets.contains)
        template.target = template.targetsFromCode?.first ?? .facebook
        // Include globs would leave an embedded asset out: without them, validate asks the model, which judges
        // every share asset; the role globs stay (they agree with the model).
        if hasEmbedded { template.includeGlobs = [] }
        return template
    }
}
