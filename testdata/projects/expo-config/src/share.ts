import { Image } from 'react-native';
import Share from 'react-native-share';

// Marigold's Facebook App ID: Instagram shows the app's name under the story with it.
const FACEBOOK_APP_ID = '2094417786530291';

// The garden card, bundled with the app (the same picture the feed post uses).
const GARDEN_BACKGROUND = Image.resolveAssetSource(require('../assets/share/garden-background.png')).uri;

export async function shareGardenStory(): Promise<void> {
  await Share.shareSingle({
    social: Share.Social.INSTAGRAM_STORIES,
    appId: FACEBOOK_APP_ID,
    backgroundImage: GARDEN_BACKGROUND,
  });
}
