import ArgumentParser
import StoryshareJudging
import StoryshareReport
import StoryshareSystem

extension Storyshare {
    /// `storyshare init`: writes a commented `.storyshare.yml` for the tree it is run in.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a commented .storyshare.yml for the folder you are in.",
            discussion: """
                In a repository holding an app project (package.json, pubspec.yaml, app.json, .xcodeproj, \
                settings.gradle), writes what the app model finds (see storyshare scan): an include glob for each \
                share asset on disk the sharing code names, each with its evidence as a comment, sticker and \
                background globs by the role the code gives it, and the targets left to the code. Elsewhere, \
                looks through the working directory for share folders (share, sharing, stories, story), \
                sticker folders (sticker, stickers), background folders (background, backgrounds, bg), asset \
                catalog sets named for a sticker, background, story or share, and images named for a sticker, \
                and writes them as the include, sticker and background globs, with the default target and the \
                other keys explained. Every folder found is written, whatever its name holds (escaped); what the \
                survey could not cover (a folder it could not read, one too deep, entries past 200,000) is said on \
                stderr and in the file. An existing .storyshare.yml is left untouched (exit 1) unless --force; the \
                file is written atomically, and a symbolic link at its name is replaced, never written through. \
                --dry-run prints the file it would write on standard output (and what it says on stderr) and \
                writes nothing, whether or not a .storyshare.yml exists. \
                Exit status: 0 written (or printed), 1 refused, 64 usage error.
                """
        )

        @Flag(help: "Replace an existing .storyshare.yml.")
        var force = false
        @Flag(help: "Print the file on standard output instead of writing it.")
        var dryRun = false

        func run() throws {
            let path = Configuration.fileName
            if !force, !dryRun, ConfigurationStart.exists() {
                printError("\(path) already exists and was left untouched; --force replaces it")
                throw ExitCode.failure
            }
            let template = ConfigurationStart.template()
            for note in template.notes { printError("init: \(DisplayText.escaped(note)) (said in \(path) too)") }
            guard !dryRun else { return print(template.yaml, terminator: "") }
            _ = try writing { try ConfigurationStart.write(template) }
            print("wrote \(path): \(ConfigurationStart.summary(template))")
        }
    }
}
