import FuzzSupport

@testable import StoryshareProject

/// The Gradle build file reader: whatever the text (LF, CR LF or CR), a module whose evidence lines are lines of
/// the text, and project dependencies that name a folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGradle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let last = LineIndex(bytes: bytes).line(at: bytes.count)
    let module = GradleModule.parse(bytes, buildFile: "app/build.gradle")
    for evidence in [module.kindEvidence, module.targetSDK?.evidence].compactMap({ $0 }) {
        if let line = evidence.line, line < 1 || line > last { Fuzz.fail("gradle: evidence at line \(line)") }
    }
    for folder in module.projectDependencies where folder.isEmpty { Fuzz.fail("gradle: an empty dependency folder") }
    return 0
}
