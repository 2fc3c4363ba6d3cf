import SwiftUI

@main
struct StoryAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
