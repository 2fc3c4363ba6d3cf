import Foundation

/// The model of a weekly story card, shared by the app and the App Clip.
public struct StoryCard: Codable, Hashable {
    public var title: String
    public var photoIDs: [String]

    public init(title: String, photoIDs: [String]) {
        self.title = title
        self.photoIDs = photoIDs
    }
}
