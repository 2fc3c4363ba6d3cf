import Flutter
import UIKit

public class SocialSharePlugin: NSObject, FlutterPlugin {
  public static func register(with registrar: FlutterPluginRegistrar) {
    let channel = FlutterMethodChannel(name: "social_share", binaryMessenger: registrar.messenger())
    registrar.addMethodCallDelegate(SocialSharePlugin(), channel: channel)
  }

  public func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
    guard let args = call.arguments as? [String: Any?], let appId = args["appId"] as? String else {
      return result(FlutterError(code: "bad_args", message: nil, details: nil))
    }
    let (scheme, prefix): (String, String)
    switch call.method {
    case "shareInstagramStory": (scheme, prefix) = ("instagram-stories", "com.instagram.sharedSticker")
    case "shareFacebookStory": (scheme, prefix) = ("facebook-stories", "com.facebook.sharedSticker")
    default: return result(FlutterMethodNotImplemented)
    }
    var item: [String: Any] = [:]
    if let path = args["stickerImage"] as? String, let data = FileManager.default.contents(atPath: path) {
      item["\(prefix).stickerImage"] = data
    }
    if let path = args["backgroundImage"] as? String, let data = FileManager.default.contents(atPath: path) {
      item["\(prefix).backgroundImage"] = data
    }
    if let top = args["backgroundTopColor"] as? String { item["\(prefix).backgroundTopColor"] = top }
    if let bottom = args["backgroundBottomColor"] as? String { item["\(prefix).backgroundBottomColor"] = bottom }
    if let link = args["attributionURL"] as? String { item["\(prefix).contentURL"] = link }
    guard let url = URL(string: "\(scheme)://share?source_application=\(appId)"),
          UIApplication.shared.canOpenURL(url) else { return result("error") }
    UIPasteboard.general.setItems([item], options: [.expirationDate: Date().addingTimeInterval(300)])
    UIApplication.shared.open(url) { _ in result("success") }
  }
}
