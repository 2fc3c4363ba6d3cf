import StoryshareKit
import StoryshareProject
import StoryshareReport
import StoryshareRules
import StoryshareSystem

/// What `doctor` does with the paths it is given: a directory holding an app project stands for each app the
/// model finds (its Info.plist or merged manifest, or the Expo configuration that makes them, and its sharing
/// code), each judged for the targets ``TargetChoice`` gives it; a file named, or a directory with no app project,
/// stands for the Info.plist and AndroidManifest.xml files in it, judged as an app's.
public enum AppDiagnosis {
    /// What to judge, and how.
    public struct Request: Sendable {
        /// Files and directories to check.
        public var paths: [String]
        /// Which targets judge each app.
        public var choice: TargetChoice
        /// The Facebook App ID the files must carry, when one is given.
        public var appID: String?
        /// The configuration: rule settings, and the target of apps that share.
        public var configuration: Configuration
        /// Whether warnings fail the run too.
        public var strict: Bool

        /// A request to judge `paths` under `configuration`: each app for the targets its code uses unless
        /// `targets` forces others, against `appID` when given.
        public init(
            paths: [String], targets: [ShareTarget]? = nil, appID: String? = nil,
            configuration: Configuration = Configuration(), strict: Bool = false
        ) {
            self.paths = paths
            choice = TargetChoice(forced: targets, configured: configuration.target)
            self.appID = appID
            self.configuration = configuration
            self.strict = strict
        }
    }

    /// The report, what was concluded for each app (one line each, for stderr), and every file the run read (what
    /// no file it writes may replace).
    public struct Outcome: Sendable {
        /// The findings of every file judged.
        public var report: Report
        /// One line per app: what the model concluded, and which file was judged for it.
        public var notes: [String]
        /// Every file the run read.
        public var reads: [String]
    }

    /// Judges `request`'s paths; a directory named in which no app file is found is ``InputSelection/NothingToCheck``.
    public static func run(_ request: Request) throws(InputSelection.NothingToCheck) -> Outcome {
        let validator = Validator(settings: request.configuration.ruleSettings())
        var items: [ModelApps.Item] = []
        var notes: [String] = []
        var reads: [String] = []
        var named: [String] = []
        var unread: [String] = []
        var unreadable: [Evidence] = []
        // The targets the sharing code uses where no app project is found: files found by name are judged for them.
        var shared = Set<ShareTarget>()
        for path in request.paths {
            // Expo's app.json named: the Expo app it configures, judged as its folder is.
            let expo = ["app.json", "app.config.json"].contains(FilePaths.name(path)) && ExpoConfig.load(path) != nil
            let directory = expo ? FilePaths.parent(path) : path
            guard expo || (try? FileStatus.of(path).get().kind) == .directory else {
                named.append(path)
                continue
            }
            let judged = ModelApps.judge(directory, choice: request.choice, appID: request.appID)
            // What the model could not read may be an app's: a finding, found apps or not.
            unreadable += judged.unreadable
            // No app project (no .xcodeproj, Gradle application module or Expo app.json): each Info.plist and
            // AndroidManifest.xml found is judged as an app's, as a file named is.
            guard judged.foundApps else {
                // A project file of a layout the model does not read: which targets its files are for is not known, so
                // they are judged only for targets forced.
                if let phrase = judged.unread, judged.unreadButNothingShares {
                    notes.append(
                        "\(DisplayText.path(directory)): \(phrase); no source shares to Stories, so nothing is judged")
                    reads += judged.reads
                } else if let phrase = judged.unread, request.choice.forced == nil {
                    unread.append("\(DisplayText.path(directory)): nothing to check (\(phrase))")
                    reads += judged.reads
                } else {
                    named.append(path)
                    shared.formUnion(judged.sharedTargets)
                    notes += judged.projectless.map { "\(DisplayText.path(directory)): \(DisplayText.escaped($0))" }
                }
                continue
            }
            notes += judged.lines.map { "\(DisplayText.path(directory)): \(DisplayText.escaped($0))" }
            items += judged.items
            reads += judged.reads
        }
        let inputs = AppFilePaths.expandEach(named)
        let empty = inputs.filter { input in
            input.isDirectory && input.files.isEmpty
                && !unreadable.contains { $0.path.hasPrefix(input.path == "." ? "" : input.path) }
        }
        if !empty.isEmpty || !unread.isEmpty {
            throw InputSelection.NothingToCheck(
                lines: empty.map {
                    "\(DisplayText.path($0.path)): nothing to check (no Info.plist or AndroidManifest.xml found)"
                }, notes: notes, unread: unread)
        }
        let selected = InputPaths.unique(inputs.flatMap(\.files))
        let targets = request.choice.targets(found: ShareTarget.allCases.filter(shared.contains))
        let files =
            items.map { item in
                Report.File(
                    path: item.path, appFile: item.file.facts,
                    findings: validator.findings(for: item.file, path: item.path))
            }
            + selected.map { AppFileJudge.judge($0, targets: targets, appID: request.appID, validator: validator) }
            + unreadable.map { problem in
                let finding = validator.finding(
                    AssetRule.fileUnreadable.description, AssetRule.fileUnreadableMessage(reason: problem.text),
                    path: problem.path)
                return Report.File(
                    path: problem.path, appFile: .unreadable(.projectFile, reason: problem.text),
                    findings: finding.map { [$0] } ?? [])
            }
        return Outcome(
            report: Report(files: files, strict: request.strict), notes: notes,
            reads: selected.map(\.path) + items.map(\.path) + unreadable.map(\.path) + reads)
    }
}
