import 'package:social_share/social_share.dart';

/// Bloom Journal's Facebook App ID; Instagram refuses a Stories share without one.
const String kFacebookAppId = '2315078846102291';

/// Shares the journal's story sticker, bundled with the app (pubspec.yaml lists assets/stories/): the Share
/// button's action.
Future<String?> shareTodayToInstagramStory() async {
  return SocialShare.shareInstagramStory(
    appId: kFacebookAppId,
    imagePath: 'assets/stories/sticker.png',
    backgroundTopColor: '#FAD2E1',
    backgroundBottomColor: '#BDE0FE',
  );
}
