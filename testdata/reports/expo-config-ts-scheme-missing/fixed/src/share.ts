import type { RefObject } from 'react';
import type { View } from 'react-native';
import { captureRef } from 'react-native-view-shot';

// Tidepool's Facebook App ID. Without one Instagram answers "The app you shared from doesn't
// currently support sharing to Stories".
const FACEBOOK_APP_ID = '1837462019553012';

export async function shareTideStory(cardRef: RefObject<View>): Promise<boolean> {
  // Drawn at run time: the tide card on screen, captured to a temporary PNG.
  const imageUri = await captureRef(cardRef, {
    format: 'png',
    quality: 1,
    result: 'tmpfile',
    width: 1080,
    height: 1920,
  });
  try {
    // Loaded lazily, so that Expo Go (which lacks the native module) does not crash at start-up.
    const { default: Share, Social } = await import('react-native-share');
    await Share.shareSingle({
      backgroundImage: imageUri,
      social: Social.InstagramStories,
      appId: FACEBOOK_APP_ID,
    });
    return true;
  } catch (error) {
    console.warn('Instagram Stories share failed', error);
    return false;
  }
}
