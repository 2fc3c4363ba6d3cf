import Share, { Social } from 'react-native-share';

const FB_APP_ID = '4409127735180066';

/** Shares today's tide card, drawn at run time, to Instagram Stories. */
export async function shareTideCard(card: string) {
  await Share.shareSingle({
    social: Social.InstagramStories,
    appId: FB_APP_ID,
    backgroundImage: card,
  });
}
