import ArgumentParser
import StoryshareProject
import StoryshareReport
import StoryshareSystem

extension Storyshare {
    /// `storyshare scan`: prints the app model of a repository.
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Show what storyshare knows about a repository: its apps, how they share to Stories, and their share assets.",
            discussion: """
                Walks the directory once, never entering dependency or build folders (node_modules, Pods, \
                Carthage, build, .build, DerivedData, .gradle, .dart_tool), hidden folders or Xcode's bundles. \
                Codebases come from package.json (React Native, Expo), app.json (Expo), pubspec.yaml (Flutter), \
                .xcodeproj and settings.gradle; apps from each Xcode target's product type and platform and each \
                Gradle module's plugin; sharing from the sources (Stories URL schemes, pasteboard keys, intent \
                actions, react-native-share, social_share, appinio_social_share); share assets from what the \
                sharing code names (image sets, R.drawable, require(), asset paths, data: URIs) and, in code that \
                shares, from share, sticker and background folders and names. Each fact is printed with the \
                file and line it was read from; what cannot be followed is said (undecided).

                validate, doctor, init and preview --sheet use this model when given a directory and no \
                configuration says otherwise. Exit status: 0, or 64 for a usage error.
                """
        )

        @Option(help: "Output format: text or json.")
        var format: DocumentFormat = .text
        @Argument(help: "The repository to scan.")
        var path: String = "."

        func run() throws {
            guard case .success(let status) = FileStatus.of(path), status.kind == .directory else {
                printError("\(DisplayText.path(path)): not a directory")
                throw ExitCode(64)
            }
            let model = ProjectScanner.scan(path)
            switch format {
            case .text: print(ScanText.render(model), terminator: "")
            case .json: print(try ScanDocument(model).json(), terminator: "")
            }
        }
    }
}
