import Foundation
import Testing

/// A usage error found while a command runs (a baseline that cannot be read, a configuration that is not YAML) ends
/// with that command's usage, as one found while parsing does, never the top level's.
struct RunUsageErrorTests {
    @Test func aBaselineThatCannotBeReadShowsTheCommandsUsage() throws {
        let result = try CLI.run(["validate", "--baseline", "/nonexistent/baseline.json", "testdata/images"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --baseline /nonexistent/baseline.json: cannot read it"))
        #expect(result.stderr.contains("Usage: storyshare validate "), "\(result.stderr)")
        #expect(result.stderr.contains("See 'storyshare validate --help' for more information."))
        #expect(!result.stderr.contains("<subcommand>"))
    }

    @Test func aConfigurationThatIsNotYAMLShowsTheCommandsUsage() throws {
        let tree = try TempTree()
        try tree.write("target: [\n", to: "bad.yml")
        let result = try CLI.run(["doctor", "--config", "bad.yml", "."], in: tree.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("bad configuration: "), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: storyshare doctor "))
        #expect(result.stderr.contains("See 'storyshare doctor --help' for more information."))
        #expect(!result.stderr.contains("<subcommand>"))
    }
}
