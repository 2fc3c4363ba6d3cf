import StoryshareKit

/// A library apps share to Stories through, and where its version is written: its package name (npm or pub),
/// the API the share code scanner names its calls with, and the CocoaPods pod whose version is the package's.
public struct SharingLibrary: Sendable, Equatable {
    /// Where the package comes from.
    public enum Registry: String, Sendable, Equatable {
        case npm
        case pub
    }

    /// The package name (`react-native-share`).
    public var name: String
    /// The calls through it (``ShareAPI/reactNativeShare``).
    public var api: ShareAPI
    /// npm or pub.
    public var registry: Registry
    /// The pod in `Podfile.lock` whose version is the package's (`RNShare`, whose podspec takes package.json's
    /// version). The Flutter plugins' pods are all `0.0.1`: they say nothing of the version.
    public var pod: String?

    /// The libraries whose versions the model reads: the packages of the share libraries' descriptors.
    public static let all = ShareLibrary.all.compactMap(\.package)
    /// The names of the Flutter plugins among them (pub's): their calls are read from the app's Dart code.
    public static let flutterPlugins = Set(all.filter { $0.registry == .pub }.map(\.name))
}

/// A sharing library a codebase installs: the version a lockfile says is installed, or, with no lockfile that
/// names it, the range its `package.json` or `pubspec.yaml` asks for (not what is installed).
public struct InstalledLibrary: Sendable, Equatable {
    /// The package name.
    public var name: String
    /// The share calls that go through it.
    public var api: ShareAPI
    /// The version as the lockfile writes it (`7.3.2`), or the range the manifest asks for (`^7.2.0`).
    public var version: String
    /// Whether `version` is from a lockfile (installed), not a manifest's range.
    public var isLocked: Bool
    /// The file and line it was read from.
    public var evidence: Evidence
    /// Where the app patches it as it is installed (patch-package's `patches/NAME+VERSION.patch`, a
    /// `patchedDependencies` entry, Yarn's `patch:` protocol): what the installed code does may differ from the
    /// version's.
    public var patch: Evidence?

    /// A library at `version` (locked or a range), read at `evidence`, patched where `patch` says.
    public init(
        name: String, api: ShareAPI, version: String, isLocked: Bool, evidence: Evidence, patch: Evidence? = nil
    ) {
        self.name = name
        self.api = api
        self.version = version
        self.isLocked = isLocked
        self.evidence = evidence
        self.patch = patch
    }

    /// The installed version, when a lockfile gives one that is a version.
    public var installed: SemanticVersion? { isLocked ? SemanticVersion(version) : nil }

    /// The versions the manifest's range allows, as `[lowest, below)`, when it is one ``DependencyRange`` reads.
    public var allowed: DependencyRange? { isLocked ? nil : DependencyRange(version) }

    /// Whether the manifest asks for one version (`10.2.1`), not a range; `false` for a lockfile's version.
    public var isPinned: Bool {
        !isLocked && !version.isEmpty && version.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// What the manifest's `version` is: `the version asked for` or `a range`.
    public var askedFor: String { isPinned ? "the version asked for" : "a range" }

    /// How messages say it: `react-native-share 7.3.2 (package-lock.json:120)` or `react-native-share ^7.2.0, a
    /// range (package.json:14; no lockfile names it)`.
    public var described: String {
        isLocked
            ? "\(name) \(version) (\(evidence.place))"
            : "\(name) \(version), \(askedFor) (\(evidence.place); no lockfile names it)"
    }
}

/// The versions a dependency range allows, `[lowest, below)`: an exact version, `^1.2.3`, `~1.2.3`, `1.2.x`,
/// `>=1.2.0 <2.0.0` (npm and pub write them alike). `below` is `nil` when nothing bounds it (`>=1.2.0`, `any`).
public struct DependencyRange: Sendable, Equatable {
    /// The lowest version allowed.
    public var lowest: SemanticVersion
    /// The first version above `lowest` not allowed, `nil` when nothing bounds the range.
    public var below: SemanticVersion?

    /// The range `text` writes, or `nil` for one it does not read (`||`, a tag, a git or path source).
    public init?(_ text: String) {
        var text = text.trimmingWhitespace()
        for quote in ["\"", "'"] where text.hasPrefix(quote) && text.hasSuffix(quote) && text.count >= 2 {
            text = String(text.dropFirst().dropLast())
        }
        guard !text.contains("||"), !text.isEmpty else { return nil }
        if text.hasPrefix("npm:") { return nil }
        let parts = text.split(separator: " ").map(String.init).filter { !$0.isEmpty }
        if parts.count == 2, parts[0].hasPrefix(">="), parts[1].hasPrefix("<"), !parts[1].hasPrefix("<=") {
            guard let low = SemanticVersion(parts[0].dropFirst(2)), let high = SemanticVersion(parts[1].dropFirst())
            else { return nil }
            lowest = low
            below = high
            return
        }
        guard parts.count == 1 else { return nil }
        let range = parts[0]
        if range.hasPrefix(">=") {
            guard let low = SemanticVersion(range.dropFirst(2)) else { return nil }
            lowest = low
            below = nil
        } else if range.hasPrefix("^") {
            guard let low = SemanticVersion(range.dropFirst()) else { return nil }
            lowest = low
            // ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4.
            below =
                low.major > 0
                ? SemanticVersion("\(low.major + 1).0.0")
                : low.minor > 0 ? SemanticVersion("0.\(low.minor + 1).0") : SemanticVersion("0.0.\(low.patch + 1)")
        } else if range.hasPrefix("~") {
            let body = range.dropFirst().drop { $0 == ">" }
            guard let low = SemanticVersion(body) else { return nil }
            lowest = low
            below = SemanticVersion("\(low.major).\(low.minor + 1).0")
        } else if range.hasSuffix(".x") || range.hasSuffix(".*") {
            let fixed = range.dropLast(2).split(separator: ".")
            guard let low = SemanticVersion(range.dropLast(2)) else { return nil }
            lowest = low
            below =
                fixed.count >= 2
                ? SemanticVersion("\(low.major).\(low.minor + 1).0") : SemanticVersion("\(low.major + 1).0.0")
        } else {
            let body = range.hasPrefix("=") ? String(range.dropFirst()) : range
            guard let exact = SemanticVersion(body), exact.text == body else { return nil }
            lowest = exact
            // The next possible version after an exact one: its patch + 1, or its release after a pre-release.
            below =
                exact.preRelease.isEmpty
                ? SemanticVersion("\(exact.major).\(exact.minor).\(exact.patch + 1)")
                : SemanticVersion("\(exact.major).\(exact.minor).\(exact.patch)")
        }
    }

    /// Whether every version this range allows is in `range`.
    public func isWithin(_ range: VersionRange) -> Bool {
        guard let below else { return false }
        return range.introduced <= lowest && below <= range.fixed
    }
}
