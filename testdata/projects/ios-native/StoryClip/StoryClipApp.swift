import SwiftUI

/// The App Clip shows one shared story card from a link; it has no sharing of its own.
@main
struct StoryClipApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Open StoryApp to make your own card")
        }
    }
}
