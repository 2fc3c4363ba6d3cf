import type { ConfigContext, ExpoConfig } from 'expo/config';

const VERSION = '0.9.0';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Marigold',
  slug: 'marigold',
  version: VERSION,
  orientation: 'portrait',
  icon: './assets/images/icon.png',
  scheme: 'marigold',
  userInterfaceStyle: 'automatic',
  ios: {
    supportsTablet: false,
    bundleIdentifier: 'dev.storyshare.fixture.marigold',
    infoPlist: {
      LSApplicationQueriesSchemes: ['instagram'],
      NSPhotoLibraryAddUsageDescription: 'Marigold saves your garden cards to Photos.',
    },
  },
  android: {
    package: 'dev.storyshare.fixture.marigold',
    adaptiveIcon: {
      foregroundImage: './assets/images/adaptive-icon.png',
      backgroundColor: '#FFF4E0',
    },
  },
  plugins: [
    'expo-router',
    ['react-native-share', { android: ['com.instagram.android'] }],
  ],
});
