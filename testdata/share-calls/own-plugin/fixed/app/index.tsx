import { Button, View } from 'react-native';
import { shareQuote } from '../src/share';

export default function Home({ card }: { card: string }) {
  return (
    <View>
      <Button title="Share to Stories" onPress={() => shareQuote(card)} />
    </View>
  );
}
