import Foundation

/// Where this checkout's files are, for the tests: the repository root and its `testdata/`.
public enum Checkout {
    /// The repository root (the folder holding Package.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed test files.
    public static let testdata = root.appendingPathComponent("testdata")

    /// The path of `relative` below `testdata/`.
    public static func testdata(_ relative: String) -> String { testdata.appendingPathComponent(relative).path }
}
