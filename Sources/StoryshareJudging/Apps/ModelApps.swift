import StoryshareKit
import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `doctor` judges in a directory when the app model chooses: each app that shares to Stories (or, with
/// targets forced, each app), its Info.plist or merged manifest (or the Expo configuration that makes them),
/// and its sharing code, each for the targets the app uses.
enum ModelApps {
    /// One file to judge, with the app context the rules need.
    struct Item {
        var path: String
        var file: AppFile
    }

    /// What the model concluded for the apps of a directory.
    struct Judgement {
        /// The files to judge, each with its app's targets and sharing.
        var items: [Item] = []
        /// One line per app saying what was concluded for it, and what was not judged.
        var lines: [String] = []
        /// Whether the model found any app at all (when not, the files found by name are judged instead).
        var foundApps = false
        /// Every file the model read.
        var reads: [String] = []
        /// What the model could not read or parse (project files, sources, folders), by full path, with why.
        var unreadable: [Evidence] = []
    }

    /// The files to judge in `directory`, each for the targets `choice` gives its app, with `configured` as the
    /// App ID the files must carry (when given).
    static func judge(_ directory: String, choice: TargetChoice, appID configured: String?) -> Judgement {
        let model = ProjectScanner.scan(directory)
        let forced = choice.forced
        var items: [Item] = []
        var lines: [String] = []
        var others: [String: Int] = [:]
        var codeFiles:
            [String: (calls: [ShareCodeFacts.Call], sharing: Sharing, targets: Set<ShareTarget>, codebase: String)] =
                [:]
        // Codebases whose app's Info.plist or manifest carries a Facebook App ID (the Facebook SDK reads it).
        var appIDInAppFiles = Set<String>()
        let full = { (path: String) in FilePaths.join(directory, path) }
        for codebase in model.codebases {
            for app in codebase.apps {
                guard app.kind.isNamedApp else {
                    others[app.kind.phrase, default: 0] += 1
                    continue
                }
                let name = app.title
                let judged = forced != nil ? app.kind == .app : codebase.judges(app)
                guard judged else {
                    lines.append("\(name) [\(app.evidence.place)]: \(codebase.conclusion(for: app))")
                    continue
                }
                // Forced targets judge every app; the configuration's target says where the apps that share go.
                let targets = choice.targets(found: codebase.targets(for: app))
                let codeIDs = codebase.sharing.appIDs
                let literal = codeIDs.first { $0.isLiteral && FacebookAppID.isValid($0.value) }?.value
                let sharing = AppSharing(
                    appIDInCode: !codeIDs.isEmpty,
                    urisFromMediaStore: codebase.calls(for: app).contains { $0.usesMediaStore },
                    callSite: codebase.calls(for: app).first?.evidence.place)
                let names = targets.map(\.displayName).joined(separator: " and ")
                var judgedFile: String?
                var appIDInAppFile = false
                func judge(_ path: String, _ facts: AppFileFacts) {
                    judgedFile = path
                    // Two targets of one file (App and App Dev) are one judgement.
                    guard !items.contains(where: { $0.path == full(path) && $0.file.facts.kind == facts.kind }) else {
                        return
                    }
                    switch facts {
                    case .infoPlist(let info): appIDInAppFile = info.facebookAppID != nil
                    case .androidManifest(let manifest): appIDInAppFile = manifest.facebookAppID != nil
                    default: break
                    }
                    items.append(
                        Item(
                            path: full(path),
                            file: AppFile(facts, targets: targets, appID: configured ?? literal, sharing: sharing)))
                }
                if app.platform == .ios {
                    if let plist = app.infoPlist {
                        var facts = AppFileReader.read(path: full(plist))
                        // The project says it is an app, whatever its CFBundlePackageType says ($(VARIABLE)).
                        if case .infoPlist(var info) = facts {
                            info.bundle = .app
                            facts = .infoPlist(info)
                        }
                        judge(plist, facts)
                    } else if let config = app.expoConfig, let expo = model.expoConfigs[config] {
                        judge(config, .infoPlist(ExpoConfigFacts.infoPlist(expo)))
                    } else if app.generatesInfoPlist {
                        let schemes = targets.map(\.urlScheme).joined(separator: " and ")
                        lines.append(
                            "\(name): its Info.plist is generated by Xcode, which has no build setting for "
                                + "LSApplicationQueriesSchemes: add an Info.plist file listing \(schemes)")
                    }
                } else if let manifest = app.manifest {
                    var facts = AppFileReader.read(path: full(manifest))
                    if case .androidManifest(var merged) = facts {
                        merge(into: &merged, app: app, full: full)
                        facts = .androidManifest(merged)
                    }
                    judge(manifest, facts)
                } else if let config = app.expoConfig, let read = model.expoConfigs[config] {
                    var expo = ExpoConfigFacts.manifest(read)
                    merge(into: &expo, app: app, full: full)
                    judge(config, .androidManifest(expo))
                }
                let verb =
                    forced != nil && !codebase.judges(app) ? "judged for \(names) (as asked)" : "shares to \(names)"
                lines.append(
                    "\(name) [\(app.evidence.place)]: \(verb); judged \(judgedFile ?? "no file (none found)")"
                        + " and its sharing code")
                for call in codebase.calls(for: app) {
                    var entry = codeFiles[call.evidence.path] ?? ([], codebase.sharing, [], codebase.path)
                    if targets.contains(call.target), let line = call.evidence.line,
                        !entry.calls.contains(where: { $0.target == call.target && $0.location.line == line })
                    {
                        entry.calls.append(
                            ShareCodeFacts.Call(target: call.target, location: SourceLocation(line: line)))
                    }
                    entry.targets.formUnion(targets)
                    codeFiles[call.evidence.path] = entry
                }
                if appIDInAppFile { appIDInAppFiles.insert(codebase.path) }
            }
        }
        for (path, entry) in codeFiles.sorted(by: { $0.key < $1.key }) where !entry.calls.isEmpty {
            let ids = entry.sharing.appIDs.map { id in
                ShareCodeFacts.AppID(
                    value: id.value, isLiteral: id.isLiteral, carrier: id.carrier,
                    location: id.evidence.path == path ? id.evidence.line.map { SourceLocation(line: $0) } : nil,
                    elsewhere: id.evidence.path == path ? nil : id.evidence.place)
            }
            let facts = ShareCodeFacts(
                calls: entry.calls, appIDs: ids, appIDInAppFile: appIDInAppFiles.contains(entry.codebase))
            items.append(
                Item(
                    path: full(path),
                    file: AppFile(
                        .shareCode(facts), targets: ShareTarget.allCases.filter(entry.targets.contains),
                        sharing: AppSharing(appIDInCode: !ids.isEmpty))))
        }
        if !others.isEmpty {
            lines.append(
                "not judged: "
                    + others.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: ", "))
        }
        if let notWalked = model.notWalkedPhrase { lines.append(notWalked) }
        // Libraries, frameworks and test bundles alone are no app: the files found by name are judged then.
        return Judgement(
            items: items, lines: lines, foundApps: model.apps.contains { $0.kind.isApp },
            reads: model.readFiles.map { FilePaths.join(directory, $0) },
            unreadable: model.unreadableProjectFiles.map {
                Evidence(path: full($0.path), text: "\(FilePaths.name($0.path)) \($0.text)")
            } + model.unreadable.map { Evidence(path: full($0.path), text: $0.text) })
    }
}

extension ModelApps {
    /// Adds what Gradle merges into an app module's manifest: the library manifests' providers, queries and
    /// App ID, a provider for each library known to bring one that is not installed, and the target SDK Gradle
    /// sets. The app module is the application, launcher activity or not.
    static func merge(into facts: inout AndroidManifestFacts, app: ProjectApp, full: (String) -> String) {
        facts.hasLauncherActivity = true
        for library in app.mergedManifests {
            guard case .androidManifest(let other) = AppFileReader.read(path: full(library.path)) else { continue }
            let here = facts.application ?? facts.manifest
            facts.providers += other.providers.map { provider in
                var provider = provider
                provider.location = here
                return provider
            }
            facts.queriedPackages += other.queriedPackages.map { Located($0.value) }
            facts.queriedActions += other.queriedActions.map { Located($0.value) }
            facts.queriesAllPackages = facts.queriesAllPackages || other.queriesAllPackages
            if facts.facebookAppID == nil { facts.facebookAppID = other.facebookAppID.map { Located($0.value) } }
        }
        for library in app.notInstalled {
            let name =
                library.text.replacingOccurrences(of: "\"", with: "").split(separator: ":").first.map(String.init)
                ?? library.text
            facts.providers.append(
                AndroidProvider(
                    name: "\(name)'s FileProvider (not installed here; its manifest declares one)", authorities: nil,
                    exported: "false", grantURIPermissions: "true", location: facts.application ?? facts.manifest))
        }
        if facts.targetSDKVersion == nil, let sdk = app.targetSDK { facts.targetSDKVersion = Located(String(sdk)) }
    }
}
