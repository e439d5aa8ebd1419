def log = new File(basedir, 'build.log').text
assert log.contains('Echo: hello') : 'the typed echo answered'
assert log.contains('The sum of 2 and 40 is 42.') : 'the typed sum answered'
assert log.contains("What's weather in Paris?") : 'the typed prompt answered'
assert log.contains('Resource 7: This is a plaintext resource') : 'the typed template read answered'
assert !log.contains('SLF4J(W)') && !log.contains('SLF4J: ') : 'a logging binding, so no SLF4J warnings'
assert !log.contains('Exception') : 'no exception trace'
