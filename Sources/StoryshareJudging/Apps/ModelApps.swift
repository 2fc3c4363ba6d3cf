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
        /// The targets the sharing code of the directory's app codebases uses: what files found by name are judged
        /// for when no app is found.
        var sharedTargets: [ShareTarget] = []
        /// One line per app codebase that shares with no iOS or Android project found.
        var projectless: [String] = []
        /// Every file the model read.
        var reads: [String] = []
        /// What makes the directory look like an app's whose project the model does not read, when it does.
        var unread: String?
        /// Whether, where the project is not read (``unread``), no source shares to Stories: nothing is left unjudged.
        var unreadButNothingShares = false
        /// What the model could not read or parse (project files, sources, folders), by full path, with why.
        var unreadable: [Evidence] = []
    }

    /// The files to judge in `directory`, each for the targets `choice` gives its app, with `configured` as the
    /// App ID the files must carry (when given).
    static func judge(_ directory: String, choice: TargetChoice, appID configured: String?) -> Judgement {
        let model = ProjectScanner.scan(directory)
        var collected = Collected(directory: directory, appFiles: model.appFiles)
        var others: [String: Int] = [:]
        for codebase in model.codebases {
            for app in codebase.apps {
                guard app.kind.isNamedApp else {
                    others[app.kind.phrase, default: 0] += 1
                    continue
                }
                let judged = choice.forced != nil ? app.kind == .app : codebase.judges(app)
                guard judged else {
                    collected.lines.append("\(app.title) [\(app.evidence.place)]: \(codebase.conclusion(for: app))")
                    continue
                }
                // Forced targets judge every app; the configuration's target says where the apps that share go.
                let targets = choice.targets(found: codebase.targets(for: app))
                let judgedFile = collected.addAppFile(
                    of: app, in: codebase, model: model, targets: targets, appID: configured)
                let names = targets.map(\.displayName).joined(separator: " and ")
                let verb =
                    choice.forced != nil && !codebase.judges(app)
                    ? "judged for \(names) (as asked)" : "shares to \(names)"
                collected.lines.append(
                    "\(app.title) [\(app.evidence.place)]: \(verb); judged \(judgedFile ?? "no file (none found)")"
                        + " and its sharing code")
                collected.addCalls(of: app, in: codebase, targets: targets)
            }
        }
        collected.addShareCode()
        if !others.isEmpty {
            collected.lines.append(
                "not judged: "
                    + others.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: ", "))
        }
        if let notWalked = model.notWalkedPhrase { collected.lines.append(notWalked) }
        // Libraries, frameworks and test bundles alone are no app: the files found by name are judged then.
        let sharing = model.codebases.filter(\.sharesWithoutAppProject)
        let projectless = sharing.map { codebase in
            "\(codebase.layoutName) code in \(codebase.path) shares to "
                + codebase.sharing.targets.map(\.displayName).joined(separator: " and ")
                + ", but no iOS or Android project was found: each Info.plist and AndroidManifest.xml found is "
                + "judged by its name, for those targets"
        }
        return Judgement(
            items: collected.items, lines: collected.lines, foundApps: model.apps.contains { $0.kind.isApp },
            sharedTargets: ShareTarget.allCases.filter { target in
                sharing.contains { $0.sharing.targets.contains(target) }
            },
            projectless: projectless,
            reads: model.readFiles.map { FilePaths.join(directory, $0) }, unread: model.unreadPhrase,
            unreadButNothingShares: model.unreadButNothingShares,
            unreadable: model.unreadableProjectFiles.map {
                Evidence(path: collected.full($0.path), text: "\(FilePaths.name($0.path)) \($0.text)")
            } + model.unreadable.map { Evidence(path: collected.full($0.path), text: $0.text) })
    }

    /// What the judging of a directory's apps has gathered so far: the app files, the lines, and the share calls
    /// of each source file with the targets of the apps they reach.
    private struct Collected {
        let directory: String
        var items: [Item] = []
        var lines: [String] = []
        /// Each source file's share calls, the sharing of its codebase, the targets and platforms of the apps it
        /// reaches.
        var codeFiles:
            [String: (
                calls: [ShareCodeFacts.Call], sharing: Sharing, targets: Set<ShareTarget>, codebase: String,
                platforms: Set<Platform>
            )] = [:]
        /// Codebases whose app's Info.plist or manifest carries a Facebook App ID (the Facebook SDK reads it).
        var appIDInAppFiles = Set<String>()
        /// For each App ID read from an Info.plist key (by the App ID's `path:line` and key), what the Info.plist of
        /// each app the share belongs to holds there: `nil` for an app whose Info.plist is not known.
        var infoPlistReads: [String: [InfoPlistRead?]] = [:]
        /// Each share call's App ID read from an Info.plist key (by the call's `path:line` and target): the App ID's
        /// `path:line` and key.
        var callReads: [String: String] = [:]

        /// What the scan read of each app file, by path below the directory.
        let appFiles: [String: AppFileFacts]

        init(directory: String, appFiles: [String: AppFileFacts]) {
            self.directory = directory
            self.appFiles = appFiles
        }

        func full(_ path: String) -> String { FilePaths.join(directory, path) }

        /// What the app file at `path` (below the directory) says, as the scan read it.
        func facts(_ path: String) -> AppFileFacts {
            ModelApps.facts(path, in: appFiles)
        }

        /// Adds the file that configures `app` (its Info.plist, its merged manifest, or the Expo configuration
        /// that makes them), judged for `targets`; returns its path, or `nil` when it has none.
        mutating func addAppFile(
            of app: ProjectApp, in codebase: Codebase, model: ProjectModel, targets: [ShareTarget], appID: String?
        ) -> String? {
            let codeIDs = codebase.sharing.appIDs
            // The App ID the code gives, as the share carries it: a literal (another file's constant, a Gradle field
            // or a .env value followed to one included), or what the app's Info.plist holds under the key it reads.
            var literal: String?
            for id in codeIDs {
                var value: String? = id.isLiteral ? id.value : nil
                if let key = id.infoPlistKey,
                    case .value(let text, _, _)? = infoPlistRead(key, of: app)
                {
                    value = text
                }
                if let value, FacebookAppID.isValid(value) {
                    literal = value
                    break
                }
            }
            let calls = codebase.calls(for: app)
            let sharing = AppSharing(
                appIDInCode: !codeIDs.isEmpty,
                urisFromMediaStore: calls.contains { $0.usesMediaStore },
                callSite: calls.first?.evidence.place,
                writtenFolders: app.platform == .android
                    ? Dictionary(
                        codebase.sharing.writtenFolders.map { ($0.text, $0.place) },
                        uniquingKeysWith: { first, _ in first })
                    : [:],
                sendsFiles: !Sharing.openURLOnly(calls),
                providerAuthorities: app.platform == .android
                    ? codebase.sharing.providerAuthorities.map { asked in
                        AppSharing.ProviderAuthority(
                            authority: asked.text, place: asked.place,
                            // A library's call where it is asked; the app's own Kotlin or Java otherwise.
                            library: calls.first {
                                $0.evidence.path == asked.path && $0.evidence.line == asked.line
                                    && ![.urlScheme, .pasteboard, .intent].contains($0.api)
                            }.map(\.via))
                    } : [],
                startsWithoutAsking: app.platform == .android && !calls.isEmpty
                    && calls.allSatisfy { $0.api == .intent && !$0.asksVisibility })
            guard let (path, facts) = appFile(of: app, model: model, targets: targets) else { return nil }
            // Two targets of one file (App and App Dev) are one judgement.
            guard !items.contains(where: { $0.path == full(path) && $0.file.facts.kind == facts.kind }) else {
                return path
            }
            switch facts {
            case .infoPlist(let info) where info.facebookAppID != nil: appIDInAppFiles.insert(codebase.path)
            case .androidManifest(let manifest) where manifest.facebookAppID != nil:
                appIDInAppFiles.insert(codebase.path)
            default: break
            }
            // A build setting the Info.plist's App ID refers to, as the app's target sets it.
            var settings: [String: BuildSetting] = [:]
            if case .infoPlist(let info) = facts, let text = info.facebookAppID?.text,
                let name = ModelApps.buildSettingName(text), let set = ModelApps.buildSetting(name, of: app)
            {
                settings[text] = BuildSetting(value: set.value, place: set.places)
            }
            items.append(
                Item(
                    path: full(path),
                    file: AppFile(
                        facts, targets: targets, appID: appID ?? literal, sharing: sharing, buildSettings: settings)))
            return path
        }

        /// The file that configures `app` and its facts: the Info.plist the project names (an app's, whatever its
        /// CFBundlePackageType says), the manifest with what Gradle merges, or what an Expo configuration makes.
        /// An Info.plist Xcode generates is said in a line, for `targets`.
        mutating func appFile(of app: ProjectApp, model: ProjectModel, targets: [ShareTarget]) -> (
            String, AppFileFacts
        )? {
            if app.platform == .ios {
                if let plist = app.infoPlist {
                    var facts = self.facts(plist)
                    // The project says it is an app, whatever its CFBundlePackageType says ($(VARIABLE)).
                    if case .infoPlist(var info) = facts {
                        info.bundle = .app
                        facts = .infoPlist(info)
                    }
                    return (plist, facts)
                }
                if let config = app.expoConfig, let expo = model.expoConfigs[config] {
                    return (config, .infoPlist(ExpoConfigFacts.infoPlist(expo)))
                }
                if let generated = app.generatedInfoPlist {
                    return (generated.path, .infoPlist(ExpoConfigFacts.infoPlist(generated)))
                }
                if app.generatesInfoPlist {
                    let schemes = targets.map(\.urlScheme).joined(separator: " and ")
                    lines.append(
                        "\(app.title): its Info.plist is generated by Xcode, which has no build setting for "
                            + "LSApplicationQueriesSchemes: add an Info.plist file listing \(schemes)")
                }
                return nil
            }
            if let manifest = app.manifest {
                // The scan read an app module's manifest already.
                var facts = self.facts(manifest)
                if case .androidManifest(var merged) = facts {
                    ModelApps.merge(into: &merged, app: app, files: appFiles)
                    facts = .androidManifest(merged)
                }
                return (manifest, facts)
            }
            if let config = app.expoConfig, let read = model.expoConfigs[config] {
                var expo = ExpoConfigFacts.manifest(read)
                ModelApps.merge(into: &expo, app: app, files: appFiles)
                return (config, .androidManifest(expo))
            }
            return nil
        }

        /// Records the share calls that reach `app`, each once a line and target, for `targets`; for a call whose
        /// App ID is read from an Info.plist key, what `app`'s Info.plist holds there.
        mutating func addCalls(of app: ProjectApp, in codebase: Codebase, targets: [ShareTarget]) {
            for call in codebase.calls(for: app) {
                if let source = call.appID.source, let key = source.infoPlistKey, let line = call.evidence.line {
                    let read = "\(source.evidence.place) \(key)"
                    infoPlistReads[read, default: []].append(infoPlistRead(key, of: app))
                    callReads["\(call.evidence.path):\(line) \(call.target.rawValue)"] = read
                }
                var entry = codeFiles[call.evidence.path] ?? ([], codebase.sharing, [], codebase.path, [])
                if targets.contains(call.target), let line = call.evidence.line,
                    !entry.calls.contains(where: { $0.target == call.target && $0.location.line == line })
                {
                    entry.calls.append(
                        ShareCodeFacts.Call(
                            target: call.target, location: SourceLocation(line: line), givesAppID: call.appID.isGiven,
                            libraryWithoutAppID: call.appID.libraryWithout, via: call.via,
                            values: call.values.map { value in
                                ShareCodeFacts.Value(
                                    parameter: value.parameter, text: value.text, isLiteral: value.isLiteral,
                                    expression: value.expression, origin: value.origin,
                                    location: value.evidence.path == call.evidence.path
                                        ? value.evidence.line.map { SourceLocation(line: $0) } : nil,
                                    setElsewhere: value.evidence.path == call.evidence.path
                                        ? nil : value.evidence.place, imageObjectLine: value.imageObjectLine)
                            },
                            ungrantedURI: call.ungrantedURI?.line.map { SourceLocation(line: $0) },
                            isIntent: call.api == .intent, api: call.api))
                }
                entry.targets.formUnion(targets)
                entry.platforms.insert(app.platform)
                codeFiles[call.evidence.path] = entry
            }
        }

        /// What `app`'s Info.plist holds under `key`: `nil` when its Info.plist is not a file storyshare reads (an
        /// Android app, an Info.plist Xcode or Expo generates, one that cannot be read) or the key holds no string. A
        /// build setting (`$(NAME)`) that every build configuration of the app's target sets to one literal (in the
        /// project file or the `.xcconfig` the configuration is based on) is followed to it, one step, and where is
        /// said.
        func infoPlistRead(_ key: String, of app: ProjectApp) -> InfoPlistRead? {
            guard app.platform == .ios else { return nil }
            let text: String
            let place: String
            if let plist = app.infoPlist {
                guard case .infoPlist(let facts) = self.facts(plist) else { return nil }
                guard let entry = facts.entries[key] else { return .missing(key: key, plist: plist) }
                guard let held = entry.text else { return nil }
                (text, place) = (held, entry.value.map { "\(plist):\($0.line)" } ?? plist)
            } else if let entry = app.generatedInfoPlist?.strings[key] {
                // An Info.plist Tuist writes from keys in its manifest: what the manifest gives the key. (One it does
                // not give may come from what the reader cannot follow, a helper's keys or a base: nothing is said.)
                (text, place) = (entry.text, entry.place)
            } else {
                return nil
            }
            if let name = ModelApps.buildSettingName(text), let set = ModelApps.buildSetting(name, of: app) {
                return .value(set.value, key: key, plist: "\(place) as \(text), set in \(set.places)")
            }
            return .value(text, key: key, plist: place)
        }

        /// What the Info.plists hold for the App ID read at `read` (`path:line key`), when every app the share belongs
        /// to has a known Info.plist and they agree (each lacks the key, or each holds the same string), with every
        /// Info.plist named.
        func infoPlistRead(_ read: String?) -> InfoPlistRead? {
            guard let read, let reads = infoPlistReads[read], let first = reads.first ?? nil else { return nil }
            var plists: [String] = []
            for other in reads {
                switch (first, other) {
                case (.missing, .missing(_, let plist)): plists.append(plist)
                case (.value(let text, _, _), .value(let held, _, let plist)) where held == text: plists.append(plist)
                default: return nil
                }
            }
            var seen = Set<String>()
            let named = plists.filter { seen.insert($0).inserted }.joined(separator: " and ")
            switch first {
            case .missing(let key, _): return .missing(key: key, plist: named)
            case .value(let text, let key, _): return .value(text, key: key, plist: named)
            }
        }

        /// Adds each source file holding share calls, with the App IDs its codebase's code carries; an App ID read
        /// from an Info.plist key is what the app's Info.plist holds there, and a call reading a key its app's
        /// Info.plist lacks gives none.
        mutating func addShareCode() {
            for (path, entry) in codeFiles.sorted(by: { $0.key < $1.key }) where !entry.calls.isEmpty {
                let ids = entry.sharing.appIDs.map { id in
                    var found = ShareCodeFacts.AppID(
                        value: id.value, isLiteral: id.isLiteral, carrier: id.carrier,
                        location: id.evidence.path == path ? id.evidence.line.map { SourceLocation(line: $0) } : nil,
                        elsewhere: id.evidence.path == path ? nil : id.evidence.place, optional: id.optional)
                    found.definition = id.definition?.place
                    found.undecided = id.undecided
                    if let key = id.infoPlistKey,
                        case .value(let text, _, let plist) = infoPlistRead("\(id.evidence.place) \(key)")
                    {
                        found.value = text
                        found.isLiteral = true
                        found.infoPlist = ShareCodeFacts.InfoPlistKey(key: key, plist: plist)
                    }
                    return found
                }
                // One share's URL and pasteboard items read one App ID: its first call says the key is missing.
                var saidMissing = Set<String>()
                var calls = entry.calls
                for index in calls.indices.sorted(by: { calls[$0].location.line < calls[$1].location.line }) {
                    let read = callReads["\(path):\(calls[index].location.line) \(calls[index].target.rawValue)"]
                    guard case .missing(let key, let plist) = infoPlistRead(read), let read,
                        saidMissing.insert(read).inserted
                    else { continue }
                    calls[index].givesAppID = false
                    calls[index].missingInfoPlistKey = ShareCodeFacts.InfoPlistKey(key: key, plist: plist)
                }
                let facts = ShareCodeFacts(
                    calls: calls, appIDs: ids, appIDInAppFile: appIDInAppFiles.contains(entry.codebase),
                    libraries: entry.sharing.libraries, platforms: Platform.allCases.filter(entry.platforms.contains),
                    missingAssets: entry.sharing.missingAssets.filter { $0.path == path }.map { missing in
                        ShareCodeFacts.MissingAsset(
                            name: missing.text, location: SourceLocation(line: missing.line ?? 1))
                    })
                items.append(
                    Item(
                        path: full(path),
                        file: AppFile(
                            .shareCode(facts), targets: ShareTarget.allCases.filter(entry.targets.contains),
                            sharing: AppSharing(appIDInCode: !ids.isEmpty, sendsFiles: !entry.sharing.opensURLOnly))))
            }
        }
    }
}

extension ModelApps {
    /// The build setting `text` is, whole (`$(META_APP_ID)`, `${META_APP_ID}` → `META_APP_ID`), when it is one.
    static func buildSettingName(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 3,
            trimmed.hasPrefix("$(") && trimmed.hasSuffix(")")
                || trimmed.hasPrefix("${") && trimmed.hasSuffix("}")
        else { return nil }
        let name = trimmed.dropFirst(2).dropLast()
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(name) : nil
    }

    /// The one value every build configuration of `app` gives the build setting `name` (from its settings in the
    /// project file or the `.xcconfig` its configuration is based on), with where each sets it; `nil` when one sets
    /// none, they differ, an include not in the checkout may replace it, or the value is itself a setting.
    static func buildSetting(_ name: String, of app: ProjectApp) -> (value: String, places: String)? {
        let found = app.buildConfigurations.map { $0.setting(name) }
        guard let first = found.first ?? nil, !FacebookAppID.isReference(first.value),
            found.allSatisfy({ $0?.value == first.value && $0?.overriddenBy == nil })
        else { return nil }
        var places: [String] = []
        for case let setting? in found where !places.contains(setting.place) { places.append(setting.place) }
        return (first.value, places.joined(separator: " and "))
    }

    /// What an app's Info.plist holds under a key its sharing code reads the App ID from.
    enum InfoPlistRead: Equatable {
        /// The string it holds (a literal, or a build setting `$(NAME)`), with the Info.plist's `path:line` (or those
        /// of each Info.plist holding the same).
        case value(String, key: String, plist: String)
        /// The Info.plist at `plist` (or each of those named) does not hold `key`.
        case missing(key: String, plist: String)
    }

    /// What the app file at `path` says, as the scan read it into `files`: the scan reads every file an app names, so
    /// one missing there is said as not read rather than opened here.
    static func facts(_ path: String, in files: [String: AppFileFacts]) -> AppFileFacts {
        files[path] ?? .unreadable(AppFileReader.kind(ofPath: path), reason: "was not read by the scan")
    }

    /// Adds what Gradle merges into an app module's manifest: the library manifests' providers, queries and
    /// App ID, a provider for each library known to bring one that is not installed, and the target SDK Gradle
    /// sets. The app module is the application, launcher activity or not.
    static func merge(into facts: inout AndroidManifestFacts, app: ProjectApp, files: [String: AppFileFacts]) {
        facts.hasLauncherActivity = true
        for library in app.mergedManifests {
            guard case .androidManifest(let other) = Self.facts(library.path, in: files) else { continue }
            let here = facts.application ?? facts.manifest
            facts.providers += other.providers.map { provider in
                var provider = provider
                provider.location = here
                return provider
            }
            facts.queriedPackages += other.queriedPackages.map { Located($0.value) }
            facts.queriedAuthorities += other.queriedAuthorities.map { Located($0.value) }
            facts.queriedActions += other.queriedActions.map { Located($0.value) }
            facts.queriedIntents += other.queriedIntents.map { intent in
                var intent = intent
                intent.location = nil
                return intent
            }
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
