/// The tool's name and version, as reports print them.
public enum ToolInfo {
    /// The tool's name.
    public static let name = "storyshare"
    /// The tool's version, as `--version` prints it.
    public static let version = "0.1.0"
    /// Where to read about the tool (SARIF's `informationUri`).
    public static let informationURI = "https://github.com/storyshare/storyshare"
}
