import Foundation
import StorysharePropertyList

extension PropertyList {
    /// An XML property list read by Foundation's `PropertyListSerialization` (the property list module reads no
    /// XML), as a ``PropertyList``; `nil` when Foundation cannot read `bytes` or they hold a value no bundle holds.
    /// A key held twice keeps its later value, as Foundation keeps it.
    static func foundationXML(_ bytes: [UInt8]) -> PropertyList? {
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard
            let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format),
            format == .xml
        else { return nil }
        return PropertyList(foundation: value)
    }

    /// `value`, one of the types `PropertyListSerialization` gives, as a ``PropertyList``.
    private init?(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let date as Date: self = .date(date.timeIntervalSince1970)
        case let data as Data: self = .data(.bytes(Array(data)))
        case let list as [Any]:
            var elements: [PropertyList] = []
            for element in list {
                guard let converted = PropertyList(foundation: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let dictionary as [String: Any]:
            var entries: [String: PropertyList] = [:]
            for (key, element) in dictionary {
                guard let converted = PropertyList(foundation: element) else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "d", "f": self = .real(number.doubleValue)
            default: self = .integer(number.int64Value)
            }
        default: return nil
        }
    }
}
