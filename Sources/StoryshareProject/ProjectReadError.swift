import Foundation
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A project file that could not be read, and why.
struct ProjectReadError: Error {
    var path: String
    var reason: String

    /// The bytes of the project file at `path` (relative to `walk`'s root), at most `limit`; a file that cannot be
    /// read, or is larger, is the error, saying what is not known for it (`consequence`).
    static func bytes(of path: String, walk: ProjectWalk, limit: Int, consequence: String) -> Result<
        [UInt8], ProjectReadError
    > {
        switch walk.files.bytes(path, limit: limit) {
        case .success(let bytes): return .success(bytes)
        case .failure(let problem):
            return .failure(ProjectReadError(path: path, reason: "\(problem.readError): \(consequence)"))
        }
    }

    /// The JSON object `bytes` (the file at `path`) hold at the top; the error says where the JSON breaks.
    static func jsonObject(_ bytes: [UInt8], path: String, consequence: String) -> Result<
        [String: Any], ProjectReadError
    > {
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                return .failure(
                    ProjectReadError(path: path, reason: "is JSON whose top level is not an object: \(consequence)"))
            }
            return .success(object)
        } catch {
            var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            // Foundation counts characters (`around character 813`): said as the line a person looks at.
            if let said = detail, let range = said.range(of: "around character "),
                let offset = Int(said[range.upperBound...].prefix { $0.isNumber })
            {
                detail = String(said[..<range.lowerBound]) + "around line \(LineIndex(bytes: bytes).line(at: offset))"
            }
            let said = detail.map { " (\($0.trimmingWhitespace().prefix(60)))" } ?? ""
            return .failure(ProjectReadError(path: path, reason: "is not valid JSON\(said): \(consequence)"))
        }
    }
}
