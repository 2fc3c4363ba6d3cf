import Foundation

public struct Find: Identifiable, Sendable {
    public let id: Int
    public let title: String
}

public enum FindLog {
    public static let sample = [
        Find(id: 1, title: "Sea glass, green"),
        Find(id: 2, title: "Cuttlefish bone"),
    ]
}
