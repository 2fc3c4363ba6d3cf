import { Linking, Platform } from 'react-native';
import { captureRef } from 'react-native-view-shot';

const FB_APP_ID = '7301945528816402';

/** Shares the lantern card to Instagram Stories (iOS). */
export async function shareLantern(card: unknown) {
  if (Platform.OS !== 'ios') return;
  const base64 = await captureRef(card, { format: 'png', result: 'base64' });
  const url = `instagram-stories://share?source_application=${FB_APP_ID}`;
  if (await Linking.canOpenURL(url)) {
    await Linking.openURL(url);
  }
  return base64;
}
