import StoryshareXML

/// Gathers an AndroidManifest.xml's facts from the XML reader's elements, as they come: what `<queries>`,
/// `<application>` and its providers, activities and meta-data declare. Only the manifest's own structure is
/// looked at (`<queries>` is a child of `<manifest>`, `<provider>` of `<application>`); an element elsewhere
/// declares nothing.
struct AndroidManifestScanner: XMLVisitor {
    /// The namespace of the `android:` attributes.
    static let android = "http://schemas.android.com/apk/res/android"

    /// The names of the open elements, outermost first.
    private var path: [String] = []
    /// The facts, once `<manifest>` has started.
    private(set) var facts: AndroidManifestFacts?
    /// The root element, when it is another than `<manifest>`: its name and place.
    private(set) var wrongRoot: (name: String, location: SourceLocation)?
    /// What the `<intent-filter>` being read declares.
    private var filterIsMain = false
    private var filterIsLauncher = false

    mutating func start(_ element: XMLElement) {
        defer { path.append(element.name.localName) }
        let location = SourceLocation(element.position)
        let name = element.name.localName
        func android(_ attribute: String) -> String? { element.attribute(attribute, namespace: Self.android) }
        guard let parent = path.last else {
            if name == "manifest", element.name.namespace == nil {
                facts = AndroidManifestFacts(
                    manifest: location, package: element.attribute("package"), hasLauncherActivity: false)
            } else {
                wrongRoot = (element.name.description, location)
            }
            return
        }
        // Taken out while it changes, so its arrays grow in place rather than being copied.
        guard var facts = facts.take() else { return }
        defer { self.facts = facts }
        switch (path.count, parent, name) {
        case (1, "manifest", "application"):
            if facts.application == nil { facts.application = location }
        case (1, "manifest", "queries"):
            facts.queries.append(location)
        case (1, "manifest", "uses-sdk"):
            if let version = android("targetSdkVersion") { facts.targetSDKVersion = Located(version, at: location) }
        case (1, "manifest", "uses-feature") where android("required") != "false" && facts.device == nil:
            let devices = [
                "android.hardware.type.watch": "Wear OS", "android.software.leanback": "Android TV",
                "android.hardware.type.automotive": "Android Automotive",
            ]
            if let device = android("name").flatMap({ devices[$0] }) { facts.device = Located(device, at: location) }
        case (1, "manifest", "uses-permission"):
            if android("name") == "android.permission.QUERY_ALL_PACKAGES" { facts.queriesAllPackages = true }
        case (2, "queries", "package"):
            if let package = android("name") { facts.queriedPackages.append(Located(package, at: location)) }
        case (2, "queries", "provider"):
            for authority in (android("authorities") ?? "").split(separator: ";") {
                let name = authority.trimmingWhitespace()
                if !name.isEmpty { facts.queriedAuthorities.append(Located(name, at: location)) }
            }
        case (2, "queries", "intent"):
            facts.queriedIntents.append(AndroidQueriedIntent(location: location))
        case (3, "intent", "action") where path[1] == "queries":
            if let action = android("name") {
                facts.queriedActions.append(Located(action, at: location))
                facts.queriedIntents.lastMutate { $0.actions.append(action) }
            }
        case (3, "intent", "data") where path[1] == "queries":
            if let type = android("mimeType") { facts.queriedIntents.lastMutate { $0.mimeTypes.append(type) } }
            if let scheme = android("scheme") { facts.queriedIntents.lastMutate { $0.schemes.append(scheme) } }
        case (2, "application", "provider"):
            facts.providers.append(
                AndroidProvider(
                    name: android("name"), authorities: android("authorities"), exported: android("exported"),
                    grantURIPermissions: android("grantUriPermissions"), location: location))
        case (3, "provider", "meta-data") where path[1] == "application":
            if android("name") == "android.support.FILE_PROVIDER_PATHS", !facts.providers.isEmpty {
                facts.providers[facts.providers.count - 1].pathsResource = android("resource")
            }
        case (2, "application", "meta-data"):
            if android("name") == "com.facebook.sdk.ApplicationId", let value = android("value") {
                facts.facebookAppID = Located(value, at: location)
            }
        case (3, "activity", "intent-filter") where path[1] == "application",
            (3, "activity-alias", "intent-filter") where path[1] == "application":
            filterIsMain = false
            filterIsLauncher = false
        case (4, "intent-filter", "action") where path[1] == "application":
            if android("name") == "android.intent.action.MAIN" { filterIsMain = true }
        case (4, "intent-filter", "category") where path[1] == "application":
            if android("name") == "android.intent.category.LAUNCHER" { filterIsLauncher = true }
        default:
            break
        }
    }

    mutating func end(_ name: XMLName) {
        path.removeLast()
        if path.count == 3, name.localName == "intent-filter", path[1] == "application", filterIsMain, filterIsLauncher
        {
            facts?.hasLauncherActivity = true
        }
    }
}

extension Array {
    /// Changes the last element in place, when there is one.
    fileprivate mutating func lastMutate(_ change: (inout Element) -> Void) {
        guard !isEmpty else { return }
        change(&self[count - 1])
    }
}
