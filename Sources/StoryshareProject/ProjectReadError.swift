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
}
