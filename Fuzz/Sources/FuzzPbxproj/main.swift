import FuzzSupport

@testable import StoryshareProject

/// The `project.pbxproj` reader: whatever the bytes, the targets of a project or an error naming the file, each
/// target's line within the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPbxproj(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let last = LineIndex(bytes: bytes).line(at: bytes.count)
    switch XcodeProject.parse(bytes, path: "ios/App.xcodeproj") {
    case .success(let project):
        for target in project.targets {
            if let line = target.line, line < 1 || line > last { Fuzz.fail("pbxproj: \(target.name) at line \(line)") }
            _ = target.kind
        }
    case .failure(let error):
        if error.path != "ios/App.xcodeproj/project.pbxproj" { Fuzz.fail("pbxproj: \(error)") }
    }
    return 0
}
