/// A version as npm, pub and CocoaPods write it: `1.2.3`, `1.2.3-beta.1`, `1.2.3+build` (the build is kept in the
/// text and ignored in comparisons), with a leading `v` allowed. Ordered by the Semantic Versioning rules: a
/// pre-release comes before its release, numeric identifiers compare as numbers and before alphanumeric ones.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (`1` of `1.2.3`).
    public var major: Int
    /// The minor version (`2` of `1.2.3`).
    public var minor: Int
    /// The patch version (`3` of `1.2.3`).
    public var patch: Int
    /// The dot-separated identifiers after `-`, empty for a release.
    public var preRelease: [String]
    /// The version as written (without a leading `v`).
    public var text: String

    /// The version `text` is, or `nil` when it is not `MAJOR[.MINOR[.PATCH]][-PRE][+BUILD]` (a missing minor or
    /// patch is 0, as `2.1` in a Podfile.lock is 2.1.0).
    public init?(_ text: some StringProtocol) {
        var rest = Substring(text)
        if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }
        let written = String(rest)
        if let plus = rest.firstIndex(of: "+") { rest = rest[..<plus] }
        var pre: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            pre = rest[rest.index(after: dash)...].split(separator: ".", omittingEmptySubsequences: false).map(
                String.init)
            guard !pre.contains(where: \.isEmpty) else { return nil }
            rest = rest[..<dash]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        major = numbers[0]
        minor = numbers[1]
        patch = numbers[2]
        preRelease = pre
        self.text = written
    }

    /// The version as written.
    public var description: String { text }

    /// Whether both are the same version: the build (`+…`) and a leading `v` do not count.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch) && lhs.preRelease == rhs.preRelease
    }

    /// Hashes what ``==(lhs:rhs:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(preRelease)
    }

    /// Whether `lhs` comes before `rhs` in Semantic Versioning's precedence.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        // A release comes after every pre-release of it.
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.preRelease, rhs.preRelease) where left != right {
            switch (Int(left), Int(right)) {
            case (let l?, let r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.preRelease.count < rhs.preRelease.count
    }
}

/// The versions of a library that have a defect: from `introduced` (included) to `fixed` (excluded), as
/// `[introduced, fixed)`. A pre-release of `fixed` is inside: it comes before the release that fixed it.
public struct VersionRange: Sendable, Equatable, CustomStringConvertible {
    /// The first version with the defect.
    public var introduced: SemanticVersion
    /// The first version without it.
    public var fixed: SemanticVersion

    /// `[introduced, fixed)`; both must be versions (the table is written by hand, so a typo stops the tests).
    public init(_ introduced: String, _ fixed: String) {
        guard let from = SemanticVersion(introduced), let to = SemanticVersion(fixed) else {
            preconditionFailure("not a version range: [\(introduced), \(fixed))")
        }
        self.introduced = from
        self.fixed = to
    }

    /// Whether `version` has the defect.
    public func contains(_ version: SemanticVersion) -> Bool { introduced <= version && version < fixed }

    /// `[introduced, fixed)`.
    public var description: String { "[\(introduced), \(fixed))" }
}
