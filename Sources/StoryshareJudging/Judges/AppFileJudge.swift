import StoryshareKit
import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// How `doctor` judges an app's file it was named (or found in a folder named that holds no app project): read
/// into facts (an Info.plist, an AndroidManifest.xml), then the app-file rules for the targets and App ID given.
public enum AppFileJudge {
    /// The report entry of `file`: a path that is not there is `file-unreadable` ("no such file", as `validate`
    /// says it), one that cannot be read is unreadable facts, and any other is read and judged by `validator`
    /// for `targets`, with `appID` when one is given.
    public static func judge(_ file: InputFile, targets: [ShareTarget], appID: String?, validator: Validator)
        -> Report.File
    {
        let kind = AppFileReader.kind(ofPath: file.path)
        if file.root == nil, case .failure(let error) = FileStatus.of(file.path, followingLinks: false),
            error.isNoSuchFile
        {
            let reason = "no such file"
            let finding = validator.finding(
                AssetRule.fileUnreadable.description, AssetRule.fileUnreadableMessage(reason: reason),
                path: file.path)
            return Report.File(
                path: file.path, appFile: .unreadable(kind, reason: reason), findings: finding.map { [$0] } ?? [])
        }
        let facts =
            file.problem.map { AppFileFacts.unreadable(kind, reason: $0) } ?? AppFileReader.read(path: file.path)
        let findings = validator.findings(for: AppFile(facts, targets: targets, appID: appID), path: file.path)
        return Report.File(path: file.path, appFile: facts, findings: findings)
    }
}
