import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds reports by hand: reporters only see findings, never files.
enum Sample {
    static func file(_ path: String, _ role: AssetRole = .background, _ findings: [(String, Severity, String)] = [])
        -> Report.File
    {
        Report.File(
            path: path, role: role, facts: MediaFacts(path: path),
            findings: findings.map { Finding(rule: $0.0, severity: $0.1, message: $0.2, path: path) })
    }

    /// Three files: one failing, one passing with a warning and an info, one clean.
    static let report = Report(files: [
        file(
            "./stickers/my sticker, v2.png", .sticker,
            [
                ("image-too-small", .error, "image is 300x300 px; the platform needs at least 480x480 (error 102)."),
                ("sticker-opaque", .info, "sticker has no alpha channel."),
            ]),
        file("café.jpg", .background, [("image-cmyk", .warning, "image is a YCCK JPEG.")]),
        file("bg//日本.png"),
    ])

    static let context = ReportContext(workingDirectory: "/work/repo")
}
