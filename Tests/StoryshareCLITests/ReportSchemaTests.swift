import Foundation
import Testing

/// The JSON report has a published schema (docs/schemas/report.schema.json) that Danger, dashboards and
/// scripts can rely on: a report of each command, of each kind of file and outcome, validates against it
/// (checked with Python's jsonschema), and the schema is strict enough to refuse a report that breaks it.
/// `scripts/test` also checks every JSON report the whole suite makes.
struct ReportSchemaTests {
    static func check(_ reports: [String: String]) throws -> CLI.Result {
        let folder = try TempTree()
        for (name, text) in reports { try folder.write(text, to: "\(name).json") }
        return try Python.run(["scripts/check-report", folder.url.path])
    }

    @Test(.enabled(if: Python.available)) func reportsOfEveryCommandMatchTheSchema() throws {
        let tree = try TempTree()
        try tree.copy("images/background-landscape-1920x1080.jpg", to: "assets/bg.jpg")
        try tree.copy("images/sticker-too-small-300x300.png", to: "assets/stickers/logo.png")
        try tree.copy("hostile/truncated-in-scan.jpg", to: "assets/broken.jpg")
        try tree.copy("video/h264-20s.mp4", to: "assets/clip.mp4")
        try tree.write("{\n}\n", to: "assets/Assets.xcassets/Contents.json")
        try tree.copy("images/background-1080x1920.png", to: "assets/Assets.xcassets/Story.imageset/bg.png")
        try tree.write(
            #"{"images":[{"filename":"bg.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#,
            to: "assets/Assets.xcassets/Story.imageset/Contents.json")
        try tree.write(AppFiles.appInfoPlist(appID: "1234567890", schemes: ["fbapi"]), to: "ios/App/Info.plist")
        try tree.write(
            AppFiles.manifest(packages: nil, provider: false), to: "android/app/src/main/AndroidManifest.xml")
        var reports: [String: String] = [:]
        for (name, arguments) in [
            ("validate", ["validate", "--format", "json", "assets", "missing.png"]),
            ("doctor", ["doctor", "--format", "json", "--target", "both", "ios", "android", "gone/Info.plist"]),
            ("fix", ["fix", "--format", "json", "--dry-run", "--output-dir", "out", "assets"]),
        ] {
            let result = try CLI.run(arguments, in: tree.url)
            #expect(result.status == 1, "\(name): \(result.stderr)")
            reports[name] = result.stdout
        }
        let check = try Self.check(reports)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("3 reports checked, all valid"), "\(check.stdout)")
    }

    @Test(.enabled(if: Python.available)) func theSchemaRefusesAReportThatBreaksIt() throws {
        let tree = try TempTree()
        try tree.copy("images/sticker-too-small-300x300.png", to: "logo.png")
        let report = try CLI.run(["validate", "--format", "json", "logo.png"], in: tree.url).stdout
        #expect(try Self.check(["good": report]).status == 0)
        for broken in [
            report.replacingOccurrences(of: "\"severity\" : \"error\"", with: "\"severity\" : \"fatal\""),
            report.replacingOccurrences(of: "\"passed\" : false", with: "\"passed\" : \"no\""),
            report.replacingOccurrences(of: "\"role\" : \"background\"", with: "\"kind\" : \"info-plist\""),
            report.replacingOccurrences(of: "\"version\" : \"", with: "\"version\" : \"9"),
        ] {
            #expect(broken != report)
            let check = try Self.check(["broken": broken])
            #expect(check.status == 1, "\(broken)")
        }
    }
}
