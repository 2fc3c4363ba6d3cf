import Foundation
import StoryshareMedia
import StoryshareSystem

/// `storyshare probe` as text: one line per file, what it is, then its problems.
public enum ProbeText {
    /// One line per file, in the order given.
    public static func render(_ facts: [MediaFacts]) -> String {
        facts.map { line($0) + "\n" }.joined()
    }

    /// The file's path, then what it is (kind and format, codec, size, orientation, duration, …) and its
    /// problems; or why it could not be read.
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
