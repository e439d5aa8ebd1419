def log = new File(basedir, 'build.log').text
['imcp:generate', 'imcp:snapshot', 'imcp:check', 'imcp:login', 'imcp:help'].each { assert log.contains(it) : "help lists $it" }
assert log.contains('packageName') && log.contains('User property: imcp.packageName') : 'parameters with their properties'
assert log.contains('server block. For example') : 'the server command line parameter reads as a sentence'
assert !log.contains('overriding :') : 'no description cut where a tag was'
