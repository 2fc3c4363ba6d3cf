import Foundation
import Testing

/// The hooks of `.pre-commit-hooks.yaml`, run as pre-commit runs them (`entry`, then `args`, then the file names a
/// commit touches): a file named like an option is a file.
@Suite struct PreCommitHookTests {
    /// Each hook's `entry` and `args`, read from the file (its shape is fixed: one `- id:` a hook).
    static func hooks() throws -> [(id: String, command: [String])] {
        let url = CLI.repository.appendingPathComponent(".pre-commit-hooks.yaml")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        var hooks: [(id: String, command: [String])] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- id:") {
                hooks.append((String(trimmed.dropFirst(5)).trimmingCharacters(in: .whitespaces), []))
            } else if trimmed.hasPrefix("entry:"), !hooks.isEmpty {
                hooks[hooks.count - 1].command += trimmed.dropFirst(6).split(separator: " ").map(String.init)
            } else if trimmed.hasPrefix("args:"), !hooks.isEmpty {
                let list = trimmed.dropFirst(5).trimmingCharacters(in: CharacterSet(charactersIn: " []"))
                hooks[hooks.count - 1].command += list.split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
                }
            }
        }
        return hooks
    }

    @Test func aFileNamedLikeAnOptionIsAFile() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map(\.id) == ["storyshare", "storyshare-doctor"])
        let tree = try TempTree()
        try tree.copy("images/background-1080x1920.jpg", to: "--strict.jpg")
        try tree.write("<manifest package=\"a.b\"/>\n", to: "--strict/AndroidManifest.xml")
        for (id, command) in hooks {
            // The entry is scripts/pre-commit-hook, which runs storyshare with the rest of the command line.
            #expect(command.first == "scripts/pre-commit-hook", "\(id)")
            let file = id == "storyshare" ? "--strict.jpg" : "--strict/AndroidManifest.xml"
            let result = try CLI.run(Array(command.dropFirst()) + [file], in: tree.url)
            // Read as an option, the name is a usage error (64); read as a file, it is judged (and passes).
            #expect(result.status == 0, "\(id): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("1 file checked"), "\(id): \(result.stdout)")
        }
    }
}
