import Foundation
import StoryshareKit
import StoryshareSystem

/// A bundle file as `inspect`, `verify` and `preview` read it: opened first by StoryshareSystem without blocking
/// (so what is no regular file is named as for every other input), then read by StoryshareKit as an app reads it,
/// checked by the hardened reader and decoded.
public enum BundleFile {
    /// Why a bundle file could not be read or decoded: one line, `PATH: WHY [RULE]`.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The line that says it.
        public let description: String

        /// `path` could not be opened: `file-unreadable`.
        static func unopened(_ path: String, _ problem: RegularFile.Problem) -> Failure {
            Failure(
                description:
                    "\(DisplayText.path(path)): cannot be read: \(DisplayText.escaped(problem.description)) [file-unreadable]"
            )
        }

        /// `path` could not be loaded: `file-unreadable` or `bundle-malformed`.
        public static func unloadable(_ path: String, _ error: ShareBundle.LoadError) -> Failure {
            Failure(description: "\(DisplayText.path(path)): \(DisplayText.escaped(error.description)) [\(error.rule)]")
        }

        /// `path` is not a bundle, for `reason`: `bundle-malformed`.
        public static func malformed(_ path: String, _ reason: String) -> Failure {
            Failure(
                description:
                    "\(DisplayText.path(path)): not a storyshare bundle: \(DisplayText.escaped(reason)) [bundle-malformed]"
            )
        }
    }

    /// The bytes of the bundle file at `path` and its status (which file it was).
    public static func read(_ path: String) throws(Failure) -> (data: Data, status: FileStatus) {
        let status: FileStatus
        switch RegularFile.open(path) {
        case .failure(let problem): throw .unopened(path, problem)
        case .success(let opened):
            Descriptor.close(opened.descriptor)
            status = opened.status
        }
        do {
            return (try ShareBundle.readFile(path: path), status)
        } catch {
            throw .unloadable(path, error)
        }
    }

    /// The bundle at `path`, read once into one buffer and decoded through StoryshareKit without its assets, which
    /// stay in that buffer (`BundleVerifier.decodeInPlace`), and the file's status: what `inspect` reads, in the
    /// memory of the file and little more.
    public static func loadInPlace(_ path: String) throws(Failure) -> (bundle: InPlaceBundle, status: FileStatus) {
        let (data, status) = try read(path)
        switch BundleVerifier.decodeInPlace(data) {
        case .success(let bundle): return (bundle, status)
        case .failure(let error): throw .unloadable(path, .malformed(error))
        }
    }

    /// The bundle at `path`, read once and decoded as an app decodes it (`BundleVerifier.decode`: the assets are
    /// copied out of the buffer), and the file's status: what `preview` draws from.
    public static func load(_ path: String) throws(Failure) -> (bundle: ShareBundle, status: FileStatus) {
        let (data, status) = try read(path)
        switch BundleVerifier.decode(data) {
        case .success(let bundle): return (bundle, status)
        case .failure(let error): throw .unloadable(path, .malformed(error))
        }
    }
}
