import ArgumentParser
import StoryshareMedia

@main
struct Storyshare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyshare",
        abstract: "Check and package assets for sharing to Facebook and Instagram Stories.",
        discussion: """
            Facts about images and videos come from their content (magic bytes, headers and a full \
            image decode), never from file names.
            """,
        version: ToolInfo.version,
        subcommands: [Validate.self, Probe.self, Bundle.self, Inspect.self, Verify.self, Color.self, Rules.self]
    )
}
