import FuzzSupport

@testable import StoryshareProject

/// The Expo configuration reader (`app.json`): whatever the bytes, a configuration, none, or an error naming the
/// file; every line it gives is a line of the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let last = LineIndex(bytes: bytes).line(at: bytes.count)
    switch ExpoConfig.parse(bytes, path: "app.json") {
    case .success(let config?):
        let evidence =
            config.queriesSchemes + config.androidQueries + config.plugins + [
                config.iosEvidence, config.androidEvidence,
            ]
            + [config.facebookAppID].compactMap { $0 }
        for item in evidence {
            if let line = item.line, line < 1 || line > last { Fuzz.fail("app.json: \(item.text) at line \(line)") }
        }
    case .success(nil):
        break
    case .failure(let error):
        if error.path != "app.json" { Fuzz.fail("app.json: \(error)") }
    }
    return 0
}
