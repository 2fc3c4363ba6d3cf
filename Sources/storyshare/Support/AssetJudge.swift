import StoryshareKit
import StoryshareReport
import StoryshareRules

/// How `validate` and `preview --sheet` judge each file: with the validator of the target given (`--target`, else
/// the configuration's, else facebook), or, for a share asset the app model found when neither names a target,
/// with one validator per target its app uses (Instagram's, the stricter, first).
struct AssetJudge: Sendable {
    let validator: Validator
    let byTarget: [ShareTarget: Validator]
    /// `--target` or the configuration names the target: it overrides what the model found.
    let forced: Bool
    let role: RoleOption
    let configuration: Configuration
    let workingDirectory: String

    init(target: ShareTarget?, role: RoleOption, configuration: Configuration, workingDirectory: String) {
        validator = Validator(settings: configuration.ruleSettings(target: target))
        byTarget = Dictionary(
            uniqueKeysWithValues: ShareTarget.allCases.map {
                ($0, Validator(settings: configuration.ruleSettings(target: $0)))
            })
        forced = target != nil || configuration.target != nil
        self.role = role
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// The file's entry in the report.
    func judge(_ file: InputFile) -> Report.File {
        let targets = forced ? [] : file.modelTargets ?? []
        let validators = targets.isEmpty ? [validator] : targets.reversed().compactMap { byTarget[$0] }
        return Storyshare.Validate.validate(
            file, validators: validators, role: role, configuration: configuration, cwd: workingDirectory)
    }
}
