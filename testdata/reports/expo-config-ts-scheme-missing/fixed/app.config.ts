import type { ConfigContext, ExpoConfig } from 'expo/config';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Tidepool',
  slug: 'tidepool',
  version: '1.2.0',
  orientation: 'portrait',
  icon: './assets/icon.png',
  scheme: 'tidepool',
  userInterfaceStyle: 'automatic',
  ios: {
    supportsTablet: true,
    bundleIdentifier: 'dev.storyshare.fixture.tidepool',
    infoPlist: {
      LSApplicationQueriesSchemes: ['instagram', 'instagram-stories'],
    },
  },
  android: {
    package: 'dev.storyshare.fixture.tidepool',
    adaptiveIcon: {
      foregroundImage: './assets/adaptive-icon.png',
      backgroundColor: '#0B3C5D',
    },
  },
  plugins: [['react-native-share', { android: ['com.instagram.android'] }], 'expo-router'],
});
