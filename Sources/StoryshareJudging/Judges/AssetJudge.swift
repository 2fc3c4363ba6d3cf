import StoryshareKit
import StoryshareMedia
import StoryshareReport
import StoryshareRules

/// How `validate`, `fix` and `preview --sheet` judge each file: with one validator per target the
/// ``TargetChoice`` gives it (Instagram's, the stricter, first): the target named (`--target`, else the
/// configuration's), else, for a share asset the app model found, the targets its app uses, else Facebook.
public struct AssetJudge: Sendable {
    /// The validator of the target named, else Facebook's: for a file the app model did not find.
    public let validator: Validator
    let byTarget: [ShareTarget: Validator]
    /// Which targets judge a file.
    public let choice: TargetChoice
    let role: AssetRoleChoice
    let configuration: Configuration
    let workingDirectory: String

    /// A judge of files for `target` (when given) under `configuration`, each in the `role` chosen; globs
    /// match paths relative to `workingDirectory`.
    public init(
        target: ShareTarget?, role: AssetRoleChoice, configuration: Configuration, workingDirectory: String
    ) {
        choice = TargetChoice(forced: target.map { [$0] }, configured: configuration.target)
        validator = Validator(settings: configuration.ruleSettings(target: target))
        byTarget = Dictionary(
            uniqueKeysWithValues: ShareTarget.allCases.map {
                ($0, Validator(settings: configuration.ruleSettings(target: $0)))
            })
        self.role = role
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// The file's entry in the report.
    public func judge(_ file: InputFile) -> Report.File {
        let targets = choice.targets(found: file.modelTargets)
        return judge(file, by: targets.reversed().compactMap { byTarget[$0] })
    }

    /// The validator of the one target whose rules `file` is rewritten to meet (``TargetChoice/strictest(found:)``).
    public func fixingValidator(for file: InputFile) -> Validator {
        byTarget[choice.strictest(found: file.modelTargets)] ?? validator
    }

    /// The role `file` is judged in: the one chosen, else what the app model, the configuration or the naming
    /// convention says of a file of `kind`.
    public func role(of path: String, kind: MediaKind, modelRole: AssetRole?) -> AssetRole {
        role.role(
            of: path, kind: kind, modelRole: modelRole, configuration: configuration,
            workingDirectory: workingDirectory)
    }

    /// One file's entry judged by each of `validators` (one per target), each rule's finding once: a catalog's
    /// set is judged as a set, then by the file an iPhone loads.
    func judge(_ file: InputFile, by validators: [Validator]) -> Report.File {
        let facts = file.facts(options: validators[0].probeOptions)
        let assetRole = role(of: file.path, kind: facts.kind, modelRole: file.modelRole)
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
