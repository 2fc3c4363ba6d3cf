import Foundation
import Testing

/// The project stands alone: its code, tests, scripts, README and docs are the contract, so none of them
/// points at a specification outside the repository.
struct RepositoryTests {
    /// Every text file under `folders` (and the named files), relative to the repository.
    static func files(_ folders: [String]) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            let url = CLI.repository.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                found.append(url)
                continue
            }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if ["swift", "c", "h", "py", "md", "yaml", "yml", ""].contains(file.pathExtension) {
                    found.append(file)
                }
            }
        }
        return found
    }

    @Test func nothingPointsAtAnOutsideSpecification() throws {
        let marker = "SPEC " + "\u{A7}"  // spelt apart, so this file does not match itself
        let files = Self.files(["Sources", "Tests", "scripts", "README.md", "docs", ".pre-commit-hooks.yaml"])
        #expect(files.count > 100)
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            #expect(!text.contains(marker), "\(file.path) refers to an outside specification")
        }
    }
}
