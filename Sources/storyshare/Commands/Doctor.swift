import ArgumentParser
import StoryshareJudging
import StoryshareProject
import StoryshareReport
import StoryshareSystem

extension Storyshare {
    /// `storyshare doctor`: checks an app's Info.plist and AndroidManifest.xml for what sharing to Stories needs.
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an app's Info.plist and AndroidManifest.xml for what sharing to Stories needs.",
            discussion: """
                A directory holding an app project is read as storyshare scan reads it: each app that shares to \
                Stories (an iOS app, not an extension, framework, App Clip, test bundle, tvOS or macOS app; an \
                Android application module; an Expo app) is judged for the targets its code uses: its Info.plist \
                (or the one Expo's app.json makes), the manifest Gradle merges (its library modules, the React \
                Native libraries of package.json, a library's own manifest for its example app; a library known \
                to bring a FileProvider counts when not installed), and its sharing code (share-app-id-missing, \
                share-app-id-invalid). The App ID follows the transport: Instagram takes it in the share, Facebook \
                in the payload or the Info.plist's FacebookAppID. What was concluded for every app is said on \
                stderr, apps whose code does not share included ("not judged"). --target judges every app for \
                those targets (for an app about to add sharing). A directory named is read whatever its name; \
                dependency and build folders inside it are not.

                A directory with no app project (no .xcodeproj, Gradle application module or Expo app.json) is \
                searched for Info.plist and AndroidManifest.xml files, passing over hidden folders, build products \
                and dependencies, tests and samples, each judged as an app's; files may be named directly, \
                whatever their name. Info.plist files are read in XML or binary form; findings in a text file \
                carry their line. Build-setting references such as $(FACEBOOK_APP_ID) cannot be resolved from \
                the file: they are reported as info. A directory that looks like an app's whose project \
                storyshare cannot read (a Tuist manifest of helpers it cannot follow) is \
                not judged for Facebook by default: that is said, and the run fails; \
                --target judges its files for the targets named.

                --write-baseline FILE records every finding; --baseline FILE reports only findings not recorded \
                there (a file edited since is judged afresh).

                Exit status: 0 when there is no error-level finding (warnings allowed unless --strict), 1 when \
                there is one or a directory named holds no Info.plist or AndroidManifest.xml, 64 for a usage error \
                or a bad configuration file, 74 when the report could not be written.
                """
        )

        @Option(
            help:
                "Judge every app for these: facebook, instagram or both (default: each app for the targets its code uses)."
        )
        var target: TargetChoice.Named?
        @Option(
            name: .customLong("app-id"),
            help:
                "Your Facebook App ID (5–20 digits): the files must carry this one (default: the configuration's app-id)."
        )
        var appID: String?
        @OptionGroup var configurationOption: ConfigurationOption

        @Option(help: "Output format: text, json, sarif, junit, github or xcode.")
        var format: ReportFormat = .text
        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false
        @OptionGroup var baselineOptions: BaselineOptions

        @Argument(help: "Files or directories to check.")
        var paths: [String] = ["."]

        func validate() throws {
            if let appID, !FacebookAppID.isValid(appID) {
                throw ValidationError("--app-id must be 5–20 digits (0–9), not \"\(DisplayText.escaped(appID))\"")
            }
        }

        func run() throws {
            let configuration = try configurationOption.load(announce: [.text, .github, .xcode].contains(format))
            let baseline = try baselineOptions.load()
            let request = AppDiagnosis.Request(
                paths: paths, targets: target?.targets, appID: appID ?? configuration.appID,
                configuration: configuration, strict: strict)
            let outcome: AppDiagnosis.Outcome
            do {
                outcome = try AppDiagnosis.run(request)
            } catch {
                throw error.report(
                    empty: nil,
                    unreadHint: "--target judges its Info.plist and AndroidManifest.xml files for the targets named",
                    format: format)
            }
            outcome.notes.forEach(printError)
            let inputs = outcome.reads + [configuration.file, baselineOptions.baseline].compactMap { $0 }
            if let written = baselineOptions.writeBaseline { try OutputPath.refuseIfNotOurs(written, inputs: inputs) }
            let report = try baselineOptions.apply(baseline, to: outcome.report, protecting: inputs)
            let context = ReportContext(
                workingDirectory: FilePaths.currentDirectory(), useColor: Terminal.useColor(for: .standardOutput),
                configurationFile: configuration.file)
            print(try Reporters.render(report, as: format, context: context), terminator: "")
            if !report.summary.passed { throw ExitCode.failure }
        }
    }
}
