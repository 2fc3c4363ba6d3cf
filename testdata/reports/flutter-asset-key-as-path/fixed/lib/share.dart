import 'dart:io';

import 'package:flutter/services.dart' show rootBundle;
import 'package:path_provider/path_provider.dart';
import 'package:social_share/social_share.dart';

/// Bloom Journal's Facebook App ID; Instagram refuses a Stories share without one.
const String kFacebookAppId = '2315078846102291';

/// Copies a bundled asset to a file the share can read.
Future<String> _assetToFile(String asset) async {
  final data = await rootBundle.load(asset);
  final dir = await getTemporaryDirectory();
  final file = File('${dir.path}/${asset.split('/').last}');
  await file.writeAsBytes(data.buffer.asUint8List(), flush: true);
  return file.path;
}

/// Shares the journal's story sticker, bundled with the app (pubspec.yaml lists assets/stories/): the Share
/// button's action.
Future<String?> shareTodayToInstagramStory() async {
  return SocialShare.shareInstagramStory(
    appId: kFacebookAppId,
    imagePath: await _assetToFile('assets/stories/sticker.png'),
    backgroundTopColor: '#FAD2E1',
    backgroundBottomColor: '#BDE0FE',
  );
}
