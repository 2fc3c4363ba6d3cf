/// The tool's name and version, as reports print them.
public enum ToolInfo {
    public static let name = "storyshare"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/storyshare/storyshare"
}
