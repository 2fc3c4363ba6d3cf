import React from 'react';
import {Button, Image, SafeAreaView, StyleSheet, Text} from 'react-native';
import Share from 'react-native-share';

import {STORY_STICKER} from './src/storySticker';

// TrailPost's Facebook App ID (Meta for Developers > App settings > Basic).
const FACEBOOK_APP_ID = '1482093756120437';

// The Stories background ships with the app; Metro serves it as a file:// (or http:// in debug) URI.
const STORY_BACKGROUND = Image.resolveAssetSource(
  require('./assets/share/story-background.png'),
).uri;

async function shareToInstagramStory() {
  await Share.shareSingle({
    social: Share.Social.INSTAGRAM_STORIES,
    appId: '1482093756120437',
    backgroundImage: STORY_BACKGROUND,
    stickerImage: STORY_STICKER,
    backgroundTopColor: '#2E6B4F',
    backgroundBottomColor: '#F2C14E',
  });
}

async function shareToFacebookStory() {
  await Share.shareSingle({
    social: Share.Social.FACEBOOK_STORIES,
    appId: FACEBOOK_APP_ID,
    backgroundImage: STORY_BACKGROUND,
    stickerImage: STORY_STICKER,
  });
}

export default function App(): React.JSX.Element {
  return (
    <SafeAreaView style={styles.container}>
      <Image source={require('./assets/images/logo.png')} style={styles.logo} />
      <Text style={styles.title}>Summit reached</Text>
      <Button title="Share to Instagram Stories" onPress={shareToInstagramStory} />
      <Button title="Share to Facebook Stories" onPress={shareToFacebookStory} />
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  container: {flex: 1, alignItems: 'center', justifyContent: 'center'},
  logo: {width: 96, height: 96, marginBottom: 16},
  title: {fontSize: 22, fontWeight: '600', marginBottom: 24},
});
