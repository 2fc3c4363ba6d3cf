import Foundation

/// The version a lockfile says is installed, for a few named packages: each reader makes one pass over the bytes
/// (a 20 MB `package-lock.json` is read in linear time), decodes only the lines or keys that may name one of
/// them, and never copies the file into a string.
enum Lockfiles {
    /// What a lockfile says of one package: its version, the line it is on, and the text that shows it.
    struct Locked: Equatable {
        var version: String
        var line: Int
        var text: String
    }

    /// The largest lockfile read. A `package-lock.json` of a monorepo with some 10,000 packages is 15–20 MB, and
    /// a reader holds the file's bytes once (its scanners allocate only the keys and lines they need): 32 MB keeps
    /// the largest real ones, and bounds what one file can cost.
    static let limit = 32 << 20

    // MARK: package-lock.json

    /// The versions of `names` in a `package-lock.json` (or `npm-shrinkwrap.json`), for each folder of
    /// `workspaces` (relative to the lockfile's folder, `.` for its own): lockfileVersion 2 and 3 write
    /// `packages["node_modules/NAME"].version`, and `packages["FOLDER/node_modules/NAME"]` for a workspace's own
    /// copy (taken first for that workspace); lockfileVersion 1 `dependencies.NAME.version`. A folder below the
    /// lockfile's gets a version only when the lockfile lists it as a workspace (`packages["FOLDER"]`): else the
    /// lockfile is another project's.
    static func packageLock(_ bytes: [UInt8], names: Set<String>, workspaces: Set<String> = ["."]) -> [String: [String:
        Locked]]
    {
        // Each wanted path: the package, the workspace it is for (`nil`: every one), and its rank (lower wins).
        var wanted: [[String]: (name: String, workspace: String?, rank: Int)] = [:]
        for name in names {
            wanted[["dependencies", name, "version"]] = (name, nil, 2)
            wanted[["packages", "node_modules/" + name, "version"]] = (name, nil, 1)
            for workspace in workspaces where workspace != "." {
                wanted[["packages", workspace + "/node_modules/" + name, "version"]] = (name, workspace, 0)
            }
        }
        // A workspace's own entry names it (`"apps/mobile": { "name": "mobile", "version": "1.0.0", … }`).
        var membership: [[String]: String] = [:]
        for workspace in workspaces where workspace != "." {
            membership[["packages", workspace, "name"]] = workspace
            membership[["packages", workspace, "version"]] = workspace
        }
        var members: Set<String> = ["."]
        var hoisted: [String: (locked: Locked, rank: Int)] = [:]
        var own: [String: [String: Locked]] = [:]
        JSONStrings.scan(bytes, paths: Set(wanted.keys).union(membership.keys)) { path, value, line in
            if let workspace = membership[path] {
                members.insert(workspace)
                return
            }
            guard let (name, workspace, rank) = wanted[path] else { return }
            let locked = Locked(version: value, line: line, text: "\"version\": \"\(value)\"")
            if let workspace {
                own[workspace, default: [:]][name] = locked
            } else if (hoisted[name]?.rank ?? .max) > rank {
                hoisted[name] = (locked, rank)
            }
        }
        var result: [String: [String: Locked]] = [:]
        for workspace in workspaces {
            guard members.contains(workspace) || own[workspace] != nil else {
                result[workspace] = [:]
                continue
            }
            result[workspace] = hoisted.mapValues(\.locked).merging(own[workspace] ?? [:]) { _, own in own }
        }
        return result
    }

    // MARK: yarn.lock

    /// The versions of `names` in a `yarn.lock`: classic (v1) blocks `"name@^1.2.0", name@~1.2:` holding
    /// `  version "1.2.3"`, and Berry blocks `"name@npm:^1.2.0":` holding `  version: 1.2.3`. When a name has
    /// several blocks (several versions installed), ``yarnChoice(_:range:)`` picks the one a package.json's range
    /// resolved to.
    static func yarnLock(_ bytes: [UInt8], names: Set<String>) -> [String: [YarnBlock]] {
        var blocks: [String: [YarnBlock]] = [:]
        var current: (name: String, ranges: [String])?
        let needles = names.map { Array($0.utf8) }
        ByteLines.forEach(bytes) { number, start, end in
            guard start < end else { return }
            if bytes[start] != UInt8(ascii: " ") {
                current = nil
                // A block header names a package: decode only those that mention one wanted.
                guard bytes[start] != UInt8(ascii: "#"),
                    needles.contains(where: { ByteLines.contains($0, bytes, start, end) })
                else { return }
                let header = String(decoding: bytes[start..<end], as: UTF8.self)
                for descriptor in Self.yarnDescriptors(header) where names.contains(descriptor.name) {
                    current = (descriptor.name, (current?.ranges ?? []) + [descriptor.range])
                }
                return
            }
            guard let block = current else { return }
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            let trimmed = line.trimmingWhitespace()
            // Only the block's own `version` (two spaces), not a dependency's.
            guard line.hasPrefix("  version"), !line.hasPrefix("   ") else { return }
            var value = trimmed.dropFirst("version".count)
            if value.first == ":" { value = value.dropFirst() }
            guard value.first == " " else { return }
            let version = Self.unquoted(String(value))
            blocks[block.name, default: []].append(
                YarnBlock(ranges: block.ranges, locked: Locked(version: version, line: number, text: trimmed)))
            current = nil
        }
        return blocks
    }

    /// One block of a yarn.lock: the ranges it resolves, and the version it locks.
    struct YarnBlock: Equatable {
        var ranges: [String]
        var locked: Locked
    }

    /// The block `range` (what a package.json asks for) resolved to; with no range, the only block. `nil` when no
    /// block resolves the range: the lockfile is another project's (a folder above that is no workspace root).
    static func yarnChoice(_ blocks: [YarnBlock], range: String?) -> Locked? {
        guard let range else { return blocks.count == 1 ? blocks[0].locked : nil }
        return blocks.first { block in block.ranges.contains { $0 == range || $0 == "npm:" + range } }?.locked
    }

    /// The descriptors of a yarn.lock block header (`"@scope/a@^1.0.0", "@scope/a@npm:^1.1.0":`), each as its
    /// package name and range.
    static func yarnDescriptors(_ header: String) -> [(name: String, range: String)] {
        var text = Substring(header.trimmingWhitespace())
        if text.hasSuffix(":") { text = text.dropLast() }
        return text.split(separator: ",").compactMap { part in
            let descriptor = Self.unquoted(String(part))
            // The name ends at the first `@` after its first character (a scope starts with one).
            guard let at = descriptor.dropFirst().firstIndex(of: "@") else { return nil }
            return (String(descriptor[..<at]), String(descriptor[descriptor.index(after: at)...]))
        }
    }

    // MARK: pnpm-lock.yaml

    /// The versions of `names` in a `pnpm-lock.yaml`, for each of `importers` (folders relative to the lockfile's,
    /// `.` for its own): what the project itself depends on first
    /// (`importers: .: dependencies: NAME: version: 1.2.3` in lockfile 6 and 9, top-level `dependencies: NAME:
    /// 1.2.3` in 5), else the `packages:` keys `/NAME/1.2.3` (5), `/NAME@1.2.3` (6) or `NAME@1.2.3` (9), with
    /// any peer suffix (`(react@18.2.0)`, `_react@18.2.0`) dropped.
    static func pnpmLock(_ bytes: [UInt8], names: Set<String>, importers: Set<String> = ["."]) -> [String: [String:
        Locked]]
    {
        let dependencyKinds: Set<String> = ["dependencies", "devDependencies", "optionalDependencies"]
        // By importer (`.` for the top level of a one-project lockfile).
        var direct: [String: [String: Locked]] = [:]
        // The importers the lockfile lists.
        var listed: Set<String> = []
        var packages: [String: Locked] = [:]
        // The keys above the line, with their indents.
        var path: [(indent: Int, key: String)] = []
        let needles = names.map { Array($0.utf8) }
        ByteLines.forEach(bytes) { number, start, end in
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
            guard first < end, bytes[first] != UInt8(ascii: "#") else { return }
            let indent = first - start
            while let last = path.last, last.indent >= indent { path.removeLast() }
            // Below the top level, only the sections that can name a wanted package are decoded; in `packages:`,
            // only the keys that mention one.
            if indent > 0, let section = path.first?.key {
                if section == "packages" {
                    guard indent == 2, needles.contains(where: { ByteLines.contains($0, bytes, first, end) }) else {
                        return
                    }
                } else if section != "importers", !dependencyKinds.contains(section) {
                    return
                }
            }
            let line = String(decoding: bytes[first..<end], as: UTF8.self)
            guard let colon = Self.keyColon(line) else { return }
            let key = Self.unquoted(String(line[..<colon]))
            let value = Self.unquoted(String(line[line.index(after: colon)...]))
            let keys = path.map(\.key) + [key]
            path.append((indent, key))
            if keys.count == 2, keys[0] == "importers" { listed.insert(key) }
            // What the project depends on: lockfile 5 `NAME: 1.2.3`, 6 and 9 `NAME:` then `version: 1.2.3`; at
            // the top level (one project) or below `importers: FOLDER:` (a workspace).
            var dependency = keys[...]
            var importer = "."
            if dependency.first == "importers" {
                guard dependency.count >= 2, importers.contains(dependency[dependency.startIndex + 1]) else { return }
                importer = dependency[dependency.startIndex + 1]
                dependency = dependency.dropFirst(2)
            }
            if let kind = dependency.first, dependencyKinds.contains(kind), dependency.count >= 2,
                names.contains(dependency[dependency.startIndex + 1])
            {
                let name = dependency[dependency.startIndex + 1]
                let versionLine = dependency.count == 3 && key == "version"
                guard (dependency.count == 2 && !value.isEmpty) || versionLine, !value.isEmpty else { return }
                // A runtime dependency wins over a development one of the same name.
                if direct[importer]?[name] == nil || kind == "dependencies" {
                    direct[importer, default: [:]][name] = Locked(
                        version: Self.pnpmVersion(value), line: number, text: line)
                }
            } else if keys.count == 2, keys[0] == "packages", let (name, version) = Self.pnpmPackageKey(key),
                names.contains(name), packages[name] == nil
            {
                packages[name] = Locked(version: version, line: number, text: line)
            }
        }
        var result: [String: [String: Locked]] = [:]
        for importer in importers {
            // A folder below the lockfile's that is no importer of it: the lockfile is another project's.
            guard importer == "." || listed.contains(importer) else {
                result[importer] = [:]
                continue
            }
            result[importer] = packages.merging(direct[importer] ?? [:]) { _, direct in direct }
        }
        return result
    }

    /// `text` trimmed, without the quotes around it.
    static func unquoted(_ text: String) -> String {
        var text = text.trimmingWhitespace()
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The colon that ends a YAML key on `line` (outside quotes), if any.
    static func keyColon(_ line: String) -> String.Index? {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = line.index(after: index)
                if next == line.endIndex || line[next] == " " { return index }
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// The name and version of a pnpm `packages:` key: `/name/1.2.3`, `/name@1.2.3(peer@1.0.0)`,
    /// `@scope/name@1.2.3`.
    static func pnpmPackageKey(_ key: String) -> (String, String)? {
        var key = Substring(key)
        if key.first == "/" { key = key.dropFirst() }
        // Lockfile 6 and 9: the name ends at the first `@` after its first character.
        if let at = key.dropFirst().firstIndex(of: "@") {
            let name = key[..<at]
            // Lockfile 5 writes `/@scope/name/1.2.3`: a slash after the scope's means the v5 form.
            if !name.dropFirst().contains("/") || name.first == "@" && name.split(separator: "/").count == 2 {
                return (String(name), pnpmVersion(String(key[key.index(after: at)...])))
            }
        }
        // Lockfile 5: the version is the last path component.
        guard let slash = key.lastIndex(of: "/") else { return nil }
        return (String(key[..<slash]), pnpmVersion(String(key[key.index(after: slash)...])))
    }

    /// A pnpm version without its peer suffix: `1.2.3(react@18.2.0)` and `1.2.3_react@18.2.0` are 1.2.3.
    static func pnpmVersion(_ value: String) -> String {
        String(value.prefix { $0 != "(" && $0 != "_" })
    }

    // MARK: pubspec.lock

    /// The versions of `names` in a `pubspec.lock`: `packages:` → `  NAME:` → `    version: "1.2.3"`.
    static func pubspecLock(_ bytes: [UInt8], names: Set<String>) -> [String: Locked] {
        var result: [String: Locked] = [:]
        var inPackages = false
        var current: String?
        ByteLines.forEach(bytes) { number, start, end in
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
            guard first < end, bytes[first] != UInt8(ascii: "#") else { return }
            switch first - start {
            case 0:
                inPackages = bytes[start..<end].starts(with: Array("packages:".utf8))
                current = nil
            case 2 where inPackages:
                let line = String(decoding: bytes[first..<end], as: UTF8.self)
                let name = line.hasSuffix(":") ? Self.unquoted(String(line.dropLast())) : ""
                current = names.contains(name) ? name : nil
            case 4 where current != nil:
                let line = String(decoding: bytes[first..<end], as: UTF8.self)
                guard line.hasPrefix("version:"), let name = current else { return }
                let version = Self.unquoted(String(line.dropFirst("version:".count)))
                result[name] = Locked(version: version, line: number, text: line)
                current = nil
            default: break
            }
        }
        return result
    }

    // MARK: Podfile.lock

    /// The versions of `pods` in a `Podfile.lock`: `PODS:` entries `  - Name (1.2.3)` (or `Name/Subspec`),
    /// by pod name.
    static func podfileLock(_ bytes: [UInt8], pods: Set<String>) -> [String: Locked] {
        var result: [String: Locked] = [:]
        var inPods = false
        ByteLines.forEach(bytes) { number, start, end in
            guard start < end else { return }
            if bytes[start] != UInt8(ascii: " ") {
                inPods = bytes[start..<end].starts(with: Array("PODS:".utf8))
                return
            }
            // Only the entries (two spaces and a dash), not what each depends on (four spaces).
            guard inPods, bytes[start..<end].starts(with: Array("  - ".utf8)) else { return }
            let line = String(decoding: bytes[(start + 4)..<end], as: UTF8.self)
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")"), open < close else {
                return
            }
            let pod = Self.unquoted(String(line[..<open]))
            let name = String(pod.prefix { $0 != "/" })
            guard pods.contains(name), result[name] == nil else { return }
            let version = String(line[line.index(after: open)..<close])
            result[name] = Locked(version: version, line: number, text: "- " + line)
        }
        return result
    }
}

/// Lines of a byte buffer, without decoding them: LF, CR LF or CR end a line.
enum ByteLines {
    /// Calls `body` with each line's number (from 1) and its byte range (without the line ending).
    static func forEach(_ bytes: [UInt8], _ body: (_ number: Int, _ start: Int, _ end: Int) -> Void) {
        var number = 1
        var start = 0
        var offset = 0
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D {
                body(number, start, offset)
                if byte == 0x0D, offset + 1 < count, bytes[offset + 1] == 0x0A { offset += 1 }
                number += 1
                start = offset + 1
            }
            offset += 1
        }
        if start < count { body(number, start, count) }
    }

    /// Whether `needle` occurs in `bytes[start..<end]`.
    static func contains(_ needle: [UInt8], _ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard let first = needle.first, end - start >= needle.count else { return false }
        var offset = start
        while offset + needle.count <= end {
            if bytes[offset] == first, bytes[offset..<(offset + needle.count)].elementsEqual(needle) { return true }
            offset += 1
        }
        return false
    }
}

/// String values at given key paths of a JSON document, found in one pass that keeps only the object keys
/// on the way to a wanted path: what a `package-lock.json` says of a few packages, without building the tree.
enum JSONStrings {
    /// Calls `found` with each string value whose object key path is one of `paths`, its text, and its line.
    /// A document that is not well-formed JSON yields what was found before the point it breaks.
    static func scan(_ bytes: [UInt8], paths: Set<[String]>, found: ([String], String, Int) -> Void) {
        let prefixes = Set(paths.flatMap { path in (0...path.count).map { Array(path.prefix($0)) } })
        let depth = paths.map(\.count).max() ?? 0
        // One entry per open object or array: the key it was reached by (`nil` in an array, or off the paths).
        var keys: [String?] = []
        // Whether every key above is on a wanted path.
        var onPath: [Bool] = [true]
        var pendingKey: String?
        var lastString: (start: Int, end: Int)?
        var line = 1
        var offset = 0
        let count = bytes.count
        var currentPath: [String] { keys.compactMap { $0 } }
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                let start = offset + 1
                offset += 1
                while offset < count, bytes[offset] != UInt8(ascii: "\"") {
                    if bytes[offset] == UInt8(ascii: "\\") { offset += 1 }
                    offset += 1
                }
                lastString = (start, min(offset, count))
            case UInt8(ascii: ":"):
                pendingKey = nil
                if let string = lastString, onPath.last == true, keys.count <= depth {
                    let key = String(decoding: bytes[string.start..<string.end], as: UTF8.self)
                    if prefixes.contains(currentPath + [key]) { pendingKey = key }
                }
                // A string value right after a wanted key's colon.
                if let key = pendingKey, paths.contains(currentPath + [key]) {
                    var next = offset + 1
                    while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                    if next < count, bytes[next] == UInt8(ascii: "\"") {
                        var close = next + 1
                        while close < count, bytes[close] != UInt8(ascii: "\"") {
                            if bytes[close] == UInt8(ascii: "\\") { close += 1 }
                            close += 1
                        }
                        if close < count {
                            found(
                                currentPath + [key], String(decoding: bytes[(next + 1)..<close], as: UTF8.self), line)
                        }
                    }
                }
                lastString = nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let entered = byte == UInt8(ascii: "{") && onPath.last == true && pendingKey != nil
                keys.append(entered ? pendingKey : nil)
                // The top-level object is on the path; below it, only what a wanted key leads to.
                onPath.append(keys.count == 1 ? byte == UInt8(ascii: "{") : entered)
                pendingKey = nil
                lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !keys.isEmpty {
                    keys.removeLast()
                    onPath.removeLast()
                }
                pendingKey = nil
                lastString = nil
            case UInt8(ascii: ","):
                pendingKey = nil
                lastString = nil
            case 0x0A:
                line += 1
            default: break
            }
            offset += 1
        }
    }
}
