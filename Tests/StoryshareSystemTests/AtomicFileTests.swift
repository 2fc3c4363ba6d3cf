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
}
