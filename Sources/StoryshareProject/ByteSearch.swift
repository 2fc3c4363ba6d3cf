import Foundation
import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Searching bytes for bytes.
enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func offset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress else { return nil }
            let first = Int32(needle[0])
            var position = start
            let last = hay.count - needle.count
            // memchr finds each candidate first byte; the rest is compared in place.
            while position <= last {
                guard let found = memchr(base + position, first, last - position + 1) else { return nil }
                let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                var matches = true
                for index in 1..<needle.count where hay[offset + index] != needle[index] {
                    matches = false
                    break
                }
                if matches { return offset }
                position = offset + 1
            }
            return nil
        }
    }

    /// Whether `haystack` holds any of `needles`.
    static func containsAny(_ needles: [[UInt8]], in haystack: [UInt8]) -> Bool {
        needles.contains { offset(of: $0, in: haystack, from: 0) != nil }
    }
}
