import Foundation
import StoryshareSystem
import Testing

@testable import StoryshareProject

/// The one door the app model reads a repository through: each project file read once and kept, sources handed
/// over and let go, and every read recorded.
@Suite struct RepositorySnapshotTests {
    /// Files in memory, counting how often each is asked of the "disk".
    final class CountingReader {
        var files: [String: [UInt8]]
        var asked: [String: Int] = [:]
        init(_ files: [String: String]) { self.files = files.mapValues { Array($0.utf8) } }
        func read(_ path: String, limit: Int) -> Result<[UInt8], RegularFile.Problem> {
            asked[path, default: 0] += 1
            guard let bytes = files[path] else { return .failure(.system(SystemError(ENOENT))) }
            guard bytes.count <= limit else { return .failure(.tooLarge(size: Int64(bytes.count), limit: limit)) }
            return .success(bytes)
        }
    }

    @Test func projectFilesAreReadOnceAndKept() throws {
        let disk = CountingReader(["/r/package.json": "{}", "/r/app/build.gradle": "android {}"])
        let files = RepositorySnapshot(root: "/r/", reader: disk.read)
        #expect(files.root == "/r")
        #expect(try files.bytes("package.json", limit: 100).get() == Array("{}".utf8))
        #expect(try files.bytes("package.json", limit: 100).get() == Array("{}".utf8))
        #expect(disk.asked["/r/package.json"] == 1)
        // A missing file is asked once too, and stays missing.
        #expect((try? files.bytes("pubspec.yaml", limit: 100).get()) == nil)
        #expect((try? files.bytes("pubspec.yaml", limit: 100).get()) == nil)
        #expect(disk.asked["/r/pubspec.yaml"] == 1)
        #expect(files.readPaths == ["package.json", "pubspec.yaml"])
    }

    @Test func aKeptFileIsTooLargeForASmallerLimitAndReadAgainForALargerOne() throws {
        let disk = CountingReader(["/r/yarn.lock": String(repeating: "x", count: 50)])
        let files = RepositorySnapshot(root: "/r", reader: disk.read)
        guard case .failure(.tooLarge(50, 10)) = files.bytes("yarn.lock", limit: 10) else {
            Issue.record("a 50-byte file at a 10-byte limit is too large")
            return
        }
        // Asked again at the same or a smaller limit: still too large, from what is known.
        guard case .failure(.tooLarge(50, 8)) = files.bytes("yarn.lock", limit: 8) else {
            Issue.record("too large at 8 bytes")
            return
        }
        #expect(disk.asked["/r/yarn.lock"] == 1)
        // A limit it fits is read from the disk once more, then kept.
        #expect(try files.bytes("yarn.lock", limit: 100).get().count == 50)
        guard case .failure(.tooLarge(50, 20)) = files.bytes("yarn.lock", limit: 20) else {
            Issue.record("kept bytes over a smaller limit are too large")
            return
        }
        #expect(disk.asked["/r/yarn.lock"] == 2)
        #expect(files.readPaths == ["yarn.lock"])
    }

    @Test func sourcesAreHandedOverUnlessKept() throws {
        let disk = CountingReader(["/r/a.swift": "let a = 1", "/r/b.swift": "let b = 2"])
        let files = RepositorySnapshot(root: "/r", reader: disk.read)
        _ = files.source("a.swift", limit: 100)
        _ = files.source("a.swift", limit: 100)
        #expect(disk.asked["/r/a.swift"] == 2, "a source is not kept")
        if case .success(let bytes) = files.source("b.swift", limit: 100) { files.keep("b.swift", bytes) }
        #expect(try files.source("b.swift", limit: 100).get() == Array("let b = 2".utf8))
        #expect(try files.bytes("b.swift", limit: 100).get() == Array("let b = 2".utf8))
        #expect(disk.asked["/r/b.swift"] == 1, "a kept source is served from memory")
        #expect(files.readPaths == ["a.swift", "b.swift"])
    }

    @Test func theRootIsSpelledEitherWay() {
        let files = RepositorySnapshot(root: "/r", reader: CountingReader([:]).read)
        #expect(files.path("") == "/r" && files.path(".") == "/r" && files.path("a/b") == "/r/a/b")
    }

    /// Every fixture project scanned through a counting reader: no project file is read twice, a source at most twice
    /// (its reading for shares, then the look for which helpers some source calls or where a constant is set, made
    /// only when a share needs it), and the model's `readFiles` names every file read (no output of a command may
    /// replace one).
    @Test func aScanReadsEachProjectFileOnce() throws {
        let testdata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("testdata")
        var roots: [String] = []
        for folder in ["projects", "share-calls"] {
            let base = testdata.appendingPathComponent(folder).path
            for name in try FileManager.default.contentsOfDirectory(atPath: base).sorted() {
                let path = base + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                let sides = ["broken", "fixed"].map { path + "/" + $0 }.filter {
                    FileManager.default.fileExists(atPath: $0)
                }
                roots += sides.isEmpty ? [path] : sides
            }
        }
        #expect(roots.count >= 15)
        var read = 0
        var appFiles = 0
        for root in roots {
            var asked: [String: Int] = [:]
            let files = RepositorySnapshot(root: root) { path, limit in
                asked[path, default: 0] += 1
                return RegularFile.read(path, limit: limit)
            }
            let model = ProjectScanner.scan(files, as: root)
            let again = asked.filter { path, count in
                let isSource = FilePaths.name(path).split(separator: ".").last.map {
                    ProjectWalk.sourceExtensions[String($0)] != nil
                }
                return count > (isSource == true ? 2 : 1)
            }
            #expect(again.isEmpty, "\(root): read too often: \(again)")
            let listed = Set(model.readFiles.map { files.path($0) })
            let unlisted = asked.keys.filter { !listed.contains($0) }.sorted()
            #expect(unlisted.isEmpty, "\(root): read but not in readFiles: \(unlisted)")
            // What judging an app reads of its files, the scan has read: doctor opens none of them itself.
            for app in model.apps {
                for path in [app.infoPlist, app.manifest].compactMap({ $0 }) + app.mergedManifests.map(\.path) {
                    #expect(model.appFiles[path] != nil, "\(root): \(path), a file of \(app.name), was not read")
                }
            }
            appFiles += model.appFiles.count
            read += asked.count
        }
        #expect(read > 50)
        #expect(appFiles >= 10)
    }

    /// Every name the walk takes for a project file (or a folder: an Xcode project or workspace) is one
    /// `ProjectScanner.mayMakeProject` says may make a project: `validate` walks a tree without one for its images,
    /// unscanned.
    @Test func everyProjectFileTheWalkTakesMayMakeAProject() {
        let names =
            ProjectWalk.gradleScripts.sorted() + ProjectWalk.expoConfigNames.sorted()
            + ProjectWalk.xcodeGenSpecNames.sorted() + ProjectWalk.tuistNames.sorted() + [
                "package.json", "pubspec.yaml", "libs.versions.toml", "myteam.android.application.gradle.kts",
                "Info.plist", "AndroidManifest.xml", "App.swift", "logo.png", "README.md",
            ]
        for name in names {
            var walk = ProjectWalk(root: "/nonexistent")
            let relative =
                name.hasSuffix(".gradle.kts") && !ProjectWalk.gradleScripts.contains(name)
                ? "build-logic/convention/src/main/kotlin/" + name : "Tuist/" + name
            walk.file(relative, name: name)
            let project =
                !(walk.gradleFiles + walk.packageJSONs + walk.pubspecs + walk.expoConfigs + walk.xcodeGenSpecs
                + walk.versionCatalogs + walk.scriptPlugins + walk.tuistManifests).isEmpty
                || !walk.tuistRoots.isEmpty || !walk.unreadProjects.isEmpty
            #expect(!project || ProjectScanner.mayMakeProject(name), "\(name) makes a project file")
        }
        #expect(ProjectScanner.mayMakeProject("App.xcodeproj") && ProjectScanner.mayMakeProject("App.xcworkspace"))
        #expect(!ProjectScanner.mayMakeProject("Info.plist") && !ProjectScanner.mayMakeProject("logo.png"))
    }
}
