import React from 'react';
import {Button, SafeAreaView, StyleSheet, Text} from 'react-native';
import Share from 'react-native-share';
import ReactNativeBlobUtil from 'react-native-blob-util';

// The summit badge, drawn by the server for each peak.
const SUMMIT_BADGE_URL = 'https://cdn.trailpost.example/badges/summit-badge.png';
async function shareSummit(cardUri: string) {
  // Instagram on Android reads the sticker only from the phone: download it first.
  const downloaded = await ReactNativeBlobUtil.config({fileCache: true, appendExt: 'png'}).fetch(
    'GET',
    SUMMIT_BADGE_URL,
  );
  const badgeBase64 = await downloaded.readFile('base64');
  await Share.shareSingle({
    social: Share.Social.INSTAGRAM_STORIES,
    appId: '1482093756120437',
    backgroundImage: cardUri,
    stickerImage: `data:image/png;base64,${badgeBase64}`,
  });
}

export default function App(): React.JSX.Element {
  return (
    <SafeAreaView style={styles.container}>
      <Text style={styles.title}>Summit reached</Text>
      <Button title="Share to Stories" onPress={() => shareSummit(lastCaptureUri)} />
    </SafeAreaView>
  );
}

// The summit card, captured to a PNG in the app's cache when the screen is drawn.
let lastCaptureUri = '';

const styles = StyleSheet.create({
  container: {flex: 1, alignItems: 'center', justifyContent: 'center'},
  title: {fontSize: 22, fontWeight: '600', marginBottom: 24},
});
