import Share, { Social } from 'react-native-share';

const META_APP_ID = '7310258846193027';

/** Shares the quote card the app draws at run time to Instagram Stories. */
export async function shareQuote(card: string) {
  await Share.shareSingle({
    social: Social.InstagramStories,
    appId: META_APP_ID,
    backgroundImage: card,
  });
}
