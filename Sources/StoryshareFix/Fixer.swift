import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fixes files one at a time: validates each, works out the fix (`FixPlanner`), makes the result in memory,
/// validates the result under its own name, and writes it only when it passes with none of the findings
/// `fix` answers left; otherwise says so and writes nothing for that file.
///
/// Writes go through `AtomicFile`: into a directory never over a file the run reads (nor over what another
/// input of the same run wrote), and never through a symbolic link below it; in place over the input, only
/// while it is still the file read and only inside the directory named, keeping its owner, group and
/// permissions, or under the corrected name (never over an existing file) with the old name removed after.
/// A result is judged under its new name: a rename that would change the file's role or take it out of the
/// run's scope, or that an asset catalog's `Contents.json` would not follow, is refused.
public struct Fixer {
    /// The validator the next file and its result are judged by: a run that judges its files for different
    /// targets sets it before each.
    public var validator: Validator
    /// How backgrounds are fitted and padded, and whether anything is written.
    public let options: FixOptions
    /// Where results go: into a directory, or in place.
    public let destination: FixDestination
    /// How the run judges a path: role and scope.
    public let scope: FixScope
    /// Files that must never be written over: every file the run reads.
    private let inputs: [FileStatus.Identity]
    /// Outputs already written by this run.
    private var written: Set<String> = []

    /// A fixer for a run that reads `readPaths` (each protected from being written over, in a directory),
    /// judging paths by `scope`.
    public init(
        validator: Validator, options: FixOptions, destination: FixDestination, scope: FixScope, readPaths: [String]
    ) {
        self.validator = validator
        self.options = options
        self.destination = destination
        self.scope = scope
        inputs = FileStatus.identities(of: readPaths)
    }

    /// Fixes `input` in the role its path has.
    public mutating func fix(_ input: FixInput) -> FileFix {
        let (path, relativePath) = (input.path, input.relativePath)
        let scope = self.scope
        let roleOf = { (facts: MediaFacts) in scope.role(path, facts.kind) }
        let options = validator.probeOptions
        func unreadable(_ reason: String) -> FileFix {
            let facts = MediaFacts.unreadable(path, reason)
            let role = roleOf(facts)
            var result = FileFix(
                path: path, role: role, status: .notFixed, before: validator.findings(for: facts, role: role))
            result.reason = "it cannot be read: \(reason)"
            return result
        }
        if let problem = input.problem { return unreadable(problem) }
        let source: FileByteSource
        let facts: MediaFacts
        do {
            source = try FileByteSource(path: path)
            facts = MediaProbe.probe(source, path: path, options: options)
        } catch {
            return unreadable(error.readError)
        }
        let role = roleOf(facts)
        let before = validator.findings(for: facts, role: role)
        var result = FileFix(path: path, role: role, status: .unchanged, before: before)
        if facts.kind == .video {
            result.status = .notFixed
            result.reason = "storyshare does not re-encode videos"
            let output = VideoCommand.output(path: path, relativePath: relativePath, destination: destination)
            result.command = VideoCommand.suggestion(
                facts: facts, findings: before, limits: validator.settings.limits, fit: self.options.fit,
                padColor: self.options.padColors.top, output: output)
            if result.command == nil && !before.contains(where: { $0.severity == .error }) {
                result.status = .unchanged
                result.reason = nil
            }
            return result
        }
        let planner = FixPlanner(settings: validator.settings, options: self.options)
        let plan = planner.plan(facts: facts, role: role, findings: before)
        let made: Made
        switch plan {
        case .unchanged: return result
        case .notFixable(let reason):
            result.status = .notFixed
            result.reason = reason
            return result
        case .bytes, .pixels:
            do {
                made = try make(plan, facts: facts, source: source)
            } catch {
                result.status = .refused
                // A bound is the reason itself; anything else failed on the way.
                result.reason = (error as? ImagingError)?.isOverBound == true ? "\(error)" : "the fix failed: \(error)"
                return result
            }
        }
        return finish(result, made: made, input: input, source: source)
    }

    /// The largest file whose bytes are edited in memory (an APNG's chunks dropped, a file renamed); pixels
    /// are decoded from a file of any size a band at a time.
    static let largestEditedWhole: UInt64 = 100_000_000

    /// A result in memory: its bytes, format and what was done.
    private struct Made {
        var bytes: [UInt8]
        var format: MediaFormat
        var changes: [FixChange]
    }

    private func make(_ plan: FixPlan, facts: MediaFacts, source: FileByteSource) throws -> Made {
        let input: ImageInput =
            source.size <= MediaProbe.wholeFileLimit ? .bytes(try source.readAll()) : .source(source)
        let limits = validator.settings.limits
        let fitBytes = validator.settings.severity(of: AssetRule.imageTooLargeBytes.description) != nil
        let tooLarge = (facts.bytes ?? 0) > limits.maxImageBytes && fitBytes
        let fixer = ImageFixer(limits: limits, probeOptions: validator.probeOptions, fitBytes: fitBytes)
        let orientation = ImageOrientation(exif: facts.orientation)
        switch plan {
        case .pixels(let imagePlan):
            let output = try fixer.run(imagePlan, input: input, orientation: orientation, tooLarge: tooLarge)
            return Made(bytes: output.bytes, format: output.format, changes: imagePlan.changes + output.changes)
        case .bytes(let stripAnimation, let reencodeIfTooLarge):
            let same = ImagePlan.unchanged(
                width: facts.displayWidth ?? 0, height: facts.displayHeight ?? 0, format: facts.format)
            let orientationChange = orientation == .identity ? [] : [ImagePlan.orientationChange(orientation)]
            if reencodeIfTooLarge && !stripAnimation && source.size > UInt64(limits.maxImageBytes) {
                // Nothing to edit in the bytes: the pixels, streamed from the file however large.
                let output = try fixer.run(same, input: input, orientation: orientation, tooLarge: true)
                return Made(bytes: output.bytes, format: output.format, changes: orientationChange + output.changes)
            }
            var bytes = try wholeFile(input)
            var changes: [FixChange] = []
            if stripAnimation {
                let kept =
                    try AnimatedPNG.defaultImageIsFirstFrame(bytes)
                    ? "kept the first frame"
                    : "kept the default image (the still that viewers without animation show; it is not one of the "
                        + "frames)"
                bytes = try AnimatedPNG.firstFrame(bytes)
                changes.append(
                    FixChange(
                        rule: AssetRule.imageAnimated.description.id,
                        "\(kept): dropped the animation chunks (\(facts.frameCount ?? 0) frames), nothing decoded"))
            }
            if reencodeIfTooLarge && bytes.count > limits.maxImageBytes {
                let output = try fixer.run(same, input: .bytes(bytes), orientation: orientation, tooLarge: true)
                return Made(
                    bytes: output.bytes, format: output.format, changes: changes + orientationChange + output.changes)
            }
            return Made(bytes: bytes, format: facts.format, changes: changes)
        case .unchanged, .notFixable:
            return Made(bytes: [], format: facts.format, changes: [])
        }
    }

    /// The file's bytes, for an edit of them: up to `largestEditedWhole`.
    private func wholeFile(_ input: ImageInput) throws -> [UInt8] {
        switch input {
        case .bytes(let bytes): return bytes
        case .source(let source):
            guard source.size <= Self.largestEditedWhole else {
                throw FixError(
                    "it is \(NumberText.grouped(Int(clamping: source.size))) bytes; storyshare edits the bytes of "
                        + "files of up to \(NumberText.grouped(Int(Self.largestEditedWhole))) bytes")
            }
            return try source.read(at: 0, count: Int(source.size))
        }
    }

    /// Validates the result under its name and writes it when it passes.
    private mutating func finish(_ result: FileFix, made: Made, input: FixInput, source: FileByteSource) -> FileFix {
        var result = result
        let output = FixedFileName.of(
            path: result.path, relativePath: input.relativePath, format: made.format, destination: destination)
        var changes = made.changes
        let renamed = FilePaths.name(output) != FilePaths.name(result.path)
        if renamed {
            changes.append(
                FixChange(
                    rule: result.before.contains { $0.rule == AssetRule.formatExtensionMismatch.description.id }
                        ? AssetRule.formatExtensionMismatch.description.id : nil,
                    "named \(FilePaths.name(output)) for its \(made.format.rawValue.uppercased()) content"))
        }
        result.changes = changes
        result.output = output
        let facts = MediaProbe.probe(bytes: made.bytes, path: output, options: validator.probeOptions)
        let after = validator.findings(for: facts, role: result.role)
        result.outputFacts = facts
        result.after = after
        if renamed, let reason = renameRefusal(input, to: FilePaths.name(output), role: result.role, kind: facts.kind) {
            return refused(result, reason)
        }
        let left = after.filter { $0.severity == .error || FixPlanner.fixableRules.contains($0.rule) }
        guard left.isEmpty else {
            return refused(
                result,
                "the result would still not pass ("
                    + left.map { "\($0.rule): \($0.message)" }.joined(separator: "; ") + "); nothing was written")
        }
        if destination == .inPlace, let reason = outsideRoot(input) { return refused(result, reason) }
        let key = FilePaths.normalize(output)
        if written.contains(key) {
            return refused(
                result, "another file of this run was written to \(DisplayText.path(output)); nothing was written")
        }
        result.status = .fixed
        guard !options.dryRun else { return result }
        do {
            try write(made.bytes, to: output, input: result.path, status: source.status)
            written.insert(key)
        } catch {
            result.status = .refused
            result.reason = "\(error)"
        }
        return result
    }

    /// `result`, refused for `reason`.
    private func refused(_ result: FileFix, _ reason: String) -> FileFix {
        var result = result
        result.status = .refused
        result.reason = reason
        return result
    }

    /// Why the file may not take the name `newName`: it belongs to an image set, whose `Contents.json` names
    /// it; or under the new name it would have another role, or lie outside the run's scope. `nil` when it may.
    private func renameRefusal(_ input: FixInput, to newName: String, role: AssetRole, kind: MediaKind) -> String? {
        let oldName = FilePaths.name(input.path)
        if let set = input.catalogSet {
            return "it would be renamed \(DisplayText.path(newName)) for its new format, but the image set "
                + "\(DisplayText.path(set))'s Contents.json names \(DisplayText.path(oldName)), and the app would "
                + "lose the image; nothing was written. Export the image in a format its name allows, or replace "
                + "it in the image set in Xcode"
        }
        let renamedPath = String(input.path.dropLast(oldName.count)) + newName
        let newRole = scope.role(renamedPath, kind)
        if newRole != role {
            return "under its new name \(DisplayText.path(newName)) it would be judged a \(newRole.rawValue), "
                + "not a \(role.rawValue) (the configuration's globs or the naming convention match names); nothing "
                + "was written. Rename it yourself, or add a glob that names the new file"
        }
        if !scope.contains(renamedPath) {
            return "its new name \(DisplayText.path(newName)) lies outside the configuration's include/exclude "
                + "scope, so it would no longer be checked; nothing was written. Rename it yourself, or widen the "
                + "globs"
        }
        return nil
    }

    /// Why the file may not be rewritten in place: it lies outside the directory it was found in (reached
    /// through a symbolic link out of it). `nil` when it lies inside, or was named itself.
    private func outsideRoot(_ input: FixInput) -> String? {
        guard let root = input.root else { return nil }
        guard let realRoot = FilePaths.real(root), let realFile = FilePaths.real(input.path) else {
            // Where it lies cannot be told: it is not rewritten on a guess.
            return "storyshare cannot tell whether it lies inside \(DisplayText.path(root)) (resolving its path "
                + "failed: \(systemErrorText())); --in-place changes only files inside the directory named, so "
                + "nothing was written"
        }
        if realFile.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") { return nil }
        return "it lies outside \(DisplayText.path(root)), at \(DisplayText.path(realFile)), reached through a "
            + "symbolic link; --in-place changes only files inside the directory named, so nothing was written. "
            + "Fix it where it lies, or use --output-dir"
    }

    /// Writes `bytes` at `output` as the destination says, atomically; `input` is the file fixed, `status` what
    /// it was when read.
    private func write(_ bytes: [UInt8], to output: String, input: String, status: FileStatus) throws {
        switch destination {
        case .directory(let directory):
            try AtomicFile.makeDirectory(FilePaths.parent(output), below: directory)
            try AtomicFile.write(output, contents: bytes, protecting: inputs, links: .replaced)
        case .inPlace where output == input:
            try AtomicFile.write(output, contents: bytes, unchangedSince: status)
        case .inPlace:
            // A new name: never over a file already there; the input's owner, group and permissions; then the
            // old name goes, only while it still names the file read.
            func requireUnchanged() throws {
                guard case .success(let now) = FileStatus.of(input), now.isUnchanged(comparedTo: status) else {
                    throw AtomicFile.Failure.changed(path: input)
                }
            }
            try requireUnchanged()
            try AtomicFile.write(output, contents: bytes, replacing: false, like: status)
            do {
                try requireUnchanged()
            } catch {
                _ = PathBytes.withCString(output) { unlink($0) }
                throw error
            }
            guard PathBytes.withCString(input, { unlink($0) }) == 0 else {
                throw AtomicFile.Failure.writeFailed(
                    path: input,
                    reason: "wrote \(DisplayText.path(output)) but could not remove the input: \(systemErrorText())")
            }
        }
    }
}
