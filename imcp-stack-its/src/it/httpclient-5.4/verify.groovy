evaluate(new File(pluginIts, '_shared/stop-http-server.groovy'))
def log = new File(basedir, 'build.log').text
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0')
assert new File(localRepositoryPath, 'org/apache/httpcomponents/client5/httpclient5/5.4.4').isDirectory()
true
