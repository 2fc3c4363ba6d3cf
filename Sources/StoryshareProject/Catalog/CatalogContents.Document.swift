import Foundation

extension CatalogContents {
    /// A `Contents.json` as `JSONDecoder` reads it: the list of the set's kind (given in the decoder's
    /// ``kindKey`` user info), each entry's strings and appearances. What is not a set's contents throws a
    /// ``ParseError`` saying where (`images[0].filename is not a string`).
    struct Document: Decodable {
        /// The user-info key of the ``CatalogAssetKind`` being read.
        static let kindKey = CodingUserInfoKey(rawValue: "storyshare.catalogAssetKind")!

        /// A key of a JSON object, any string.
        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.init(stringValue) }
            init?(intValue: Int) { nil }
        }

        let entries: [Entry]

        init(from decoder: any Decoder) throws {
            let kind = decoder.userInfo[Self.kindKey] as? CatalogAssetKind ?? .imageSet
            guard let top = try? decoder.container(keyedBy: Key.self) else {
                throw ParseError(description: "the top level is not an object")
            }
            let listKey = Key(kind.listKey)
            guard top.contains(listKey) else { throw ParseError(description: "it has no \"\(kind.listKey)\" list") }
            try Self.refuseNull(top, listKey)
            guard var list = try? top.nestedUnkeyedContainer(forKey: listKey) else {
                throw ParseError(description: "\"\(kind.listKey)\" is not a list")
            }
            var entries: [Entry] = []
            while !list.isAtEnd {
                let place = "\(kind.listKey)[\(entries.count)]"
                if try list.decodeNil() { throw ParseError(description: "it is not valid JSON (\(place) is null)") }
                guard let fields = try? list.nestedContainer(keyedBy: Key.self) else {
                    throw ParseError(description: "\(place) is not an object")
                }
                entries.append(try Self.entry(fields, at: place))
            }
            self.entries = entries
        }

        /// One entry of the list, at `place` (`images[0]`).
        private static func entry(_ fields: KeyedDecodingContainer<Key>, at place: String) throws -> Entry {
            func string(_ name: String) throws -> String? {
                let key = Key(name)
                guard fields.contains(key) else { return nil }
                try refuseNull(fields, key, at: "\(place).\(name)")
                guard let text = try? fields.decode(String.self, forKey: key) else {
                    throw ParseError(description: "\(place).\(name) is not a string")
                }
                return text
            }
            let filename = try string("filename")
            if let filename, filename.isEmpty || filename.contains("/") || filename == "." || filename == ".." {
                throw ParseError(description: "\(place).filename \"\(filename)\" is not a file name in the folder")
            }
            var isDark = false
            var isSpecialised = fields.allKeys.contains { !plainKeys.contains($0.stringValue) }
            let appearancesKey = Key("appearances")
            if fields.contains(appearancesKey) {
                try refuseNull(fields, appearancesKey, at: "\(place).appearances")
                guard var traits = try? fields.nestedUnkeyedContainer(forKey: appearancesKey) else {
                    throw ParseError(description: "\(place).appearances is not a list")
                }
                while !traits.isAtEnd {
                    guard let pair = try? traits.nestedContainer(keyedBy: Key.self),
                        let name = try? pair.decode(String.self, forKey: Key("appearance")),
                        let value = try? pair.decode(String.self, forKey: Key("value"))
                    else {
                        throw ParseError(description: "\(place).appearances holds an entry without a name and value")
                    }
                    if name == "luminosity" && value == "dark" { isDark = true }
                    if name != "luminosity" { isSpecialised = true }
                }
            }
            return Entry(
                filename: filename, idiom: try string("idiom") ?? "universal", scale: try string("scale"),
                isDark: isDark, isSpecialised: isSpecialised)
        }

        /// Throws when the value of `key` is `null`, which Xcode never writes.
        private static func refuseNull(
            _ container: KeyedDecodingContainer<Key>, _ key: Key, at place: String? = nil
        ) throws {
            if (try? container.decodeNil(forKey: key)) == true {
                throw ParseError(description: "it is not valid JSON (\(place ?? "\"\(key.stringValue)\"") is null)")
            }
        }

        /// What `JSONDecoder` said of bytes that are not JSON: the parser's own words where it gives them.
        static func reason(_ error: any Error) -> String {
            guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
            if let underlying = context.underlyingError as NSError?,
                let said = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
            {
                return said
            }
            return context.debugDescription
        }
    }
}
