import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';

import 'package:bloom_journal/main.dart';

void main() {
  testWidgets('today card matches its golden', (WidgetTester tester) async {
    await tester.pumpWidget(const MaterialApp(home: TodayCard(entry: 'Golden entry')));
    await expectLater(find.byType(TodayCard), matchesGoldenFile('goldens/story_card.png'));
  });
}
