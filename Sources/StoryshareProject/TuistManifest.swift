import StoryshareSystem

/// A Tuist manifest (`Project.swift`), read as literals: every call that declares a target (`.target(…)`,
/// `Target(…)`, a team's own helper such as `.make(…)`) — a call with a `name:` string and a `product:` member —
/// with its product, destinations, bundle id, and the Info.plist it uses: a file (`.file(path: …)`, a string), or
/// the keys Tuist writes into the one it generates (`.extendingDefault(with: […])`, `.default`), with their lines.
/// The manifest is Swift that Tuist runs; what comes from code the reader cannot follow (a helper's defaults, a
/// computed value) is not guessed: the target is said as read.
enum TuistManifest {
    typealias Target = GeneratedTarget

    /// The largest manifest read.
    static let limit = 1 << 20

    /// The targets the manifest at `path` (relative to the root) declares; `tuistRoot` is the folder
    /// `.relativeToRoot(…)` paths start from.
    static func targets(_ text: String, path: String, tuistRoot: String, walk: ProjectWalk) -> [Target] {
        let file = CallReader.read(text, language: .swift)
        let folder = RepositoryPaths.parent(of: path)
        var found: [Target] = []
        for call in file.calls {
            guard let name = argument(call, "name").flatMap(literal), let product = argument(call, "product"),
                let kind = member(product)
            else { continue }
            let destinations = [argument(call, "destinations"), argument(call, "platform")].compactMap { $0 }
                .map(ShareCallReading.text(of:)).joined(separator: " ")
            let sdk =
                destinations.isEmpty || destinations.contains("iOS") || destinations.contains("iPhone")
                    || destinations.contains("iPad")
                ? "iphoneos"
                : destinations.contains("macOS") || destinations.contains("mac")
                    ? "macosx"
                    : destinations.contains("tvOS") || destinations.contains("appleTv") ? "appletvos" : "watchos"
            var xcode = XcodeProject.Target(
                name: name, productType: "com.apple.product-type." + productType(kind), infoPlistFile: nil,
                generatesInfoPlist: false, sdkRoot: sdk, supportedPlatforms: [], line: call.line)
            var generated: GeneratedInfoPlist?
            if let info = argument(call, "infoPlist") {
                switch info {
                case .string(let string) where string.isPlain:
                    xcode.infoPlistFile = RepositoryPaths.joinResolving(folder, string.text)
                case .call(let inner) where inner.callee.last == "file":
                    switch inner.arguments.first?.value {
                    case .string(let string)? where string.isPlain:
                        xcode.infoPlistFile = RepositoryPaths.joinResolving(folder, string.text)
                    case .call(let root)? where root.callee.last == "relativeToRoot":
                        if case .string(let string)? = root.arguments.first?.value, string.isPlain {
                            xcode.infoPlistFile = RepositoryPaths.joinResolving(tuistRoot, string.text)
                        }
                    default: break
                    }
                case .call(let inner) where inner.callee.last == "extendingDefault":
                    var plist = GeneratedInfoPlist(path: path, line: call.line)
                    plist.generator = "Tuist"
                    if case .object(let entries)? = inner.arguments.first?.value {
                        plist.line = entries.first?.line ?? call.line
                        for entry in entries {
                            switch entry.key {
                            case "LSApplicationQueriesSchemes":
                                plist.setsSchemes = true
                                plist.line = entry.line
                                if case .call(let array) = entry.value, array.callee.last == "array",
                                    case .array(let elements)? = array.arguments.first?.value
                                {
                                    plist.schemes = strings(elements, path: path, line: entry.line)
                                } else if case .array(let elements) = entry.value {
                                    plist.schemes = strings(elements, path: path, line: entry.line)
                                }
                            case "FacebookAppID":
                                if let id = literal(entry.value)
                                    ?? {
                                        if case .call(let wrapped) = entry.value, let first = wrapped.arguments.first {
                                            return literal(first.value)
                                        }
                                        return nil
                                    }()
                                {
                                    plist.facebookAppID = Evidence(path: path, line: entry.line, text: id)
                                }
                            default: break
                            }
                        }
                    }
                    generated = plist
                default:
                    if member(info) == "default" {
                        generated = GeneratedInfoPlist(path: path, line: call.line)
                        generated?.generator = "Tuist"
                    }
                }
            }
            found.append(
                Target(
                    name: name, target: xcode,
                    evidence: Evidence(path: path, line: call.line, text: "product: .\(kind)"), generated: generated))
        }
        return found
    }

    /// The argument of `call` labelled `label`.
    static func argument(_ call: SourceCall, _ label: String) -> SourceExpression? {
        call.arguments.first { $0.label == label }?.value
    }

    /// A plain string literal's text.
    static func literal(_ expression: SourceExpression) -> String? {
        if case .string(let string) = expression, string.isPlain { return string.text }
        return nil
    }

    /// The member an implicit member expression names (`.app` → `app`).
    static func member(_ expression: SourceExpression) -> String? {
        let text = ShareCallReading.text(of: expression).replacingOccurrences(of: " ", with: "")
        guard let last = text.split(separator: ".").last, !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber })
        else { return nil }
        return String(last)
    }

    /// The strings of an array literal, each at `line`.
    static func strings(_ elements: [SourceExpression], path: String, line: Int) -> [Evidence] {
        elements.compactMap { element in
            if let text = literal(element) { return Evidence(path: path, line: line, text: text) }
            if case .call(let wrapped) = element, let first = wrapped.arguments.first, let text = literal(first.value) {
                return Evidence(path: path, line: line, text: text)
            }
            return nil
        }
    }

    /// Xcode's product type (after `com.apple.product-type.`) of a Tuist product.
    static func productType(_ product: String) -> String {
        switch product {
        case "app": "application"
        case "appClip": "application.on-demand-install-capable"
        case "appExtension", "messagesExtension", "stickerPackExtension", "extensionKitExtension": "app-extension"
        case "watch2App": "application.watchapp2"
        case "watch2Extension": "watchkit2-extension"
        case "framework", "staticFramework": "framework"
        case "staticLibrary", "dynamicLibrary": "library.static"
        case "unitTests": "bundle.unit-test"
        case "uiTests": "bundle.ui-testing"
        default: product
        }
    }
}
