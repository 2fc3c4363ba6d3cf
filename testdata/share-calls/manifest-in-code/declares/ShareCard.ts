import * as Sharing from "expo-sharing";

// The app's only share: the system sheet.
export async function shareCard(uri: string): Promise<void> {
  if (await Sharing.isAvailableAsync()) {
    await Sharing.shareAsync(uri, { mimeType: "image/png" });
  }
}
