import Foundation

/// Networking and storage shared by StoryApp's targets.
public enum Core {
    public static let apiBase = URL(string: "https://api.storyapp.example")!
}
