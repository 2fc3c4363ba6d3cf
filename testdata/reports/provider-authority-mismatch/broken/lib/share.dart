import 'dart:io';

import 'package:path_provider/path_provider.dart';
import 'package:screenshot/screenshot.dart';

import 'package:appinio_social_share/appinio_social_share.dart';

/// Bloom Journal's Facebook App ID; Instagram refuses a Stories share without one.
const String kFacebookAppId = '2315078846102291';

/// Captures the TodayCard widget; the capture is the story's sticker.
final ScreenshotController storyCardController = ScreenshotController();

Future<String> _writeTemp(String name, List<int> bytes) async {
  final dir = await getTemporaryDirectory();
  final file = File('${dir.path}/$name');
  await file.writeAsBytes(bytes, flush: true);
  return file.path;
}

final AppinioSocialShare appinioSocialShare = AppinioSocialShare();

/// Shares today's card to Instagram Stories as a sticker over the journal's colours.
Future<String?> shareTodayToInstagramStory() async {
  final sticker = await storyCardController.capture(pixelRatio: 3.0);
  if (sticker == null) return null;
  final stickerPath = await _writeTemp('story_sticker.png', sticker);
  return appinioSocialShare.iOS.shareToInstagramStory(
    kFacebookAppId,
    stickerImage: stickerPath,
    backgroundTopColor: '#FAD2E1',
    backgroundBottomColor: '#BDE0FE',
  );
}
