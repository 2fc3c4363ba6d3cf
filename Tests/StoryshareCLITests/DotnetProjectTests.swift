import Foundation
import Testing

/// A .NET repository (Avalonia, MAUI or Xamarin heads for Android and iOS): its apps are of a stack storyshare does
/// not read, so its launcher icons are not judged as share assets by their names, and a C# source that shares to
/// Stories is named.
struct DotnetProjectTests {
    /// A .NET solution with an Android head, its launcher icons, and a shared project; `shares` adds a C# source
    /// that starts Instagram's Stories intent.
    static func tree(head framework: String, shares: Bool) throws -> TempTree {
        let tree = try TempTree()
        try tree.write(
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <OutputType>Exe</OutputType>
                <TargetFramework>\(framework)</TargetFramework>
                <ApplicationId>studio.example.cards</ApplicationId>
              </PropertyGroup>
            </Project>
            """, to: "Cards.Android/Cards.Android.csproj")
        try tree.write(
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application/></manifest>\n",
            to: "Cards.Android/Properties/AndroidManifest.xml")
        try tree.copy("images/sticker-too-small-300x300.png", to: "Cards.Android/Resources/mipmap-xhdpi/icon.png")
        try tree.copy("images/sticker-too-small-300x300.png", to: "Cards/Assets/Icon.png")
        if shares {
            try tree.write(
                """
                namespace Cards.Android;

                public class ShareService
                {
                    public void Share(Android.Net.Uri uri)
                    {
                        var intent = new Intent("com.instagram.share.ADD_TO_STORY");
                        intent.SetDataAndType(uri, "image/png");
                    }
                }
                """, to: "Cards.Android/ShareService.cs")
        }
        return tree
    }

    @Test func aMobileHeadsIconsAreNotJudgedAndItsShareIsNamed() throws {
        let tree = try Self.tree(head: "net8.0-android", shares: true)
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(!validate.stdout.contains("image-too-small"), "\(validate.stdout)")
        #expect(
            validate.stderr.contains(
                "nothing to check (Cards.Android/Cards.Android.csproj: a .NET project for Android or iOS, which "
                    + "storyshare does not read yet"), "\(validate.stderr)")
        #expect(validate.status == 1)
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(
            scan.stdout.contains(
                "a source shares to Stories, not judged (its app is not read): Cards.Android/ShareService.cs:7"),
            "\(scan.stdout)")
        #expect(scan.stdout.contains("a .NET project for Android or iOS"), "\(scan.stdout)")
    }

    @Test func aMobileHeadThatSharesNothingPasses() throws {
        let tree = try Self.tree(head: "net8.0-ios", shares: false)
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(validate.stdout.contains("0 files checked"), "\(validate.stdout)")
        #expect(validate.stderr.contains("no source shares to Stories, so nothing is checked"), "\(validate.stderr)")
        #expect(validate.status == 0)
    }

    /// A .NET project that builds no mobile head (a server, a desktop app) makes no app here: its folder is walked
    /// for every image, as a folder of assets is.
    @Test func aProjectOfNoMobileHeadIsAFolderOfAssets() throws {
        let tree = try Self.tree(head: "net8.0", shares: false)
        let validate = try CLI.run(["validate", "."], in: tree.url)
        #expect(validate.stdout.contains("Cards/Assets/Icon.png"), "\(validate.stdout)")
        #expect(validate.status == 1)
    }
}
