import { Linking } from "react-native";

const FACEBOOK_APP_ID = "246813579024681";

// The same app, sharing its card to Instagram Stories through the intent the plugin makes visible.
export async function shareCard(uri: string): Promise<void> {
  await Linking.sendIntent("com.instagram.share.ADD_TO_STORY", [
    { key: "source_application", value: FACEBOOK_APP_ID },
    { key: "interactive_asset_uri", value: uri },
  ]);
}
