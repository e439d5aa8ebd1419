def generated = new File(basedir, 'target/generated-sources/imcp/com/example/everything')
assert new File(generated, 'EchoRequest.java').isFile()
assert new File(generated, 'GetSumRequest.java').isFile()
assert !new File(generated, 'BrokenRequest.java').exists()
def tools = new File(generated, 'EverythingClientTools.java').text
assert tools.contains('"echo"') && tools.contains('"get-sum"')
assert !tools.contains('"broken"') && !tools.contains('"get-env"') && !tools.contains('"toggle-simulated-logging"')
assert new File(basedir, 'target/classes/com/example/app/App.class').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS')
