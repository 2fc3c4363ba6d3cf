import Foundation
import StoryshareProject
import StoryshareSystem

/// `storyshare scan`'s JSON document: the app model as it is, every fact with its evidence.
public struct ScanDocument: Encodable {
    struct Place: Encodable {
        var path: String
        var line: Int?
        var text: String?

        init(_ evidence: Evidence) {
            path = DisplayText.escaped(evidence.path)
            line = evidence.line
            text = evidence.text.isEmpty ? nil : DisplayText.escaped(evidence.text)
        }
    }

    struct App: Encodable {
        var name, platform, kind, conclusion: String
        var judged: Bool
        var targets: [String]
        var evidence: Place
        var infoPlist, manifest, expoConfig: String?
        var generatesInfoPlist: Bool
        var mergedManifests, notInstalled: [Place]
        var targetSDK: Int?
        var targetSDKEvidence: Place?
    }

    struct Call: Encodable {
        var target, api: String
        var evidence: Place
        /// How the call gives its App ID: `literal`, `name` (one the scan cannot follow), `none`, `no-option` (the
        /// library has none) or `unread` (with why).
        var appID: String
        /// The App ID (`literal`), the name written (`name`), the library (`no-option`) or why (`unread`).
        var appIDValue: String?
    }

    struct AppID: Encodable {
        var value: String
        var literal: Bool
        var carrier: String
        var evidence: Place
        /// When the share writes it as an optional or a value that may be nil: the expression and why (the App ID
        /// may be missing at run time).
        var optional: String?
        /// The app's Info.plist key it is read from.
        var infoPlistKey: String?
        /// Where another file sets the name the share passes (a constant, a `buildConfigField`, a `.env` line).
        var definedAt: Place?
        /// Why the name cannot be followed to one value (set two ways, at build time, only in an example file).
        var undecided: String?
    }

    struct Asset: Encodable {
        var path, role, foundBy: String
        var roleFromCode, catalogSet: Bool
        var embedded: String?
        var evidence: Place
    }

    struct Library: Encodable {
        var name, api, version: String
        var locked: Bool
        var evidence: Place
    }

    struct Codebase: Encodable {
        var path, stack: String
        var evidence: Place
        var apps: [App]
        var shares: Bool
        var targets: [String]
        var calls: [Call]
        var appIDs: [AppID]
        var assets: [Asset]
        var drawnAtRunTime, undecided, notCalled: [Place]
        var libraries: [Library]
    }

    struct Count: Encodable {
        var reason: String
        var count: Int
        var examples: [String]

        init(_ passOver: PassOver) {
            reason = passOver.reason
            count = passOver.count
            examples = passOver.examples.map(DisplayText.escaped)
        }
    }

    var root: String
    var codebases: [Codebase]
    var passedOver: [Count]
    var foldersNotWalked: [Count]
    var notes: [String]
    /// What could not be read (project files, sources, folders), each with why.
    var unreadable: [Place]

    /// The document of `model`; paths and texts escaped (`DisplayText`).
    public init(_ model: ProjectModel) {
        root = DisplayText.escaped(model.root)
        codebases = model.codebases.map { codebase in
            Codebase(
                path: DisplayText.escaped(codebase.path), stack: codebase.stack.rawValue,
                evidence: Place(codebase.evidence),
                apps: codebase.apps.map { app in
                    App(
                        name: DisplayText.escaped(app.name), platform: app.isMacOS ? "macos" : app.platform.rawValue,
                        kind: app.kind.rawValue,
                        conclusion: codebase.conclusion(for: app), judged: codebase.judges(app),
                        targets: codebase.targets(for: app).map(\.rawValue), evidence: Place(app.evidence),
                        infoPlist: app.infoPlist.map(DisplayText.escaped),
                        manifest: app.manifest.map(DisplayText.escaped),
                        expoConfig: app.expoConfig.map(DisplayText.escaped),
                        generatesInfoPlist: app.generatesInfoPlist,
                        mergedManifests: app.mergedManifests.map(Place.init),
                        notInstalled: app.notInstalled.map(Place.init), targetSDK: app.targetSDK,
                        targetSDKEvidence: app.targetSDKEvidence.map(Place.init))
                },
                shares: codebase.sharing.shares, targets: codebase.sharing.targets.map(\.rawValue),
                calls: codebase.sharing.calls.map { call in
                    let (state, value): (String, String?) =
                        switch call.appID {
                        case .given(let id): (id.isLiteral ? "literal" : "name", DisplayText.escaped(id.value))
                        case .absent: ("none", nil)
                        case .notTaken(let library): ("no-option", library)
                        case .unread(let why): ("unread", why)
                        }
                    return Call(
                        target: call.target.rawValue, api: call.api.rawValue, evidence: Place(call.evidence),
                        appID: state, appIDValue: value)
                },
                appIDs: codebase.sharing.appIDs.map {
                    AppID(
                        value: DisplayText.escaped($0.value), literal: $0.isLiteral, carrier: $0.carrier,
                        evidence: Place($0.evidence), optional: $0.optional.map(DisplayText.escaped),
                        infoPlistKey: $0.infoPlistKey.map(DisplayText.escaped),
                        definedAt: $0.definition.map(Place.init),
                        undecided: $0.undecided.map(DisplayText.escaped))
                },
                assets: codebase.sharing.assets.map {
                    Asset(
                        path: DisplayText.escaped($0.path), role: $0.role.rawValue, foundBy: $0.foundBy,
                        roleFromCode: $0.roleFromCode,
                        catalogSet: $0.isCatalogSet,
                        embedded: $0.embedded.map { "\($0.mediaType), \($0.bytes.count) bytes" },
                        evidence: Place($0.evidence))
                },
                drawnAtRunTime: codebase.sharing.runtimeAssets.map(Place.init),
                undecided: codebase.sharing.undecided.map(Place.init),
                notCalled: codebase.sharing.uncalled.map(Place.init),
                libraries: codebase.sharing.libraries.map {
                    Library(
                        name: $0.name, api: $0.api.rawValue, version: DisplayText.escaped($0.version),
                        locked: $0.isLocked, evidence: Place($0.evidence))
                })
        }
        passedOver = model.passedOverMedia.map(Count.init)
        foldersNotWalked = model.prunedFolders.map(Count.init)
        notes = model.notes.map(DisplayText.escaped)
        unreadable = (model.unreadableProjectFiles + model.unreadable).map(Place.init)
    }

    /// The document as pretty-printed JSON with sorted keys, ending with a line end.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
