import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Your week in photos")
                .font(.title2.bold())
            Button {
                StoryShare.shareToInstagram()
            } label: {
                Label {
                    Text("Share to Instagram Stories")
                } icon: {
                    Image("icon-share")
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!StoryShare.canShareToInstagram)
        }
        .padding()
    }
}

#Preview {
    ContentView()
        .background(Image("PreviewPhoto"))
}
