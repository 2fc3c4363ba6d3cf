/// Why an image or video found in a repository is not a share asset, told from where it is: launcher and app
/// icons, launch images, Xcode's preview content, store screenshots, test images, vector catalog images.
enum MediaClassifier {
    static let appIcons = "app icons"
    static let launcherIcons = "Android launcher icons"
    static let launchImages = "launch images and splash screens"
    static let previewContent = "Xcode preview content"
    static let screenshots = "store screenshots"
    static let testImages = "test images"
    static let vectors = "vector images (PDF, SVG)"
    static let notShared = "not named by the sharing code"
    static let appDoesNotShare = "in code that does not share to Stories"
    static let outsideApps = "outside every app project found"

    /// Folders of tests and their data (compared in lower case).
    static let testFolders: Set<String> = [
        "test", "tests", "androidtest", "__tests__", "__snapshots__", "goldens", "golden", "testdata", "fixtures",
        "snapshots", "uitests", "unittests", "integration_test",
    ]
    /// Folders of store screenshots and listings (compared in lower case).
    static let screenshotFolders: Set<String> = [
        "screenshots", "screenshot", "fastlane", "metadata", "appstore", "playstore", "store", "screenshots.pco",
    ]

    /// The reason `path` (relative to the root) is not a share asset by where it is, or `nil` when nothing
    /// about its place says so.
    static func reason(_ path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        let name = components.last ?? path
        let ext = name.fileExtension
        let folders = components.dropLast()
        let lower = folders.map { $0.lowercased() }
        if lower.contains(where: { $0.hasSuffix(".appiconset") || $0.hasSuffix(".icon") }) { return appIcons }
        if lower.contains(where: { $0.hasPrefix("mipmap") }) || name.lowercased().hasPrefix("ic_launcher") {
            return launcherIcons
        }
        if folders.contains("Preview Content") { return previewContent }
        if lower.contains(where: { testFolders.contains($0) || $0.hasSuffix("tests") }) { return testImages }
        if lower.contains(where: screenshotFolders.contains) || name.lowercased().hasPrefix("screenshot") {
            return screenshots
        }
        // The set's name for a file of an asset catalog set, else the file's.
        let setName = folders.last.flatMap { $0.hasSuffix(".imageset") ? String($0.dropLast(9)) : nil }
        let words = Words.of(setName ?? String(name.dropLast(ext.isEmpty ? 0 : ext.count + 1)))
        if words.contains("launch") || words.contains("splash") || lower.contains(where: { $0.contains("splash") }) {
            return launchImages
        }
        if words.contains("appicon") || words.contains("favicon") || (words.contains("app") && words.contains("icon"))
            || (words.first == "icon" && setName == nil) || name.lowercased().hasPrefix("apple-touch-icon")
        {
            return appIcons
        }
        if ext == "pdf" || ext == "svg" { return vectors }
        return nil
    }
}
