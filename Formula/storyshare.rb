# Homebrew formula for a tap (brew tap storyshare/storyshare; brew install storyshare).
# Builds the command line from the tagged source archive with SwiftPM against Homebrew's libpng, jpeg-turbo and
# libdeflate; SwiftPM fetches the Swift packages that Package.resolved pins while it builds.
class Storyshare < Formula
  desc "Check and package share assets for Facebook and Instagram Stories"
  homepage "https://github.com/storyshare/storyshare"
  url "https://github.com/storyshare/storyshare/archive/refs/tags/v0.1.0.tar.gz"
  # A placeholder until v0.1.0 is tagged: the SHA-256 of `git archive --format=tar.gz --prefix=storyshare-0.1.0/`
  # of commit 4a674a5. Recompute it at tagging from the archive GitHub serves:
  #   curl -sL https://github.com/storyshare/storyshare/archive/refs/tags/v0.1.0.tar.gz | shasum -a 256
  sha256 "0564e70149c19221be2ffe7a361597925d5497f5e511e221b89bbc18980f4532"
  license "Apache-2.0"
  head "https://github.com/storyshare/storyshare.git", branch: "main"

  depends_on xcode: ["16.0", :build] # Swift 6
  depends_on "pkgconf" => :build # pkg-config: SwiftPM finds the three libraries below through it
  depends_on "jpeg-turbo"
  depends_on "libdeflate"
  depends_on "libpng"

  uses_from_macos "swift" => :build, since: :sonoma # Linux: Homebrew's swift

  on_linux do
    depends_on "zlib-ng-compat"
  end

  def install
    # jpeg-turbo is keg-only: its libjpeg.pc is not linked into Homebrew's pkgconfig folder.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["jpeg-turbo"].opt_lib/"pkgconfig"
    # std_swift_args: --disable-sandbox on macOS (SwiftPM's own sandbox cannot nest in Homebrew's),
    # --static-swift-stdlib on Linux, and --configuration release.
    system "swift", "build", "--product", "storyshare", *std_swift_args
    bin.install ".build/release/storyshare"
    # swift-argument-parser: storyshare --generate-completion-script bash|zsh|fish
    generate_completions_from_executable(bin/"storyshare", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/storyshare --version").strip
    assert_match "fill:   gradient from #FF0000 to #222222", shell_output("#{bin}/storyshare color '#FF0000'")
    # A 1x1 PNG: decoded with libpng, and refused as a sticker below 480 px (exit 1).
    (testpath/"dot.png").binwrite [
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
      "0000000d4944415478da63f8cfc0d0000004810180f30bdca00000000049454e44ae426082",
    ].join.then { |hex| [hex].pack("H*") }
    output = shell_output("#{bin}/storyshare validate --role sticker #{testpath}/dot.png", 1)
    assert_match "image is 1x1 px: both sides are under 480 px; the platform needs at least 480x480 (error 102)", output
  end
end
