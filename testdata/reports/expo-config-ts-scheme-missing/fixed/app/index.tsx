import { useRef } from 'react';
import { Button, View } from 'react-native';

import { shareTideStory } from '../src/share';
import { StoryCard } from '../src/StoryCard';

export default function TodayScreen() {
  const cardRef = useRef<View>(null);
  return (
    <View style={{ flex: 1, padding: 16, gap: 16 }}>
      <StoryCard ref={cardRef} place="Half Moon Bay" height="Low tide 0.3 m at 06:42" />
      <Button title="Share to Instagram Stories" onPress={() => shareTideStory(cardRef)} />
    </View>
  );
}
