import Foundation
import Testing

@testable import StoryshareSystem

/// The atomic write every output goes through (bundles, extracted assets, fixed images): what it writes,
/// what it refuses, the permissions it gives, and that it leaves nothing behind.
struct AtomicFileTests {
    /// A fresh directory, removed when the test ends.
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(bytes))
    }

    static func permissions(_ path: String) -> UInt32 {
        guard case .success(let status) = FileStatus.of(path) else { return 0 }
        return status.permissions
    }

    @Test func writesTheBytesAndKeepsAReplacedFilesPermissions() throws {
        let folder = try Folder()
        let path = folder.file("out.bin")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        let size = try AtomicFile.write(path) { try Self.write(Array("new bytes".utf8), to: $0) }
        #expect(size == 9)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new bytes")
        #expect(Self.permissions(path) == 0o640)
        #expect(folder.names == ["out.bin"])
    }

    @Test func givenPermissionsWinOverTheUmask() throws {
        let folder = try Folder()
        let path = folder.file("kept.bin")
        try AtomicFile.write(path, permissions: 0o600) { try Self.write([1, 2, 3], to: $0) }
        #expect(Self.permissions(path) == 0o600)
    }

    @Test func notReplacingRefusesAnExistingFileAndLeavesItAlone() throws {
        let folder = try Folder()
        let path = folder.file("taken.png")
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AtomicFile.Failure.exists(path: path)) {
            try AtomicFile.write(path, replacing: false) { try Self.write([0], to: $0) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs")
        let fresh = folder.file("fresh.png")
        try AtomicFile.write(fresh, replacing: false) { try Self.write([7, 7], to: $0) }
        #expect(FileManager.default.contents(atPath: fresh) == Data([7, 7]))
        #expect(folder.names == ["fresh.png", "taken.png"])  // no temporary name left beside them
    }

    @Test func refusesAProtectedInputAndANonRegularFile() throws {
        let folder = try Folder()
        let input = folder.file("input.jpg")
        try Data("input".utf8).write(to: URL(fileURLWithPath: input))
        guard case .success(let status) = FileStatus.of(input) else { throw POSIXError(.ENOENT) }
        #expect(throws: AtomicFile.Failure.outputIsInput(path: input)) {
            try AtomicFile.write(input, protecting: [status.identity]) { try Self.write([0], to: $0) }
        }
        #expect(throws: AtomicFile.Failure.notRegularFile(path: folder.path, kind: .directory)) {
            try AtomicFile.write(folder.path) { try Self.write([0], to: $0) }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "input")
    }

    @Test func aFailingBodyLeavesNothingAndItsErrorComesThrough() throws {
        let folder = try Folder()
        struct Stop: Error, Equatable {}
        #expect(throws: Stop()) {
            try AtomicFile.write(folder.file("never.bin")) { descriptor in
                try Self.write([1, 2, 3], to: descriptor)
                throw Stop()
            }
        }
        #expect(folder.names.isEmpty)
    }

    @Test func makeDirectoryCreatesParentsAndRefusesAFileInTheWay() throws {
        let folder = try Folder()
        try AtomicFile.makeDirectory(folder.file("a/b/c"))
        #expect(FileStatus.of(folder.file("a/b/c")).map(\.kind) == .success(.directory))
        try Data().write(to: URL(fileURLWithPath: folder.file("plain")))
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.makeDirectory(folder.file("plain/sub")) }
    }

    @Test func aFileChangedSinceItWasReadIsKept() throws {
        let folder = try Folder()
        let path = folder.file("photo.jpg")
        try Data("as read".utf8).write(to: URL(fileURLWithPath: path))
        guard case .success(let read) = FileStatus.of(path) else { throw POSIXError(.ENOENT) }
        // Another program saves a newer version before the write starts...
        try Data("newer, saved meanwhile".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AtomicFile.Failure.changed(path: path)) {
            try AtomicFile.write(path, unchangedSince: read) { try Self.write([0], to: $0) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "newer, saved meanwhile")
        // ...or while it runs: the check is made again just before the rename.
        guard case .success(let current) = FileStatus.of(path) else { throw POSIXError(.ENOENT) }
        #expect(throws: AtomicFile.Failure.changed(path: path)) {
            try AtomicFile.write(path, unchangedSince: current) { descriptor in
                try Self.write([0], to: descriptor)
                try Data("saved during the write".utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "saved during the write")
        #expect(folder.names == ["photo.jpg"])
        guard case .success(let unchanged) = FileStatus.of(path) else { throw POSIXError(.ENOENT) }
        try AtomicFile.write(path, unchangedSince: unchanged) { try Self.write(Array("fixed".utf8), to: $0) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "fixed")
    }

    @Test func aNameStorysharePicksReplacesALinkThereAndAPathTypedWritesThroughIt() throws {
        let folder = try Folder()
        let victim = folder.file("victim")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        let picked = folder.file("picked")
        try FileManager.default.createSymbolicLink(atPath: picked, withDestinationPath: victim)
        try AtomicFile.write(picked, links: .replaced) { try Self.write(Array("ours".utf8), to: $0) }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(FileStatus.of(picked, followingLinks: false).map(\.kind) == .success(.regular))
        #expect(try String(contentsOfFile: picked, encoding: .utf8) == "ours")
        // A dangling link storyshare picked is replaced too; one the user typed is refused.
        let dangling = folder.file("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.file("nowhere"))
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(dangling) { try Self.write([1], to: $0) } }
        try AtomicFile.write(dangling, links: .replaced) { try Self.write([1], to: $0) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere")))
        // A typed link is written through.
        let typed = folder.file("typed")
        try FileManager.default.createSymbolicLink(atPath: typed, withDestinationPath: victim)
        try AtomicFile.write(typed) { try Self.write(Array("through".utf8), to: $0) }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "through")
    }

    @Test func makeDirectoryBelowARootRefusesLinksThereButFollowsTheRootItself() throws {
        let folder = try Folder()
        try AtomicFile.makeDirectory(folder.file("elsewhere"))
        try AtomicFile.makeDirectory(folder.file("real-out"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("out"), withDestinationPath: folder.file("real-out"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("real-out/sub"), withDestinationPath: folder.file("elsewhere"))
        try AtomicFile.makeDirectory(folder.file("out/new/deeper"), below: folder.file("out"))
        #expect(FileStatus.of(folder.file("real-out/new/deeper")).map(\.kind) == .success(.directory))
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.makeDirectory(folder.file("out/sub/deeper"), below: folder.file("out"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("elsewhere")).isEmpty)
    }

    @Test func specialBitsAreNeverCarriedOntoTheFileWritten() throws {
        let folder = try Folder()
        let path = folder.file("tool")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o6755)
        try AtomicFile.write(path) { try Self.write(Array("new".utf8), to: $0) }
        #expect(Self.permissions(path) == 0o755)
        try AtomicFile.write(folder.file("given"), permissions: 0o4700) { try Self.write([1], to: $0) }
        #expect(Self.permissions(folder.file("given")) == 0o700)
    }

    @Test func temporaryNamesFitTheSystemsLimitWhateverTheTargetsName() throws {
        let folder = try Folder()
        for length in [1, 200, 217, 218, 240, 255] {
            let name = String(repeating: "x", count: length - 1) + "y"
            let path = folder.file(name)
            let prefix = AtomicFile.temporaryPrefix(of: path)
            #expect(prefix.utf8.count + 10 + 1 + 10 + 4 <= 255, "\(length)")
            #expect(AtomicFile.temporaryPrefix(of: path) == prefix, "the same target, the same prefix")
            try AtomicFile.write(path) { try Self.write([UInt8(length & 0xFF)], to: $0) }
            #expect(FileManager.default.contents(atPath: path) == Data([UInt8(length & 0xFF)]))
        }
        #expect(folder.names.count == 6)
    }
}
