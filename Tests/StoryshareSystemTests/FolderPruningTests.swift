import StoryshareSystem
import Testing

/// The walks' pruning rules, as data: the app model's and doctor's share one list of dependency and build folders.
struct FolderPruningTests {
    @Test func theRepositoryWalkPassesOverDependenciesBuildOutputHiddenFoldersAndBundles() {
        let pruning = FolderPruning.repository
        #expect(pruning.reason(forFolder: "node_modules") == "dependencies (node_modules)")
        #expect(pruning.reason(forFolder: "Pods") == "dependencies (Pods)")
        #expect(pruning.reason(forFolder: "build") == "build output")
        #expect(pruning.reason(forFolder: ".git") == "hidden folders")
        #expect(pruning.reason(forFolder: "App.xcworkspace") == "bundles (xcworkspace)")
        #expect(pruning.reason(forFolder: "SDK.xcframework") == "bundles (xcframework)")
        // Tests and samples are the model's to tell apart: it walks them.
        #expect(pruning.reason(forFolder: "example") == nil)
        #expect(pruning.reason(forFolder: "AppTests") == nil)
        #expect(pruning.reason(forFolder: "src") == nil)
    }

    @Test func theAppFileSearchAlsoPassesOverTestsAndSamplesInAnyCase() {
        let pruning = FolderPruning.appFiles
        for name in ["example", "Example", "SAMPLES", "androidTest", "MyAppTests", "MyAppUITests", "testdata"] {
            #expect(pruning.reason(forFolder: name) == "tests and samples", "\(name)")
        }
        #expect(pruning.reason(forFolder: "Carthage") == "dependencies (Carthage)")
        #expect(pruning.reason(forFolder: ".build") == "build output")
        #expect(pruning.reason(forFolder: "ios") == nil)
        // Every dependency folder one walk passes over, the other does too.
        for name in FolderPruning.dependencyFolders.keys {
            #expect(pruning.reason(forFolder: name) != nil && FolderPruning.repository.reason(forFolder: name) != nil)
        }
    }
}
