import { Button, View } from 'react-native';
import { shareTideCard } from '../src/share';

export default function Home() {
  return (
    <View>
      <Button title="Share to Stories" onPress={() => shareTideCard('file:///cache/tide-card.png')} />
    </View>
  );
}
