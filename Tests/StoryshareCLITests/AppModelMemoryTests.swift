import Foundation
import Testing

/// Memory that stays under 100 MB whatever a project file holds (measured on the binary): each reader of the app
/// model reads what it needs, and a file past its limit is a finding that names the file, its size and the limit.
struct AppModelMemoryTests {
    /// Writes the generated project files into `tree`: a `project.pbxproj` of `pbxproj` bytes (thousands of file
    /// references), a `package.json` of `package` bytes, an old-style Info.plist of `openStep` bytes.
    static func make(in tree: TempTree, pbxproj: Int, package: Int, openStep: Int) throws {
        let script = """
            import json, os, sys
            out, pbx, pkg, ops = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
            def w(path, text):
                os.makedirs(os.path.dirname(out + '/' + path), exist_ok=True)
                open(out + '/' + path, 'w').write(text)
            parts, total, i = [], 0, 0
            while total < pbx:
                line = ('\\t\\tA%020X /* f%d.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; '
                        'path = f%d.swift; sourceTree = "<group>"; };\\n') % (i, i, i)
                parts.append(line); total += len(line); i += 1
            target = ('\\t\\tT0 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L0; name = App; '
                      'productType = "com.apple.product-type.application"; };\\n\\t\\tL0 = {isa = XCConfigurationList; '
                      'buildConfigurations = (C0); };\\n\\t\\tC0 = {isa = XCBuildConfiguration; buildSettings = '
                      '{INFOPLIST_FILE = App/Info.plist; }; name = Debug; };\\n')
            w('ios/App.xcodeproj/project.pbxproj', '// !$*UTF8*$!\\n{\\n\\tobjects = {\\n' + ''.join(parts) + target
              + '\\t};\\n\\trootObject = T0;\\n}\\n')
            deps = {'package-%d' % n: '1.0.0' for n in range(pkg // 30)}
            deps['react-native'] = '0.74.0'
            w('web/package.json', json.dumps({'name': 'a', 'dependencies': deps}, indent=2))
            w('old/Info.plist', '{\\n' + ''.join('    Key%d = "value number %d";\\n' % (n, n) for n in range(ops // 32)) + '}\\n')
            """
        let result = try Python.run(
            ["-c", script, tree.url.path, String(pbxproj), String(package), String(openStep)])
        try #require(result.status == 0, "\(result.stderr)")
    }

    /// An 8 MB project.pbxproj took 486 MB, a 4 MB package.json 275 MB, a 4 MB old-style Info.plist 255 MB: now each
    /// is over its limit, said as a finding naming the size and the limit, in bounded memory.
    @Test(.enabled(if: Python.available)) func projectFilesOverTheirLimitsAreFindingsInBoundedMemory() throws {
        let tree = try TempTree()
        try Self.make(in: tree, pbxproj: 8_000_000, package: 4_000_000, openStep: 3_000_000)
        let validate = try HostileCorpusTests.measure(["validate", tree.url.path])
        #expect(validate.status == 1)
        #expect(validate.peakMegabytes < 100, "validate: \(validate.peakMegabytes) MB")
        let scan = try CLI.run(["scan", "."], in: tree.url)
        #expect(scan.stdout.contains("cannot read: ios/App.xcodeproj/project.pbxproj is "), "\(scan.stdout)")
        #expect(scan.stdout.contains("larger than the 4194304 bytes"), "\(scan.stdout)")
        #expect(scan.stdout.contains("cannot read: web/package.json is "), "\(scan.stdout)")
        #expect(scan.stdout.contains("larger than the 1048576 bytes"), "\(scan.stdout)")
        let path = tree.url.appendingPathComponent("old/Info.plist").path
        let doctor = try HostileCorpusTests.measure(["doctor", path])
        #expect(doctor.status == 1)
        #expect(doctor.peakMegabytes < 100, "doctor: \(doctor.peakMegabytes) MB")
        let said = try CLI.run(["doctor", path])
        #expect(said.stdout.contains("larger than the 1048576 bytes storyshare reads of one"), "\(said.stdout)")
    }

    /// Files just under their limits are read, under 100 MB.
    @Test(.enabled(if: Python.available)) func projectFilesUnderTheirLimitsAreReadInBoundedMemory() throws {
        let tree = try TempTree()
        try Self.make(in: tree, pbxproj: 4_000_000, package: 1_000_000, openStep: 1_000_000)
        let scan = try HostileCorpusTests.measure(["scan", tree.url.path])
        #expect(scan.status == 0)
        #expect(scan.peakMegabytes < 100, "scan: \(scan.peakMegabytes) MB")
        let text = try CLI.run(["scan", "."], in: tree.url)
        #expect(text.stdout.contains("iOS app App:") && !text.stdout.contains("cannot read"), "\(text.stdout)")
        let doctor = try HostileCorpusTests.measure(["doctor", tree.url.appendingPathComponent("old/Info.plist").path])
        #expect(doctor.peakMegabytes < 100, "doctor: \(doctor.peakMegabytes) MB")
    }

    /// A baseline under its limit (8 MB, some 30,000 findings) is read in bounded memory (64 MB once took 726 MB);
    /// one over it is a usage error naming its size and the limit.
    @Test(.enabled(if: Python.available)) func aBaselineIsReadInBoundedMemory() throws {
        let tree = try TempTree()
        let script = """
            import json, sys
            entries = [{'path': 'assets/file-%d.png' % i, 'rule': 'image-too-small', 'sha256': 'ab' * 32,
                        'message': 'image is 300x300 px; Instagram needs at least 720x1280 for a background.'}
                       for i in range(int(sys.argv[2]))]
            open(sys.argv[1], 'w').write(json.dumps({'version': 1, 'findings': entries}, indent=2))
            """
        let under = tree.url.appendingPathComponent("under.json").path
        let over = tree.url.appendingPathComponent("over.json").path
        for (path, count) in [(under, "29000"), (over, "40000")] {
            let made = try Python.run(["-c", script, path, count])
            try #require(made.status == 0, "\(made.stderr)")
        }
        try tree.copy("images/background-1080x1920.jpg", to: "bg.jpg")
        let image = tree.url.appendingPathComponent("bg.jpg").path
        let read = try HostileCorpusTests.measure(["validate", "--baseline", under, image])
        #expect(read.status == 0)
        #expect(read.peakMegabytes < 100, "\(read.peakMegabytes) MB")
        let refused = try CLI.run(["validate", "--baseline", over, image])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("larger than the 8000000 bytes"), "\(refused.stderr)")
    }

    /// The sharing sources' total is bounded by what one source costs, not by their sum: each is read (at most
    /// 2 MiB), what it gives is taken, and its text dropped before the next. 73 MB of JavaScript sharing sources once
    /// took `scan` and `doctor` to 247 MB; 80 sources of 1 MB, each with its share call, stay under 100 MB (35 MB
    /// measured on the debug binary; 47 MB when each source is 1 MB of code).
    @Test(.enabled(if: Python.available)) func manyLargeSharingSourcesAreReadInBoundedMemory() throws {
        let tree = try TempTree()
        let script = """
            import json, os, sys
            out = sys.argv[1]
            os.makedirs(out + '/src')
            json.dump({'name': 'app', 'dependencies': {'react-native': '0.74.0', 'react-native-share': '12.0.3'}},
                      open(out + '/package.json', 'w'), indent=2)
            # 100 KB of code (tokens) and 900 KB of comment lines (lines) a file: the memory of both, in less time.
            code = ''.join('export const value%d = "%s";\\n' % (n, 'x' * 40) for n in range(2000))
            filler = code + ''.join('// note %d: %s\\n' % (n, 'x' * 40) for n in range(18000))
            for i in range(80):
                call = ("import Share from 'react-native-share';\\n"
                        "export async function share%d() {\\n"
                        "  await Share.shareSingle({\\n"
                        "    social: Share.Social.INSTAGRAM_STORIES,\\n"
                        "    appId: '1482093756120437',\\n"
                        "    backgroundImage: 'file:///data/story-%d.png',\\n"
                        "  });\\n}\\n") % (i, i)
                text = (call + filler)[:1_000_000]
                open(out + '/src/share%d.js' % i, 'w').write(text + ' ' * (1_000_000 - len(text)))
            # Half the shares are called; the others are looked for in every source, and found in none.
            open(out + '/src/index.js', 'w').write(''.join('share%d();\\n' % i for i in range(0, 80, 2)))
            """
        let made = try Python.run(["-c", script, tree.url.path])
        try #require(made.status == 0, "\(made.stderr)")
        // An Android app beside them, so that doctor judges the sharing code with its manifest.
        for file in [
            "android/build.gradle", "android/settings.gradle", "android/app/build.gradle",
            "android/app/src/main/AndroidManifest.xml",
        ] {
            try tree.copy("projects/react-native/\(file)", to: file)
        }
        let scan = try HostileCorpusTests.measure(["scan", tree.url.path])
        #expect(scan.status == 0)
        #expect(scan.peakMegabytes < 100, "scan: \(scan.peakMegabytes) MB")
        let doctor = try HostileCorpusTests.measure(["doctor", tree.url.path])
        #expect(doctor.status == 0, "doctor exited \(doctor.status)")
        #expect(doctor.peakMegabytes < 100, "doctor: \(doctor.peakMegabytes) MB")
        // Every source was read: its share call is in the model, or said not to be called.
        let text = try CLI.run(["scan", "."], in: tree.url)
        #expect(text.stdout.contains("shares to Instagram: 40 shares in the sources"), "\(text.stdout.prefix(2000))")
        #expect(text.stdout.components(separatedBy: "present, not called: src/share").count == 41)
    }
}
