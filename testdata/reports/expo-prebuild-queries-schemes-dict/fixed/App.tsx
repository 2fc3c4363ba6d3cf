import React from 'react';
import {Button, SafeAreaView, StyleSheet, Text} from 'react-native';
import Share from 'react-native-share';

async function shareSummit(cardUri: string) {
  await Share.shareSingle({
    social: Share.Social.INSTAGRAM_STORIES,
    appId: '1482093756120437',
    stickerImage: cardUri,
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
