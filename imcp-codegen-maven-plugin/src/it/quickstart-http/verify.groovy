evaluate(new File(itSources, '_shared/stop-http-server.groovy'))
def log = new File(basedir, 'build.log').text
assert log.contains('imcp: generating from the live server http://localhost:3001/mcp')
assert log.contains('Echo: hello') : 'the typed echo answered'
assert log.contains('The sum of 2 and 40 is 42.') : 'the typed sum answered'
assert !log.contains('Exception') : 'no exception trace'
true
