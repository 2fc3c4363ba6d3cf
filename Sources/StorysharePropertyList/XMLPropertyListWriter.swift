/// Writes Apple's XML property list format.
///
/// Indentation is one tab per level below the top-level value, as Apple's writer does; empty
/// containers are `<dict/>` and `<array/>`. Data is base64 in lines of 76 characters (57 bytes),
/// each indented like its `<data>` tag, encoded chunk by chunk. The value was checked by
/// ``WriterPreflight`` (no control characters, finite reals, dates in years 0001–9999).
enum XMLPropertyListWriter {
    /// Bytes per base64 line.
    private static let lineBytes = 57
    /// The chunk size for streamed data: whole lines, and at most ``PropertyListWriter/fileChunkSize``.
    private static let chunkSize = PropertyListWriter.fileChunkSize / lineBytes * lineBytes

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    static func write(_ value: PropertyList, to output: PropertyListOutput) throws {
        try output.append(header)
        try writeValue(value, level: 0, to: output)
        try output.append("</plist>\n")
    }

    private static func writeValue(_ value: PropertyList, level: Int, to output: PropertyListOutput) throws {
        let indent = [UInt8](repeating: 0x09, count: level)
        try output.append(indent)
        switch value {
        case .string(let text):
            try output.append("<string>")
            try writeEscaped(try output.stringValue(text), to: output)
            try output.append("</string>\n")
        case .integer(let number):
            try output.append("<integer>\(number)</integer>\n")
        case .real(let number):
            try output.append("<real>\(number.description)</real>\n")
        case .bool(let flag):
            try output.append(flag ? "<true/>\n" : "<false/>\n")
        case .date(let seconds):
            let text = ISO8601UTC.format(seconds, fractionalSeconds: false) ?? "0001-01-01T00:00:00Z"
            try output.append("<date>\(text)</date>\n")
        case .data(let source):
            try output.append("<data>\n")
            try writeBase64Lines(source, indent: indent, to: output)
            try output.append(indent)
            try output.append("</data>\n")
        case .array(let elements):
            if elements.isEmpty {
                try output.append("<array/>\n")
                return
            }
            try output.append("<array>\n")
            for element in elements {
                try writeValue(element, level: level + 1, to: output)
            }
            try output.append(indent)
            try output.append("</array>\n")
        case .dictionary(let entries):
            if entries.isEmpty {
                try output.append("<dict/>\n")
                return
            }
            try output.append("<dict>\n")
            for (key, element) in PropertyListWriter.sortedEntries(entries) {
                try output.append(indent)
                try output.append("\t<key>")
                try writeEscaped(key, to: output)
                try output.append("</key>\n")
                try writeValue(element, level: level + 1, to: output)
            }
            try output.append(indent)
            try output.append("</dict>\n")
        }
    }

    private static func writeBase64Lines(_ source: DataSource, indent: [UInt8], to output: PropertyListOutput) throws {
        var encoded: [UInt8] = []
        try output.forEachChunk(of: source, chunkSize: chunkSize) { chunk in
            encoded.removeAll(keepingCapacity: true)
            var start = 0
            while start < chunk.count {
                let end = start + min(lineBytes, chunk.count - start)
                encoded.append(contentsOf: indent)
                Base64.encode(UnsafeRawBufferPointer(rebasing: chunk[start..<end]), appendingTo: &encoded)
                encoded.append(0x0A)
                start = end
            }
            try output.append(encoded)
        }
    }

    /// `&`, `<` and `>` as entities, CR as `&#13;`; everything else (valid, per the preflight) as is.
    static func writeEscaped(_ text: String, to output: PropertyListOutput) throws {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }) else {
            try output.append(text)
            return
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x26:
                escaped.append(contentsOf: "&amp;".utf8)
            case 0x3C:
                escaped.append(contentsOf: "&lt;".utf8)
            case 0x3E:
                escaped.append(contentsOf: "&gt;".utf8)
            case 0x0D:
                escaped.append(contentsOf: "&#13;".utf8)
            default:
                escaped.append(byte)
            }
        }
        try output.append(escaped)
    }
}
