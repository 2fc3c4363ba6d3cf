import Foundation
import StoryshareMedia
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// Renders probe results.
enum ProbeReport {
    private struct Document: Encodable {
        struct File: Encodable {
            let path: String
            let facts: MediaFacts
        }
        let tool = ToolStamp()
        let files: [File]
    }

    /// `{"tool":{"name","version"},"files":[{"path","facts"}]}`
    static func json(_ facts: [MediaFacts]) throws -> String {
        try JSONReporter.encode(
            Document(files: facts.map { Document.File(path: DisplayText.escaped($0.path), facts: $0.displayed) }))
    }

    /// One line per file: what it is, then its problems.
    static func text(_ facts: [MediaFacts]) -> String {
        facts.map { line($0) + "\n" }.joined()
    }

    static func line(_ f: MediaFacts) -> String {
        let path = DisplayText.path(f.path)
        if let readError = f.readError { return "\(path): unreadable: \(DisplayText.escaped(readError))" }
        var parts: [String] = ["\(f.kind.rawValue)/\(f.format.rawValue)"]
        if let codec = f.codec { parts.append(DisplayText.escaped(codec)) }
        if let w = f.width, let h = f.height {
            var size = "\(w)x\(h)"
            if let dw = f.displayWidth, let dh = f.displayHeight, dw != w || dh != h { size += " (shown \(dw)x\(dh))" }
            parts.append(size)
        }
        if let o = f.orientation, o != 1 { parts.append("orientation \(o)") }
        if let r = f.rotation, r != 0 { parts.append("rotated \(r)°") }
        if let d = f.durationSeconds { parts.append(String(format: "%.3f s", d)) }
        if let depth = f.bitDepth, let space = f.colorSpace { parts.append("\(depth)-bit \(space.rawValue)") }
        if f.hasAlpha == true { parts.append("alpha") }
        if f.progressive == true { parts.append("progressive") }
        if f.interlaced == true { parts.append("interlaced") }
        if f.animated == true { parts.append("animated (\(f.frameCount ?? 0) frames)") }
        if f.hasVideo == false { parts.append("no video track") }
        if f.hasAudio == true { parts.append("audio") }
        if let bytes = f.bytes { parts.append("\(bytes) bytes") }
        var text = "\(path): " + parts.joined(separator: ", ")
        if let skipped = f.decodeSkipped { text += "; \(skipped)" }
        if let error = f.decodeError { text += "; decode error: \(DisplayText.escaped(error))" }
        return text
    }
}
