import 'dart:io';

import 'package:flutter/services.dart' show rootBundle;
import 'package:path_provider/path_provider.dart';
import 'package:screenshot/screenshot.dart';
import 'package:social_share/social_share.dart';

/// Bloom Journal's Facebook App ID; Instagram refuses a Stories share without one.
const String kFacebookAppId = '2315078846102291';

/// The story background, bundled with the app (pubspec.yaml lists assets/stories/).
const String kStoryBackgroundAsset = 'assets/stories/bg.png';

/// Captures the TodayCard widget; the capture is the story's sticker.
final ScreenshotController storyCardController = ScreenshotController();

Future<String> _writeTemp(String name, List<int> bytes) async {
  final dir = await getTemporaryDirectory();
  final file = File('${dir.path}/$name');
  await file.writeAsBytes(bytes, flush: true);
  return file.path;
}

Future<String> _assetToFile(String asset) async {
  final data = await rootBundle.load(asset);
  return _writeTemp(asset.split('/').last, data.buffer.asUint8List());
}

/// Shares today's card to Instagram Stories: the sticker is drawn at run time from the card widget,
/// the background is the bundled image.
Future<String?> shareTodayToInstagramStory() async {
  final sticker = await storyCardController.capture(pixelRatio: 3.0);
  if (sticker == null) return null;
  final stickerPath = await _writeTemp('story_sticker.png', sticker);
  final backgroundPath = await _assetToFile(kStoryBackgroundAsset);

  // Facebook Stories is not offered yet:
  // await SocialShare.shareFacebookStory(appId: kFacebookAppId, imagePath: stickerPath);

  return SocialShare.shareInstagramStory(
    appId: kFacebookAppId,
    imagePath: stickerPath,
    backgroundResourcePath: backgroundPath,
    attributionURL: 'https://bloom.example/today',
  );
}
