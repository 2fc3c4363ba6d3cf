import SwiftUI

@main
struct KestrelApp: App {
    var body: some Scene {
        WindowGroup {
            FlightView()
        }
    }
}

struct FlightView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Morning flight: 42 km")
                .font(.title)
            Button("Share to Facebook Story") {
                FacebookStory.share()
            }
        }
    }
}
