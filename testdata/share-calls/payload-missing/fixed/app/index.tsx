import { useRef } from 'react';
import { Button, View } from 'react-native';
import { shareLantern } from '../src/share';

export default function Home() {
  const card = useRef<View>(null);
  return (
    <View ref={card}>
      <Button title="Share to Stories" onPress={() => shareLantern(card)} />
    </View>
  );
}
