let url = URL(string: "instagram-stories://share?source_application=\(appID)")
func share(_ image: UIImage) {
    UIPasteboard.general.setItems(
        [["com.instagram.sharedSticker.backgroundImage": image.pngData()!]],
        options: [.expirationDate: Date().addingTimeInterval(300)])
    let raw = #"a\#(b) "q" "#
}
