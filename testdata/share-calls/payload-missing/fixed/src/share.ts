import { Platform } from 'react-native';
import Share, { Social } from 'react-native-share';
import { captureRef } from 'react-native-view-shot';

const FB_APP_ID = '7301945528816402';

/** Shares the lantern card to Instagram Stories (iOS): the capture is the story's background. */
export async function shareLantern(card: unknown) {
  if (Platform.OS !== 'ios') return;
  const base64 = await captureRef(card, { format: 'png', result: 'base64' });
  await Share.shareSingle({
    social: Social.InstagramStories,
    appId: FB_APP_ID,
    backgroundImage: `data:image/png;base64,${base64}`,
  });
}
