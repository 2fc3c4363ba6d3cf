Pod::Spec.new do |s|
  s.name             = 'social_share'
  s.version          = '2.3.1'
  s.summary          = "Bloom Journal's vendored Stories sharing plugin."
  s.homepage         = 'https://bloom.example'
  s.license          = { :type => 'MIT' }
  s.author           = { 'Bloom Journal' => 'dev@bloom.example' }
  s.source           = { :path => '.' }
  s.source_files     = 'Classes/**/*'
  s.dependency 'Flutter'
  s.platform         = :ios, '12.0'
  s.swift_version    = '5.0'
end
