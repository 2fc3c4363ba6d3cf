Future<void> share(String path, {required String appId}) async {
  await SocialShare.shareInstagramStory(appId: '$appId', imagePath: r'${raw}', backgroundTopColor: '''#ffffff''');
  final m = {'a': const Foo(), ...other};
}
