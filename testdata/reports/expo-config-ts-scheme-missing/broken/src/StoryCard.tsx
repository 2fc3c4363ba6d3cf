import { forwardRef } from 'react';
import { Image, StyleSheet, Text, View } from 'react-native';

type Props = { place: string; height: string };

// The view captured by shareTideStory; the wave is part of the card, not a file that is shared.
export const StoryCard = forwardRef<View, Props>(({ place, height }, ref) => (
  <View ref={ref} collapsable={false} style={styles.card}>
    <Image source={require('../assets/images/wave.png')} style={styles.wave} />
    <Text style={styles.place}>{place}</Text>
    <Text style={styles.height}>{height}</Text>
  </View>
));

const styles = StyleSheet.create({
  card: { aspectRatio: 9 / 16, backgroundColor: '#0B3C5D', justifyContent: 'flex-end', padding: 24 },
  wave: { position: 'absolute', top: 0, left: 0, right: 0, height: '50%' },
  place: { color: '#FFFFFF', fontSize: 28, fontWeight: '700' },
  height: { color: '#F2C14E', fontSize: 20 },
});
