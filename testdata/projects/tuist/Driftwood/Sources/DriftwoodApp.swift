import DriftwoodKit
import SwiftUI

@main
struct DriftwoodApp: App {
    var body: some Scene {
        WindowGroup {
            FindsView(finds: FindLog.sample)
        }
    }
}

struct FindsView: View {
    let finds: [Find]

    var body: some View {
        NavigationStack {
            List(finds) { find in
                Text(find.title)
            }
            .navigationTitle("Driftwood")
            .toolbar {
                Button("Share to Story") {
                    StoryShare.shareToInstagram()
                }
            }
        }
    }
}
