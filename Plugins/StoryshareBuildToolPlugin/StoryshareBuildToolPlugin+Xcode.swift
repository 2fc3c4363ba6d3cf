// Not tried: no Xcode here.
// Written to the XcodeProjectPlugin API (URL-based, Xcode 16); never compiled or run.
#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build tool plugin applied to a target of an Xcode project (Build Phases → Run Build Tool Plug-ins):
    /// the same build command, over the target's input files, with the `.storyshare.yml` that applies to the
    /// project's folder.
    extension StoryshareBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            guard
                let plan = ShareAssetPlan(
                    files: target.inputFiles.map(\.url),
                    configuration: ShareAssetPlan.configuration(from: context.xcodeProject.directoryURL))
            else { return [] }
            let tool = try context.tool(named: "storyshare")
            return [plan.command(executable: tool.url, targetName: target.displayName)]
        }
    }
#endif
