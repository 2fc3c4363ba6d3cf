import Foundation
import StorysharePropertyList
import StoryshareSystem
import StoryshareXML

extension InfoPlistFacts {
    /// The facts of an Info.plist's bytes. Foundation's `PropertyListSerialization` reads the values (XML, binary
    /// or old-style); the lines of an XML plist (the top-level `<dict>`, its keys and values, the entries of
    /// `LSApplicationQueriesSchemes`) and the keys a dictionary holds twice come from StoryshareXML's lexer, which
    /// reads the document first: a document it refuses (not well-formed, a DOCTYPE declaring entities, nesting
    /// over the limits) never reaches Foundation. A file that is not a property list whose top level is a
    /// dictionary is `.malformed`, with the line and column of the problem when the file has lines (a binary one
    /// Foundation cannot read is said why by the bounds-checked binary reader, with byte offsets).
    public static func read(_ bytes: [UInt8]) -> AppFileFacts {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        if bytes.starts(with: Array("bplist".utf8)) {
            return facts(bytes, encoding: .binary, lines: nil)
        }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else {
            // Old-style text never meets the XML reader's limits, and Foundation's reading of it costs some 25 times
            // its size: one past the limit is said, not read.
            guard bytes.count <= openStepLimit else {
                return .unreadable(
                    .infoPlist,
                    reason: "an old-style (OpenStep) property list of \(bytes.count) bytes, larger than the "
                        + "\(openStepLimit) bytes storyshare reads of one (a real Info.plist is a few KB)")
            }
            return facts(bytes, encoding: .openStep, lines: nil)
        }
        var lines = InfoPlistLines()
        // The lexer's limits bound what Foundation is given (at most 100,000 elements: a real Info.plist holds a few
        // hundred), but for nesting: InfoPlistLines refuses containers past 64 levels itself, with its own message.
        var limits = XMLLimits()
        limits.maximumDepth = InfoPlistLines.maximumDepth + 2
        do throws(XMLReadError) {
            try XMLReader.read(bytes, limits: limits, into: &lines)
        } catch {
            if let problem = lines.problem, problem.position.offset <= error.position.offset {
                return malformed(problem, in: bytes)
            }
            return .malformed(.infoPlist, reason: error.reason, at: SourceLocation(error.position))
        }
        if let problem = lines.problem { return malformed(problem, in: bytes) }
        return facts(bytes, encoding: .xml, lines: lines)
    }

    /// The largest old-style (OpenStep) Info.plist read.
    static let openStepLimit = 1 << 20

    /// `.malformed` for a problem the lines found.
    private static func malformed(_ problem: InfoPlistLines.Problem, in bytes: [UInt8]) -> AppFileFacts {
        let reason: String
        switch problem {
        case .expected(let expected, let position):
            reason = "expected \(expected), found \(XMLReader.describe(bytes, at: position.offset))"
        case .other(let message, _):
            reason = message
        }
        return .malformed(.infoPlist, reason: reason, at: SourceLocation(problem.position))
    }

    /// The facts of the values Foundation reads from `bytes`, placed by `lines` (an XML plist's).
    private static func facts(_ bytes: [UInt8], encoding: Encoding, lines: InfoPlistLines?) -> AppFileFacts {
        let root = lines?.root.map(SourceLocation.init)
        let value: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            // CoreFoundation prints a debug line of its own for an old-style plist it refuses: kept off the
            // terminal; the error it returns is said in the finding.
            value = try QuietStandardError.around {
                try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            }
        } catch {
            return unreadable(bytes, encoding: encoding, error: error)
        }
        guard encoding != .openStep || format == .openStep else {
            return .malformed(.infoPlist, reason: "not a property list Foundation reads", at: nil)
        }
        guard let entries = value as? [String: Any] else {
            return .malformed(
                .infoPlist, reason: "its top level is \(describe(value)), not a dictionary (<dict>)", at: root)
        }
        let places = lines?.entries ?? [:]
        func entry(_ key: String) -> InfoPlistEntry? {
            guard let value = entries[key] else { return nil }
            let place = places[key]
            return InfoPlistEntry(
                key: place.map { SourceLocation($0.key) }, value: place.map { SourceLocation($0.value) },
                text: value as? String, kind: describe(value))
        }
        var facts = InfoPlistFacts(
            encoding: encoding, root: root, bundle: bundle(of: entries),
            queriesSchemes: entry("LSApplicationQueriesSchemes"), facebookAppID: entry("FacebookAppID"))
        for key in entries.keys { facts.entries[key] = entry(key) }
        facts.duplicateKeys = (lines?.duplicateKeys ?? []).map { Located($0.key, at: SourceLocation($0.position)) }
        if let elements = entries["LSApplicationQueriesSchemes"] as? [Any] {
            let positions = places["LSApplicationQueriesSchemes"]?.elements ?? []
            for (index, element) in elements.enumerated() {
                guard let scheme = element as? String else { continue }
                facts.schemes.append(
                    Located(scheme, at: index < positions.count ? SourceLocation(positions[index]) : nil))
            }
        }
        return .infoPlist(facts)
    }

    /// Why Foundation could not read `bytes`: its own words (with the line they name, when they name one) for an
    /// XML or old-style plist; JSON and text that is no property list at all are said to be such.
    private static func unreadable(_ bytes: [UInt8], encoding: Encoding, error: Error) -> AppFileFacts {
        let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        switch encoding {
        case .binary:
            // Foundation says only that it cannot; the bounds-checked binary reader says why, with byte offsets.
            var reason = "binary plist: Foundation cannot read it as a property list"
            do throws(PropertyListError) {
                _ = try PropertyListReader.read(bytes)
            } catch {
                reason = error.message
            }
            return .malformed(
                .infoPlist, reason: reason + " (a binary plist has no lines: offsets count bytes)", at: nil)
        case .openStep:
            if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) {
                return .malformed(.infoPlist, reason: "not a property list: the input is empty", at: nil)
            }
            if (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil {
                return .malformed(
                    .infoPlist, reason: "it is JSON; Xcode reads an Info.plist only as an XML or binary property list",
                    at: nil)
            }
        case .xml:
            break
        }
        guard let said else { return .malformed(.infoPlist, reason: "not a property list Foundation reads", at: nil) }
        let (reason, line) = placed(said)
        return .malformed(
            .infoPlist, reason: encoding == .openStep ? "not a property list: \(reason)" : reason,
            at: line.map { SourceLocation(line: $0) })
    }

    /// Foundation's message without the line it ends with (`… on line 12`, `… at line 12`), and that line.
    static func placed(_ message: String) -> (String, Int?) {
        for marker in [" on line ", " at line "] {
            guard let range = message.range(of: marker, options: .backwards),
                let line = Int(message[range.upperBound...]), line > 0
            else { continue }
            return (String(message[..<range.lowerBound]), line)
        }
        return (message, nil)
    }

    /// What the plist describes: an extension has `NSExtension`; a literal `CFBundlePackageType` other than
    /// `APPL` is a framework or a bundle; `WKApplication` / `WKWatchKitApp` is a watch app.
    private static func bundle(of entries: [String: Any]) -> Bundle {
        if entries["NSExtension"] != nil { return .appExtension }
        if let type = entries["CFBundlePackageType"] as? String, type != "APPL", !FacebookAppID.isReference(type) {
            return .other(type)
        }
        if isTrue(entries["WKApplication"]) || isTrue(entries["WKWatchKitApp"]) {
            return .other("watchOS app")
        }
        return .app
    }

    /// Whether `value` is the boolean true (`<true/>`), not a number that is 1.
    private static func isTrue(_ value: Any?) -> Bool {
        guard let value, describe(value) == "a boolean" else { return false }
        return (value as? Bool) == true
    }

    /// `a string`, `an array`, … for messages. Foundation gives booleans and numbers as `NSNumber`s: their type
    /// code tells them apart (`c` for a boolean, `d` or `f` for a real number).
    static func describe(_ value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is Date: return "a date"
        case is Data: return "data"
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return "a boolean"
            case "d", "f": return "a real number"
            default: return "an integer"
            }
        default: return "a value"
        }
    }
}
