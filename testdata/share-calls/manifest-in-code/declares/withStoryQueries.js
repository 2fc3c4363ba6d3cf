// Our own Expo config plugin: makes Instagram's Stories intent visible to the app (Android 11+ package visibility).
const { withAndroidManifest } = require("@expo/config-plugins");

const storyIntent = {
  action: {
    $: {
      "android:name": "com.instagram.share.ADD_TO_STORY",
    },
  },
  data: {
    $: {
      "android:mimeType": "image/*",
    },
  },
};

const facebookIntentXml = `<intent>
  <action android:name="com.facebook.stories.ADD_TO_STORY" />
  <data android:mimeType="image/*" />
</intent>`;

module.exports = function withStoryQueries(config) {
  return withAndroidManifest(config, (result) => {
    const manifest = result.modResults.manifest;
    manifest.queries = manifest.queries ?? [{}];
    manifest.queries[0].intent = [...(manifest.queries[0].intent ?? []), storyIntent];
    manifest.queries[0].comment = facebookIntentXml;
    return result;
  });
};
