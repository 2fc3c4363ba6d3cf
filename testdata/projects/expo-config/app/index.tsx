import { Pressable, Text, View } from 'react-native';

import { shareGardenStory } from '../src/share';

export default function Home() {
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
      <Text>Marigold: 14 plants watered this week</Text>
      <Pressable onPress={() => shareGardenStory()}>
        <Text>Share to Instagram Story</Text>
      </Pressable>
    </View>
  );
}
