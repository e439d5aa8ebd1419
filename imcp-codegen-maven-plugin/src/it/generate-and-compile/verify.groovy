def generated = new File(basedir, 'target/generated-sources/imcp/com/example/everything')
assert new File(generated, 'EchoRequest.java').isFile()
assert new File(generated, 'InfoService.java').isFile()
assert new File(basedir, 'target/classes/com/example/app/App.class').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('imcp: generated com.example.everything (')
assert !new File(basedir, 'build.log').text.contains('Exception') : 'no exception trace in build.log'
