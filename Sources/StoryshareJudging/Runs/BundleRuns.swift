import Foundation
import StoryshareBundle
import StoryshareKit
import StoryshareReport
import StoryshareRules

/// What `bundle` and `verify` do under a configuration: the payload validated for the target named (else the
/// configuration's, else Facebook) before it is packaged, and a bundle file read and checked again.
public enum BundleRuns {
    /// `draft`'s payload, its target set as named (else the configuration's), validated under `configuration`
    /// with the plan to write it at `output`, made `createdAt` and valid `expiresIn` seconds.
    public static func prepare(
        _ draft: PayloadDraft, target: ShareTarget?, configuration: Configuration, expiresIn: Int, createdAt: Int64,
        output: String
    ) throws(BundleRequest.CreationTimeError) -> BundlePreparation {
        let settings = configuration.ruleSettings(target: target)
        var draft = draft
        draft.target = settings.target
        return try BundleBuilder.prepare(
            BundleRequest(draft: draft, expiresIn: expiresIn, createdAt: createdAt),
            validator: Validator(settings: settings), outputPath: output)
    }

    /// The findings of the bundle file at `path`, verified at `time` under `configuration`'s rules.
    public static func verify(_ path: String, at time: Int64, configuration: Configuration) throws(BundleFile.Failure)
        -> [Finding]
    {
        let validator = Validator(settings: configuration.ruleSettings())
        return BundleVerifier.verify(try BundleFile.read(path).data, path: path, at: time, validator: validator)
            .findings
    }
}
