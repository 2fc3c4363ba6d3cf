import Foundation
import Testing

@testable import StoryshareProject

/// An Xcode workspace's `contents.xcworkspacedata` is read as XML, its locations resolved as Xcode resolves them.
struct XcodeWorkspaceTests {
    static func locations(_ body: String, workspace: String = "Apps/Trailpost.xcworkspace") -> (
        paths: [String], problem: String?
    ) {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n\(body)</Workspace>\n"
        return XcodeWorkspace.locations(Array(text.utf8), workspace: workspace, root: "/repo")
    }

    @Test func locationsAreResolvedThroughNestedGroups() {
        let read = Self.locations(
            """
               <FileRef location = "group:Trailpost.xcodeproj"></FileRef>
               <FileRef location = "container:../Shared/Kit.xcodeproj"/>
               <Group location = "group:Packages" name = "Packages">
                  <FileRef location = "group:Feature"></FileRef>
                  <Group location = "group:Core">
                     <FileRef location = "group:Network"></FileRef>
                     <FileRef location = "container:Tools"></FileRef>
                  </Group>
                  <FileRef location = "group:../Modules/Share"></FileRef>
               </Group>
               <Group location = "absolute:/repo/Vendor" name = "Vendor">
                  <FileRef location = "group:Lib"></FileRef>
               </Group>
               <Group location = "absolute:/elsewhere" name = "Outside">
                  <FileRef location = "group:Lib"></FileRef>
               </Group>
               <Group name = "Plain">
                  <FileRef location = "group:Docs"></FileRef>
               </Group>
               <FileRef location = "absolute:/repo/Root.xcodeproj"></FileRef>
               <FileRef location = "absolute:/other/Far.xcodeproj"></FileRef>
               <FileRef location = "group:../../../Above"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "developer:Platforms/x"></FileRef>

            """)
        #expect(read.problem == nil)
        #expect(
            read.paths == [
                "Apps/Trailpost.xcodeproj", "Shared/Kit.xcodeproj", "Apps/Packages/Feature",
                "Apps/Packages/Core/Network", "Apps/Tools", "Apps/Modules/Share", "Vendor/Lib", "Apps/Docs",
                "Root.xcodeproj",
            ])
        // A workspace at the root: its folder is the root's.
        #expect(
            Self.locations("<FileRef location = \"group:App/App.xcodeproj\"/>\n", workspace: "W.xcworkspace").paths == [
                "App/App.xcodeproj"
            ])
    }

    @Test func aMalformedWorkspaceIsSaidNotRead() throws {
        let broken = Self.locations("   <FileRef location = \"group:A.xcodeproj\">\n")
        #expect(broken.paths.isEmpty)
        #expect(broken.problem?.hasPrefix("not well-formed XML (line ") == true, "\(broken.problem ?? "")")
        let text = "<Project><FileRef location = \"group:A.xcodeproj\"/></Project>"
        let wrong = XcodeWorkspace.locations(Array(text.utf8), workspace: "W.xcworkspace", root: "/repo")
        #expect(wrong.problem == "not a workspace (its root element is <Project>)")
        // In a scan, the file is an unread project file, and nothing is linked from it.
        let tree = InstalledVersionsTests.Tree()
        try tree.write(
            "<Workspace><FileRef location=\"group:A.xcodeproj\">", to: "W.xcworkspace/contents.xcworkspacedata")
        let model = ProjectScanner.scan(tree.url.path)
        let unread = try #require(model.unreadProjects.first)
        #expect(unread.path == "W.xcworkspace/contents.xcworkspacedata")
        #expect(unread.layout.hasPrefix("an Xcode workspace whose contents are not well-formed XML (line 1: "))
        #expect(model.readFiles.contains("W.xcworkspace/contents.xcworkspacedata"), "no output may replace it")
    }
}
