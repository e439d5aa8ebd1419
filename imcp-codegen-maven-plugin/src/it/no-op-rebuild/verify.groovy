def log = new File(basedir, 'build.log').text
assert log.contains('imcp: generated com.example.everything (') : 'the first build generates'
assert log.contains('imcp: sources up to date, nothing written') : 'the second build writes nothing'
assert new File(basedir, 'target/generated-sources/imcp/com/example/everything/EchoRequest.java').isFile()
assert !log.contains('Exception') : 'no exception trace in build.log'
