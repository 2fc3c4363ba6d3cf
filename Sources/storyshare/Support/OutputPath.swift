import ArgumentParser
import StoryshareJudging
import StoryshareSystem

/// The checks an output file passes before any work (``OutputCheck``), refused as usage errors (exit 64).
enum OutputPath {
    /// Refuses an output that names one of `inputs`, or no regular file, or (`needsDirectory`) no directory.
    static func refuseIfNotOurs(_ output: String, inputs: [String], needsDirectory: Bool = true) throws {
        if let refusal = OutputCheck.refusal(of: output, inputs: inputs, needsDirectory: needsDirectory) {
            throw ValidationError(refusal.description)
        }
    }

    /// Refuses two outputs that name the same file: the second write would replace the first.
    static func refuseSame(_ first: String?, _ second: String?, _ firstOption: String, _ secondOption: String) throws {
        guard let first, let second, OutputCheck.same(first, second) else { return }
        throw ValidationError(
            "\(firstOption) and \(secondOption) name the same file, \(DisplayText.path(first)); give each its own")
    }
}
