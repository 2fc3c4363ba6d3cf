import Share from 'react-native-share';

const FB_APP_ID = '4409127735180066';

export async function shareTrail(background: string) {
  await Share.shareSingle({
    social: Share.Social.FACEBOOK_STORIES,
    appId: FB_APP_ID,
    backgroundImage: background,
    attributionURL: 'https://your-domain.com/trails',
  });
}
