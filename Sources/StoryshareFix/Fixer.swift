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
/// Writes go through `AtomicFile`: into a directory never over an input (nor over what another input of the
/// same run wrote); in place over the input, keeping its permissions, or under the corrected name (never
/// over an existing file) with the old name removed after.
public struct Fixer {
    public let validator: Validator
    public let options: FixOptions
    public let destination: FixDestination
    /// Files that must never be written over: every input of the run.
    private let inputs: [FileStatus.Identity]
    /// Outputs already written by this run.
    private var written: Set<String> = []

    /// A fixer for a run over `inputPaths` (each protected from being written over, in a directory).
    public init(validator: Validator, options: FixOptions, destination: FixDestination, inputPaths: [String]) {
        self.validator = validator
        self.options = options
        self.destination = destination
        inputs = FileStatus.identities(of: inputPaths)
    }

    /// Fixes the file at `path` (`relativePath` below what was named: its name, for a file named itself) used
    /// in the role `role` gives for its facts.
    public mutating func fix(path: String, relativePath: String, role: (MediaFacts) -> AssetRole) -> FileFix {
        let options = validator.probeOptions
        let source: FileByteSource
        var facts: MediaFacts
        do {
            source = try FileByteSource(path: path)
            facts = MediaProbe.probe(source, path: path, options: options)
        } catch {
            facts = .unreadable(path, error.readError)
            let role = role(facts)
            let findings = validator.findings(for: facts, role: role)
            var result = FileFix(path: path, role: role, status: .notFixed, before: findings)
            result.reason = "it cannot be read: \(error.readError)"
            return result
        }
        let role = role(facts)
        let before = validator.findings(for: facts, role: role)
        var result = FileFix(path: path, role: role, status: .unchanged, before: before)
        if facts.kind == .video {
            result.status = .notFixed
            result.reason = "storyshare does not re-encode videos"
            let output = VideoCommand.output(path: path, relativePath: relativePath, destination: destination)
            result.command = VideoCommand.suggestion(
                facts: facts, findings: before, limits: validator.settings.limits, output: output)
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
                result.reason = "the fix failed: \(error)"
                return result
            }
        }
        return finish(result, made: made, relativePath: relativePath, source: source, role: role)
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
                bytes = try AnimatedPNG.firstFrame(bytes)
                changes.append(
                    FixChange(
                        rule: AssetRule.imageAnimated.description.id,
                        "kept the first frame: dropped the animation chunks (\(facts.frameCount ?? 0) frames), "
                            + "nothing decoded"))
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
    private mutating func finish(
        _ result: FileFix, made: Made, relativePath: String, source: FileByteSource, role: AssetRole
    ) -> FileFix {
        var result = result
        let output = OutputPath.of(
            path: result.path, relativePath: relativePath, format: made.format, destination: destination)
        var changes = made.changes
        if FilePaths.name(output) != FilePaths.name(result.path) {
            changes.append(
                FixChange(
                    rule: result.before.contains { $0.rule == AssetRule.formatExtensionMismatch.description.id }
                        ? AssetRule.formatExtensionMismatch.description.id : nil,
                    "named \(FilePaths.name(output)) for its \(made.format.rawValue.uppercased()) content"))
        }
        result.changes = changes
        result.output = output
        let facts = MediaProbe.probe(bytes: made.bytes, path: output, options: validator.probeOptions)
        let after = validator.findings(for: facts, role: role)
        result.outputFacts = facts
        result.after = after
        let left = after.filter { $0.severity == .error || FixPlanner.fixableRules.contains($0.rule) }
        guard left.isEmpty else {
            result.status = .refused
            result.reason =
                "the result would still not pass (" + left.map { "\($0.rule): \($0.message)" }.joined(separator: "; ")
                + "); nothing was written"
            return result
        }
        let key = FilePaths.normalize(output)
        if written.contains(key) {
            result.status = .refused
            result.reason = "another file of this run was written to \(DisplayText.path(output)); nothing was written"
            return result
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

    /// Writes `bytes` at `output` as the destination says, atomically; `input` is the file fixed.
    private func write(_ bytes: [UInt8], to output: String, input: String, status: FileStatus) throws {
        switch destination {
        case .directory:
            try AtomicFile.makeDirectory(FilePaths.parent(output))
            try AtomicFile.write(output, contents: bytes, protecting: inputs)
        case .inPlace where output == input:
            try AtomicFile.write(output, contents: bytes)
        case .inPlace:
            // A new name: never over a file already there; the input's permissions; then the old name goes.
            try AtomicFile.write(output, contents: bytes, permissions: status.permissions, replacing: false)
            guard PathBytes.withCString(input, { unlink($0) }) == 0 else {
                throw AtomicFile.Failure.writeFailed(
                    path: input,
                    reason: "wrote \(DisplayText.path(output)) but could not remove the input: \(systemErrorText())")
            }
        }
    }
}
