// Makes the Stories apps visible to the share on Android 11 and later (package visibility).
const { withAndroidManifest } = require('expo/config-plugins');

const STORY_APPS = ['com.instagram.android', 'com.facebook.katana'];

module.exports = function withStoryQueries(config) {
  return withAndroidManifest(config, (mod) => {
    const manifest = mod.modResults.manifest;
    manifest.queries = manifest.queries ?? [{}];
    manifest.queries[0].package = STORY_APPS.map((name) => ({ $: { 'android:name': name } }));
    return mod;
  });
};
