import StoryshareKit
import StoryshareMedia
import StoryshareRules

/// How `validate` and `preview --sheet` judge each file: with the validator of the target given (`--target`, else
/// the configuration's, else facebook), or, for a share asset the app model found when neither names a target,
/// with one validator per target its app uses (Instagram's, the stricter, first).
public struct AssetJudge: Sendable {
    /// The validator of the target given, else the configuration's, else facebook's.
    public let validator: Validator
    let byTarget: [ShareTarget: Validator]
    /// `--target` or the configuration names the target: it overrides what the model found.
    let forced: Bool
    let role: AssetRoleChoice
    let configuration: Configuration
    let workingDirectory: String

    /// A judge of files for `target` (when given) under `configuration`, each in the `role` chosen; globs
    /// match paths relative to `workingDirectory`.
    public init(
        target: ShareTarget?, role: AssetRoleChoice, configuration: Configuration, workingDirectory: String
    ) {
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
    public func judge(_ file: InputFile) -> Report.File {
        let targets = forced ? [] : file.modelTargets ?? []
        let validators = targets.isEmpty ? [validator] : targets.reversed().compactMap { byTarget[$0] }
        return judge(file, by: validators)
    }

    /// One file's entry judged by each of `validators` (one per target), each rule's finding once: a catalog's
    /// set is judged as a set, then by the file an iPhone loads.
    func judge(_ file: InputFile, by validators: [Validator]) -> Report.File {
        let facts = file.facts(options: validators[0].probeOptions)
        let assetRole = role.role(
            of: file.path, kind: facts.kind, modelRole: file.modelRole, configuration: configuration,
            workingDirectory: workingDirectory)
        var findings: [Finding] = []
        var earlierRules = Set<String>()
        for validator in validators {
            var found: [Finding] = []
            if let catalogAsset = file.catalogAsset {
                found = validator.findings(for: catalogAsset)
                if catalogAsset.judgedPath != nil { found += validator.findings(for: facts, role: assetRole) }
            } else {
                found = validator.findings(for: facts, role: assetRole)
            }
            // One finding per rule across targets: the first target's (Instagram's, the stricter, first).
            findings += found.filter { !earlierRules.contains($0.rule) }
            earlierRules.formUnion(found.map(\.rule))
        }
        // An image embedded in a source file: its findings point at the line that holds it.
        if let line = file.embeddedLine {
            for index in findings.indices { findings[index].line = line }
        }
        return Report.File(
            path: file.path, role: assetRole, facts: facts, findings: findings, asset: file.catalogAsset?.reference)
    }
}
