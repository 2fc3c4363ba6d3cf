import FuzzSupport

@testable import StoryshareProject

/// The `package.json` and `pubspec.yaml` readers: whatever the bytes, a reading or an error naming the file, and
/// each dependency's line within the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackageJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = LineIndex(bytes: bytes)
    let last = lines.line(at: bytes.count)
    switch PackageJSON.parse(bytes, path: "package.json") {
    case .success(let package):
        for (name, evidence) in package.dependencies {
            if let line = evidence.line, line < 1 || line > last { Fuzz.fail("package.json: \(name) at line \(line)") }
        }
    case .failure(let error):
        if error.path != "package.json" || error.reason.isEmpty { Fuzz.fail("package.json: \(error)") }
    }
    let spec = Pubspec.parse(bytes, path: "app/pubspec.yaml")
    for (name, evidence) in spec.dependencies where (evidence.line ?? 1) < 1 {
        Fuzz.fail("pubspec.yaml: \(name) at line \(evidence.line ?? 0)")
    }
    return 0
}
