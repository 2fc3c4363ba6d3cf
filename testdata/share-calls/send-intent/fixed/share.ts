import type { RefObject } from 'react';
import { Linking, Platform } from 'react-native';
import type { View } from 'react-native';

// Tidepool's Facebook App ID (Meta for Developers > App settings > Basic).
const FACEBOOK_APP_ID = '1837462019553012';

/** Opens Instagram's story composer on Android with the tide colours as the background. */
export async function shareTideStory(_cardRef: RefObject<View>): Promise<void> {
  if (Platform.OS !== 'android') return;
  await Linking.sendIntent('com.instagram.share.ADD_TO_STORY', [
    { key: 'source_application', value: FACEBOOK_APP_ID },
    { key: 'top_background_color', value: '#0B3D91' },
    { key: 'bottom_background_color', value: '#5FA8D3' },
  ]);
}
