import 'package:flutter/material.dart';
import 'package:screenshot/screenshot.dart';

import 'share.dart';

void main() {
  runApp(const BloomJournalApp());
}

class BloomJournalApp extends StatelessWidget {
  const BloomJournalApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Bloom Journal',
      theme: ThemeData(colorScheme: ColorScheme.fromSeed(seedColor: const Color(0xFF2E6B4F))),
      home: const TodayPage(),
    );
  }
}

class TodayPage extends StatelessWidget {
  const TodayPage({super.key});

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      appBar: AppBar(title: const Text('Today')),
      body: Center(
        child: Screenshot(
          controller: storyCardController,
          child: const TodayCard(entry: 'Morning light on the balcony.'),
        ),
      ),
      floatingActionButton: FloatingActionButton.extended(
        onPressed: shareTodayToInstagramStory,
        icon: const Icon(Icons.ios_share),
        label: const Text('Share to Stories'),
      ),
    );
  }
}

class TodayCard extends StatelessWidget {
  const TodayCard({super.key, required this.entry});

  final String entry;

  @override
  Widget build(BuildContext context) {
    return Container(
      width: 200,
      padding: const EdgeInsets.all(16),
      decoration: BoxDecoration(
        color: Colors.white,
        borderRadius: BorderRadius.circular(16),
      ),
      child: Text(entry, style: Theme.of(context).textTheme.titleMedium),
    );
  }
}
