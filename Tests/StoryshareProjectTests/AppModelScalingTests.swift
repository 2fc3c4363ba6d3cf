import Foundation
import Testing

@testable import StoryshareProject

/// Every stage of the app model is linear (or n log n) in its input: each test gives a stage an input where the
/// quadratic way it once had takes minutes to hours (a source of thousands of imports, a file of thousands of share
/// calls, an Expo app.json of 50,000 schemes, a Gradle module of 200,000 project dependencies, a tree of 50,000
/// projects) and holds it to a bound generous for a debug build on a busy machine.
@Suite struct AppModelScalingTests {
    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// 4,000 imports and a line using each (160 KB): every line was once searched for every import (75 KB took
    /// 5.7 s on a release build, 300 KB 81 s).
    @Test func aSourceOfManyImportsIsReadInLinearTime() {
        let count = 4_000
        var text = (0..<count).map { "import {art\($0)} from './art\($0)';\nimport m\($0) from './mod\($0)';" }
        text.append("Share.shareSingle({social: Share.Social.INSTAGRAM_STORIES, backgroundImage: art1});")
        text += (0..<count).map { "const x\($0) = art\($0) + m\($0).value;" }
        let lines = SourceLines(text.joined(separator: "\n"))
        var references: [AssetReference] = []
        let time = Self.seconds {
            references = ShareCodeScanner.assetReferences(
                in: lines, path: "Share.tsx", passedOnly: true)
        }
        #expect(!references.isEmpty)
        #expect(time < 20, "\(time) s")
    }

    /// An Expo app.json of 50,000 LSApplicationQueriesSchemes (1 MB): each scheme's line was a search of the file
    /// from its key (880 KB took 43 s on a release build).
    @Test func anExpoConfigurationOfManySchemesIsReadInLinearTime() throws {
        let count = 50_000
        let schemes = (0..<count).map { "\"s\($0)\"" }.joined(separator: ",\n        ")
        let json = """
            {
              "expo": {
                "name": "a",
                "ios": {"infoPlist": {"LSApplicationQueriesSchemes": [
                    \(schemes)
                ]}}
              }
            }
            """
        var config: ExpoConfig?
        let time = try Self.seconds { config = try ExpoConfig.parse(Array(json.utf8), path: "app.json").get() }
        let read = try #require(config)
        #expect(read.queriesSchemes.count == count)
        #expect(read.queriesSchemes.first?.line == 5 && read.queriesSchemes.last?.line == 4 + count)
        #expect(time < 30, "\(time) s")
    }

    /// A Gradle app module naming 200,000 project dependencies: each was looked for among those reached before.
    @Test func aModuleClosureOfManyDependenciesIsLinear() {
        var app = GradleModule(folder: "app", buildFile: "app/build.gradle", kind: .app, isFlutter: false)
        app.projectDependencies = (0..<200_000).map { "m\($0)" }
        var closure: [String] = []
        let time = Self.seconds {
            closure = ProjectScanner.moduleClosure(of: app, byFolder: ["app": app], settings: ["."])
        }
        #expect(closure.count == 200_001 && closure.first == "app" && closure.last == "m199999")
        #expect(time < 20, "\(time) s")
    }

    /// 50,000 project folders and 100,000 files: the codebase holding each file was found by comparing it with
    /// every codebase (8,000 folders took 26.6 s on a release build).
    @Test func theCodebaseOfAFileIsALookupOfItsFolders() {
        let codebases = (0..<50_000).map {
            Codebase(path: "apps/p\($0)", stack: .reactNative, evidence: Evidence(path: "apps/p\($0)/package.json"))
        }
        var found = 0
        let time = Self.seconds {
            let folders = CodebaseFolders(codebases)
            for index in 0..<100_000 where folders.nearest("apps/p\(index / 2)/src/App\(index).js") == index / 2 {
                found += 1
            }
        }
        #expect(found == 100_000)
        let nested = [
            Codebase(path: ".", stack: .xcode, evidence: Evidence(path: "A.xcodeproj")),
            Codebase(path: "lib", stack: .reactNativeLibrary, evidence: Evidence(path: "lib/package.json")),
            Codebase(path: "lib/example", stack: .reactNative, evidence: Evidence(path: "lib/example/package.json")),
        ]
        let folders = CodebaseFolders(nested)
        #expect(folders.nearest("lib/example/App.js") == 2)
        #expect(folders.nearest("lib/src/index.js") == 1)
        #expect(folders.nearest("library/x.js") == 0, "a folder is no prefix of another's name")
        #expect(folders.nearest(above: "lib/example") == 1 && folders.nearest(above: ".") == nil)
        #expect(time < 20, "\(time) s")
    }

    /// Reads the shares of `text` and expects `count` of them, the one at `index` giving the App ID `appID(index)`,
    /// in under a minute.
    static func expectShares(
        of text: String, path: String, language: SourceLanguage, count: Int, appID: (Int) -> String
    ) {
        var found: [ShareCall] = []
        let time = seconds {
            found = ShareCodeScanner.shares(in: text, lines: SourceLines(text), path: path, language: language)
        }
        #expect(found.count == count)
        #expect(found.enumerated().allSatisfy { $0.element.appID.source?.value == appID($0.offset) })
        #expect(time < 60, "\(time) s")
    }

    /// 20,000 react-native-share calls in one function (1.8 MB): each call looked up its options object, its call and
    /// its function among all of the file's, so the file took 104 s on a debug build. Every call is still read, each
    /// with the App ID it gives itself.
    @Test func aFileOfManyLibrarySharesIsReadInLinearTime() {
        let count = 20_000
        let calls = (0..<count).map {
            "  x && Share.shareSingle({ social: Share.Social.INSTAGRAM_STORIES, appId: \"1\($0 + 100_000_000)\" })"
        }
        let text =
            (["import Share from \"react-native-share\";", "export default function shareAll(x) {"] + calls + ["}"])
            .joined(separator: "\n")
        Self.expectShares(of: text, path: "Share.js", language: .javaScript, count: count) { "1\($0 + 100_000_000)" }
    }

    /// 5,000 Stories intents in one Kotlin function: each read the file's values under its keys and searched the
    /// intents before and after it one by one. Each intent still reads the App ID of its own extras, between the
    /// intent before it and the one after.
    @Test func aFunctionOfManyIntentsIsReadInLinearTime() {
        let count = 5_000
        var lines = ["package bench", "import android.content.Intent", "class Share {", "  fun share(uri: Uri) {"]
        for index in 0..<count {
            lines += [
                "    val i\(index) = Intent(\"com.instagram.share.ADD_TO_STORY\")",
                "    i\(index).putExtra(\"source_application\", \"\(index + 100_000_000)\")",
                "    startActivity(i\(index))",
            ]
        }
        let text = (lines + ["  }", "}"]).joined(separator: "\n")
        Self.expectShares(of: text, path: "Share.kt", language: .kotlin, count: count) { "\($0 + 100_000_000)" }
    }

    /// The innermost function of each line, worked out once, is the one the shortest-span search over every function
    /// finds (the first of equal spans), for nested, sibling, crossing and equal spans.
    @Test func theInnermostFunctionOfALineIsTheShortestSpanHoldingIt() {
        let spans: [ClosedRange<Int>] = [1...40, 3...10, 5...8, 12...30, 12...30, 20...35, 25...26, 38...50, 45...45]
        let functions = spans.enumerated().map {
            SourceFunction(name: "f\($0.offset)", parameters: [], lines: $0.element)
        }
        let table = InnermostFunctions(functions)
        for line in 0...55 {
            var best: Int?
            for (index, function) in functions.enumerated() where function.lines.contains(line) {
                if let current = best, functions[current].lines.count <= function.lines.count { continue }
                best = index
            }
            #expect(table.at(line) == best, "line \(line)")
        }
        #expect(InnermostFunctions([]).at(1) == nil)
    }

    /// The byte search each line of a source is asked with, as Foundation's `contains` answers.
    @Test func aLineHoldsTextByteForByte() {
        #expect("Share.Social.INSTAGRAM_STORIES,".hasText("INSTAGRAM_STORIES"))
        #expect("aab".hasText("ab") && "ab".hasText("ab") && "x".hasText(""))
        #expect(!"a".hasText("ab") && !"INSTAGRAM_STORIE".hasText("INSTAGRAM_STORIES") && !"".hasText("a"))
        #expect("café: instagram-stories://".hasText("instagram-stories://"))
        #expect(Substring("xx ViewShot yy").dropFirst(3).hasText("ViewShot"))
    }
}
