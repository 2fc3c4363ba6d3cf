import 'package:social_share/social_share.dart';

const fbAppId = '4409127735180066';

Future<void> shareEntry(String imagePath) async {
  await SocialShare.shareFacebookStory(
    appId: fbAppId,
    imagePath: imagePath,
    attributionURL: 'https://bloomjournal.app/entries/today',
  );
}
