import StoryshareSystem

/// Why a property list could not be read or written.
///
/// Reading cases carry the index of the object at fault (`object`, as in the offset table) and its byte
/// offset in the file (`offset`). ``message`` is a one-line explanation for people.
public enum PropertyListError: Error, Equatable, Sendable {
    // MARK: Detection

    /// The content does not start with `bplist00`. Payload: up to 8 leading bytes.
    case unrecognizedEncoding(prefix: [UInt8])

    // MARK: Binary plists

    /// The input is shorter than the 8-byte header plus the 32-byte trailer. Payload: its length.
    case binaryTooShort(length: Int)
    /// A trailer field holds an impossible value. Payload: the field (`offsetIntSize`,
    /// `objectRefSize`, `objectCount`, `topObject`), its value, and what was expected.
    case binaryInvalidTrailer(field: String, value: UInt64, expected: String)
    /// The trailer places the offset table outside the bytes between the header and the trailer.
    /// Payload: the table's declared offset and the file length.
    case binaryOffsetTableOutOfRange(tableOffset: UInt64, fileLength: Int)
    /// The trailer declares more objects than its offset table can hold before the trailer.
    /// Payload: the declared count and the most that fit.
    case binaryObjectCountTooLarge(count: UInt64, maximum: Int)
    /// An offset table entry points outside the object area (from the header to the offset
    /// table). Payload: the object, the offset it claims, and the end of the object area.
    case binaryObjectOffsetOutOfRange(object: Int, offset: UInt64, limit: Int)
    /// An object's bytes (its length, count or payload) run past the end of the object area.
    case binaryObjectPastEnd(object: Int, offset: Int)
    /// An object of a kind property lists here never hold (null, fill, UID, set, ordered set) or
    /// an unknown marker. Payload: the object, its offset and its marker byte.
    case binaryUnsupportedObject(object: Int, offset: Int, marker: UInt8)
    /// An integer, real, date or bool marker with an impossible size nibble (an integer of 32
    /// bytes, a real of 2 bytes). Payload: the object, its offset and its marker byte.
    case binaryInvalidSize(object: Int, offset: Int, marker: UInt8)
    /// The count that follows a `0xF` size nibble is not a non-negative integer object that fits
    /// in an `Int`.
    case binaryInvalidLength(object: Int, offset: Int)
    /// A 16-byte integer whose value does not fit in 64 signed bits.
    case binaryIntegerOutOfRange(object: Int, offset: Int)
    /// A container refers to an object index that is not below the object count. Payload: the
    /// container, its offset, the reference and the object count.
    case binaryReferenceOutOfRange(object: Int, offset: Int, reference: UInt64, objectCount: Int)
    /// A container contains itself, directly or through other containers (a reference cycle).
    case binaryCycle(object: Int, offset: Int)
    /// A dictionary key is not a string object. Payload: the dictionary, its offset and the key's
    /// object index.
    case binaryKeyNotString(object: Int, offset: Int, key: Int)
    /// A string object whose content is invalid. Payload: the object, its offset and why (a
    /// non-ASCII byte in an ASCII string, an unpaired UTF-16 surrogate).
    case binaryInvalidString(object: Int, offset: Int, reason: String)
    /// Containers nest deeper than ``PropertyListReader/maximumDepth``. Payload: the container
    /// that goes too deep, its offset and the limit.
    case binaryTooDeep(object: Int, offset: Int, limit: Int)
    /// A dictionary holds the same key twice (bundles must be unambiguous). Keys that Swift's
    /// `String` considers equal (canonically equivalent) count as the same key.
    case binaryDuplicateKey(object: Int, offset: Int, key: String)
    /// Containers are shared so often that decoding the tree would produce more values than the
    /// input could hold without sharing (a hostile "billion laughs" file). Payload: the limit.
    case binaryExpansionTooLarge(limit: Int)
    /// Decoding the object would spend more than reading an input of this size may: the memory of
    /// the decoded values and the work of hashing dictionary keys are limited to twice the input's
    /// length plus 8 MiB (see ``PropertyListReader``). Payload: the object, its offset, what it is
    /// ("an array of 50000000 elements"), the total decoding would reach with it, and the limit.
    case binaryOverBudget(object: Int, offset: Int, value: String, total: Int, limit: Int)

    // MARK: Writing and files

    /// A value the writer refuses: nesting deeper than ``PropertyListReader/maximumDepth``, data read
    /// in place. Payload: where the value sits (`["items"][0]`, empty for the top level) and why.
    case unencodable(keyPath: String, reason: String)
    /// A `.file` data source does not hold the declared number of bytes (the file changed).
    /// Payload: the path, the declared length and the length found (as far as it was read).
    case dataFileChanged(path: String, expectedLength: Int, actualLength: Int)
    /// A system call on a file failed. Payload: what was being done, the path (or a description
    /// of the descriptor) and the system's reason.
    case fileSystem(operation: String, path: String, reason: String)

    /// A one-line explanation for people.
    public var message: String {
        switch self {
        case .unrecognizedEncoding(let prefix):
            return Self.unrecognizedMessage(prefix)
        case .binaryTooShort(let length):
            return "binary plist: the input is \(length) bytes long, shorter than a header and a trailer (40 bytes)"
        case .binaryInvalidTrailer(let field, let value, let expected):
            return "binary plist: the trailer's \(field) is \(value); expected \(expected)"
        case .binaryOffsetTableOutOfRange(let tableOffset, let fileLength):
            return "binary plist: the trailer puts the offset table at offset \(tableOffset), outside the"
                + " \(fileLength)-byte file's object area (from offset 9 to the trailer)"
        case .binaryObjectCountTooLarge(let count, let maximum):
            return "binary plist: the trailer declares \(count) objects but the offset table has room for"
                + " at most \(maximum) before the trailer"
        case .binaryObjectOffsetOutOfRange(let object, let offset, let limit):
            return "binary plist: object \(object) has offset \(offset), outside the object area"
                + " (offsets 8 to \(limit - 1))"
        case .binaryObjectPastEnd(let object, let offset):
            return "binary plist: object \(object) at offset \(offset) has a length that runs past the end"
                + " of the object area"
        case .binaryUnsupportedObject(let object, let offset, let marker):
            return "binary plist: object \(object) at offset \(offset) is \(Self.markerName(marker)),"
                + " which storyshare property lists never hold"
        case .binaryInvalidSize(let object, let offset, let marker):
            return "binary plist: object \(object) at offset \(offset) has marker \(Self.hex(marker)),"
                + " an impossible size for its type"
        case .binaryInvalidLength(let object, let offset):
            return "binary plist: object \(object) at offset \(offset) has a count that is not a"
                + " non-negative integer object"
        case .binaryIntegerOutOfRange(let object, let offset):
            return "binary plist: object \(object) at offset \(offset) is an integer that does not fit in"
                + " 64 signed bits"
        case .binaryReferenceOutOfRange(let object, let offset, let reference, let objectCount):
            return "binary plist: object \(object) at offset \(offset) refers to object \(reference), but"
                + " there are only \(objectCount) objects"
        case .binaryCycle(let object, let offset):
            return "binary plist: object \(object) at offset \(offset) contains itself (a reference cycle)"
        case .binaryKeyNotString(let object, let offset, let key):
            return "binary plist: dictionary object \(object) at offset \(offset) has key object \(key),"
                + " which is not a string"
        case .binaryInvalidString(let object, let offset, let reason):
            return "binary plist: string object \(object) at offset \(offset) is invalid: \(reason)"
        case .binaryTooDeep(let object, let offset, let limit):
            return "binary plist: object \(object) at offset \(offset) nests containers deeper than"
                + " \(limit) levels"
        case .binaryDuplicateKey(let object, let offset, let key):
            return "binary plist: dictionary object \(object) at offset \(offset) holds the key"
                + " \(Self.quote(key)) twice"
        case .binaryExpansionTooLarge(let limit):
            return "binary plist: containers are shared so often that decoding would produce more than"
                + " \(limit) values"
        case .binaryOverBudget(let object, let offset, let value, let total, let limit):
            return "binary plist: object \(object) at offset \(offset), \(value), would bring decoding to"
                + " \(total) bytes, \(Self.budgetText(limit))"
        case .unencodable(let keyPath, let reason):
            let place = keyPath.isEmpty ? "the top-level value" : keyPath
            return "binary plist: cannot encode \(place): \(reason)"
        case .dataFileChanged(let path, let expectedLength, let actualLength):
            return "\(path): expected \(expectedLength) bytes but the file holds \(actualLength)"
                + " (did it change while the bundle was being written?)"
        case .fileSystem(let operation, let path, let reason):
            return "\(path): cannot \(operation): \(reason)"
        }
    }
}

extension PropertyListError: CustomStringConvertible {
    /// The ``message``.
    public var description: String {
        message
    }
}

extension PropertyListError {
    /// How many Unicode scalars of a user string a message quotes before abbreviating it.
    static let quotedLimit = 60

    /// `"text"`, abbreviated after ``quotedLimit`` Unicode scalars, with control characters escaped.
    static func quote(_ text: String) -> String { DisplayText.quoted(text, limit: quotedLimit) }

    /// The end of an over-budget message: the limit and where it comes from.
    static func budgetText(_ limit: Int) -> String {
        "over the limit of \(limit) bytes for this input (twice its size plus 8 MiB)"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// `U+XXXX` for a Unicode scalar value.
    static func scalarName(_ value: UInt32) -> String {
        var digits = String(value, radix: 16, uppercase: true)
        while digits.count < 4 {
            digits = "0" + digits
        }
        return "U+" + digits
    }

    static func markerName(_ marker: UInt8) -> String {
        switch marker {
        case 0x00:
            return "null (marker 0x00)"
        case 0x0F:
            return "a fill byte (marker 0x0F)"
        default:
            switch marker >> 4 {
            case 0x8:
                return "a UID (marker \(hex(marker)))"
            case 0xB:
                return "an ordered set (marker \(hex(marker)))"
            case 0xC:
                return "a set (marker \(hex(marker)))"
            default:
                return "an unknown kind of object (marker \(hex(marker)))"
            }
        }
    }

    static func unrecognizedMessage(_ prefix: [UInt8]) -> String {
        if prefix.isEmpty {
            return "not a property list: the input is empty"
        }
        let bplist: [UInt8] = Array("bplist".utf8)
        if prefix.count >= 8, Array(prefix[0..<6]) == bplist {
            let version = String(decoding: prefix[6..<8], as: UTF8.self)
            return "not a supported property list: binary plist version \(quote(version)) (only \"00\" is)"
        }
        let shown = prefix.map { byte -> String in
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + hex(byte).dropFirst(2)
        }.joined()
        return "not a binary property list: expected bplist00 at the start; found \"\(shown)\""
    }
}
