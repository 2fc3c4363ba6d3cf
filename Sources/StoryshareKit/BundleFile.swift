import Foundation

/// A bundle file as Foundation's `PropertyListDecoder` reads it: every key the format defines, with the
/// types the file must give them. What types cannot say (the target's own URL and keys, positive sizes,
/// the expiry adding up) ``ShareBundle/decode(_:)-(Data)`` checks after.
struct BundleFile: Decodable {
    /// The first two keys, read on their own so that any other property list is called "not a bundle"
    /// before its other keys are judged.
    struct Header: Decodable {
        let format: String?
        let version: Int64?
    }

    /// `options`: what `UIPasteboard.setItems(_:options:)` takes.
    struct Options: Decodable {
        let expirationDate: Date
    }

    /// A value of the pasteboard item: asset bytes or a string. Decodable says which, because a binary
    /// property list types its values (data is never read as a string, nor a string as data).
    enum Item: Decodable {
        case string(String)
        case data(Data)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bytes = try? container.decode(Data.self) {
                self = .data(bytes)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    let format: String
    let version: Int64
    let target: String
    let url: String
    let createdAt: Date
    let expiresIn: Int64
    let options: Options
    let items: [[String: Item]]
    let manifest: [String: ManifestEntry]
}
