evaluate(new File(pluginIts, '_shared/stop-http-server.groovy'))
assert new File(basedir, 'build.log').text.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0')
true
