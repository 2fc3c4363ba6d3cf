# Checks the Homebrew formula without Homebrew: loads it against a small stand-in for Homebrew's Formula DSL and
# checks what `brew audit` and a real install would need (description, url and version, sha256, dependencies), runs
# its `install` method with the build commands recorded (not run), and, given a built storyshare, runs its
# `test do` block for real against that binary.
# usage: ruby scripts/check-formula.rb FORMULA [STORYSHARE]
require "fileutils"
require "open3"
require "pathname"
require "tmpdir"

$problems = []
def problem(message)
  $problems << message
end

# What the formula may call, as Homebrew's Formula offers it (only what a formula like this one uses).
class Formula
  class << self
    attr_reader :fields, :dependencies, :macos_uses, :linux_dependencies

    def inherited(subclass)
      super
      subclass.instance_variable_set(:@fields, {})
      subclass.instance_variable_set(:@dependencies, [])
      subclass.instance_variable_set(:@macos_uses, [])
      subclass.instance_variable_set(:@linux_dependencies, [])
      $formula_class = subclass
    end

    %i[desc homepage url sha256 license].each do |name|
      define_method(name) { |value| @fields[name] = value }
    end

    def head(url, branch: nil)
      @fields[:head] = [url, branch]
    end
    def depends_on(spec)
      (@linux_block ? @linux_dependencies : @dependencies) << spec
    end
    # As Homebrew's: `uses_from_macos "swift" => :build, since: :sonoma` is one hash.
    def uses_from_macos(spec, bounds = {})
      spec = spec.dup if spec.is_a?(Hash)
      since = spec.is_a?(Hash) ? spec.delete(:since) : bounds[:since]
      @macos_uses << [spec, since]
    end

    def on_linux
      @linux_block = true
      yield
    ensure
      @linux_block = false
    end

    def [](name)
      Dependency.new(name)
    end

    # `test do … end`: kept, to be run against a built storyshare.
    def test(&block)
      @test_block = block
    end
    attr_reader :test_block
  end

  Dependency = Struct.new(:name) do
    def opt_lib
      Pathname("/opt/homebrew/opt/#{name}/lib")
    end
  end

  attr_reader :commands, :installed, :completions

  def initialize(bin)
    @bin = Pathname(bin)
    @commands = []
    @installed = []
  end

  def bin
    formula = self
    @bin.dup.tap do |path|
      path.define_singleton_method(:install) { |*files| formula.installed.concat(files) }
    end
  end

  def version
    self.class.fields[:url][%r{/v?(\d+(?:\.\d+)+)\.tar\.gz\z}, 1]
  end
  def std_swift_args
    ["--disable-sandbox", "--configuration", "release", "--jobs", "2"]
  end
  def system(*args)
    @commands << args
  end
  def generate_completions_from_executable(*args)
    @completions = args
  end

  # The test block's helpers.
  def testpath
    @testpath ||= Pathname(Dir.mktmpdir("storyshare-formula-test"))
  end

  def shell_output(command, expected = 0)
    output, status = Open3.capture2e(command, chdir: testpath.to_s)
    problem("test: `#{command}` exited #{status.exitstatus}, not #{expected}:\n#{output}") if status.exitstatus != expected
    output
  end

  def assert_equal(expected, actual)
    problem("test: expected #{expected.inspect}, got #{actual.inspect}") unless expected == actual
  end

  def assert_match(pattern, text)
    # As minitest's: a String is matched literally.
    found = pattern.is_a?(String) ? text.include?(pattern) : text.match?(pattern)
    problem("test: #{pattern.inspect} not found in #{text.inspect}") unless found
  end
end

formula_path, storyshare = ARGV
abort "usage: ruby scripts/check-formula.rb FORMULA [STORYSHARE]" unless formula_path
load File.expand_path(formula_path)
klass = $formula_class or abort "#{formula_path}: defines no Formula"
fields = klass.fields

problem("the class is #{klass}, not Storyshare (brew derives it from the file name)") unless klass.name == "Storyshare"
desc = fields[:desc].to_s
problem("desc is missing") if desc.empty?
problem("desc is over 80 characters") if desc.length > 80
problem("desc starts with an article or the name") if desc.match?(/\A(an?|the|storyshare)\b/i)
problem("desc ends with a full stop") if desc.end_with?(".")
problem("homepage is not https") unless fields[:homepage].to_s.start_with?("https://")
problem("url is not a tagged source archive (…/archive/refs/tags/vX.Y.Z.tar.gz)") unless
  fields[:url].to_s.match?(%r{\Ahttps://github\.com/[^/]+/[^/]+/archive/refs/tags/v\d+\.\d+\.\d+\.tar\.gz\z})
problem("license is not \"Apache-2.0\" (the LICENSE file's)") unless fields[:license] == "Apache-2.0"
problem("sha256 is not 64 hexadecimal digits") unless fields[:sha256].to_s.match?(/\A\h{64}\z/)

dependencies = klass.dependencies
%w[jpeg-turbo libdeflate libpng].each do |name|
  problem("no runtime dependency on #{name}") unless dependencies.include?(name)
end
problem("no build dependency on pkgconf") unless dependencies.include?({ "pkgconf" => :build })
problem("no `depends_on xcode: [\"16.0\", :build]` (Swift 6)") unless dependencies.include?({ xcode: ["16.0", :build] })
problem("no `uses_from_macos \"swift\" => :build`") unless klass.macos_uses.any? { |spec, _| spec == { "swift" => :build } }

Dir.mktmpdir("storyshare-formula") do |dir|
  bin = Pathname(dir)/"bin"
  bin.mkpath
  formula = klass.new(bin)
  pkg_config_path = []
  ENV.define_singleton_method(:prepend_path) { |key, value| pkg_config_path << [key, value.to_s] }
  formula.install
  build = formula.commands.find { |command| command[0, 2] == %w[swift build] }
  if build.nil?
    problem("install runs no `swift build`")
  else
    problem("swift build does not build --product storyshare") unless build.each_cons(2).include?(%w[--product storyshare])
    problem("swift build is not a release build") unless build.each_cons(2).include?(%w[--configuration release])
    problem("swift build has no --disable-sandbox on macOS") unless build.include?("--disable-sandbox")
  end
  unless pkg_config_path.include?(["PKG_CONFIG_PATH", "/opt/homebrew/opt/jpeg-turbo/lib/pkgconfig"])
    problem("install does not put keg-only jpeg-turbo's pkgconfig folder on PKG_CONFIG_PATH")
  end
  problem("install does not install .build/release/storyshare") unless formula.installed.include?(".build/release/storyshare")
  unless formula.completions == [bin/"storyshare", "--generate-completion-script"]
    problem("no shell completions from storyshare --generate-completion-script")
  end
end

if storyshare
  block = klass.test_block
  if block.nil?
    problem("no test block")
  else
    Dir.mktmpdir("storyshare-formula-bin") do |dir|
      File.symlink(File.expand_path(storyshare), File.join(dir, "storyshare"))
      formula = klass.new(dir)
      begin
        formula.instance_exec(&block)
      ensure
        FileUtils.rm_rf(formula.testpath)
      end
    end
  end
end

if $problems.empty?
  puts "#{formula_path}: formula checks passed#{storyshare ? ", and its test block with #{storyshare}" : ""}"
else
  puts "#{formula_path}: #{$problems.length} problems"
  $problems.each { |message| puts "  #{message}" }
  exit 1
end
