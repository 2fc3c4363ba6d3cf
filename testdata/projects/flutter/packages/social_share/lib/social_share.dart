import 'dart:async';

import 'package:flutter/services.dart';

/// Stories sharing through the native side (ios/Classes, android/src/main/kotlin).
class SocialShare {
  static const MethodChannel _channel = MethodChannel('social_share');

  /// Instagram Stories: [imagePath] is the sticker, [backgroundResourcePath] an optional background file.
  static Future<String?> shareInstagramStory({
    required String appId,
    required String imagePath,
    String? backgroundTopColor,
    String? backgroundBottomColor,
    String? backgroundResourcePath,
    String? attributionURL,
  }) {
    return _shareStory('shareInstagramStory', appId, imagePath, backgroundTopColor, backgroundBottomColor,
        backgroundResourcePath, attributionURL);
  }

  /// Facebook Stories: the same arguments as [shareInstagramStory].
  static Future<String?> shareFacebookStory({
    required String appId,
    required String imagePath,
    String? backgroundTopColor,
    String? backgroundBottomColor,
    String? backgroundResourcePath,
    String? attributionURL,
  }) {
    return _shareStory('shareFacebookStory', appId, imagePath, backgroundTopColor, backgroundBottomColor,
        backgroundResourcePath, attributionURL);
  }

  static Future<String?> _shareStory(String method, String appId, String imagePath, String? top, String? bottom,
      String? background, String? attributionURL) {
    return _channel.invokeMethod<String>(method, <String, dynamic>{
      'appId': appId,
      'stickerImage': imagePath,
      'backgroundImage': background,
      'backgroundTopColor': top,
      'backgroundBottomColor': bottom,
      'attributionURL': attributionURL,
    });
  }
}
