import 'dart:io';

import 'package:flutter/material.dart';
import 'package:flutter/services.dart' show rootBundle;
import 'package:path_provider/path_provider.dart';
import 'package:social_share/social_share.dart';

void main() => runApp(const ExampleApp());

class ExampleApp extends StatelessWidget {
  const ExampleApp({super.key});

  Future<void> _shareSticker() async {
    final data = await rootBundle.load('assets/sticker.png');
    final dir = await getTemporaryDirectory();
    final sticker = File('${dir.path}/sticker.png');
    await sticker.writeAsBytes(data.buffer.asUint8List());
    await SocialShare.shareFacebookStory(
      appId: '613904477215580',
      imagePath: sticker.path,
      backgroundTopColor: '#1B4D3E',
      backgroundBottomColor: '#F2C14E',
    );
  }

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      home: Scaffold(
        appBar: AppBar(title: const Text('social_share example')),
        body: Center(
          child: ElevatedButton(onPressed: _shareSticker, child: const Text('Share sticker to Facebook Stories')),
        ),
      ),
    );
  }
}
