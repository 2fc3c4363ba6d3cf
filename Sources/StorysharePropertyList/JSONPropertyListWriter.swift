/// Writes a property list as JSON: pretty-printed with 2-space indentation, keys sorted, data as
/// base64 strings (encoded chunk by chunk), dates as ISO-8601 UTC strings.
///
/// The value was checked by ``WriterPreflight`` (a container at the top, finite reals, dates in
/// years 0001–9999). Empty containers are `{}` and `[]`; the document ends with a newline.
enum JSONPropertyListWriter {
    /// The chunk size for streamed data: a multiple of 3 bytes, so chunks encode without padding.
    private static let chunkSize = PropertyListWriter.fileChunkSize / 3 * 3

    static func write(_ value: PropertyList, to output: PropertyListOutput) throws {
        try writeValue(value, level: 0, to: output)
        try output.append(0x0A)
    }

    private static func writeValue(_ value: PropertyList, level: Int, to output: PropertyListOutput) throws {
        switch value {
        case .string(let text):
            try writeString(try output.stringValue(text), to: output)
        case .integer(let number):
            try output.append(String(number))
        case .real(let number):
            try output.append(number.description)
        case .bool(let flag):
            try output.append(flag ? "true" : "false")
        case .date(let seconds):
            let text = ISO8601UTC.format(seconds, fractionalSeconds: true) ?? "0001-01-01T00:00:00Z"
            try output.append("\"\(text)\"")
        case .data(let source):
            try output.append(0x22)
            var encoded: [UInt8] = []
            try output.forEachChunk(of: source, chunkSize: chunkSize) { chunk in
                encoded.removeAll(keepingCapacity: true)
                Base64.encode(chunk, appendingTo: &encoded)
                try output.append(encoded)
            }
            try output.append(0x22)
        case .array(let elements):
            if elements.isEmpty {
                try output.append("[]")
                return
            }
            try output.append("[\n")
            for (index, element) in elements.enumerated() {
                try writeIndent(level + 1, to: output)
                try writeValue(element, level: level + 1, to: output)
                try output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            try writeIndent(level, to: output)
            try output.append("]")
        case .dictionary(let entries):
            if entries.isEmpty {
                try output.append("{}")
                return
            }
            try output.append("{\n")
            let sorted = PropertyListWriter.sortedEntries(entries)
            for (index, entry) in sorted.enumerated() {
                try writeIndent(level + 1, to: output)
                try writeString(entry.key, to: output)
                try output.append(": ")
                try writeValue(entry.value, level: level + 1, to: output)
                try output.append(index == sorted.count - 1 ? "\n" : ",\n")
            }
            try writeIndent(level, to: output)
            try output.append("}")
        }
    }

    private static func writeIndent(_ level: Int, to output: PropertyListOutput) throws {
        try output.append([UInt8](repeating: 0x20, count: level * 2))
    }

    /// A JSON string: `"` and `\` escaped with a backslash, control characters as `\u00XX`,
    /// everything else (including `/` and non-ASCII) as UTF-8.
    static func writeString(_ text: String, to output: PropertyListOutput) throws {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var escaped: [UInt8] = [0x22]
        escaped.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C:
                escaped.append(0x5C)
                escaped.append(byte)
            case 0x00..<0x20:
                escaped.append(contentsOf: "\\u00".utf8)
                escaped.append(hex[Int(byte >> 4)])
                escaped.append(hex[Int(byte & 0x0F)])
            default:
                escaped.append(byte)
            }
        }
        escaped.append(0x22)
        try output.append(escaped)
    }
}
