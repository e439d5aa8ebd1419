evaluate(new File(pluginIts, '_shared/stop-http-server.groovy'))
def log = new File(basedir, 'build.log').text
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0')
def warnings = log.readLines().findAll { !it.startsWith('[WARNING]') && it.contains('WARN') && it =~ /imcp|ToolGuard/ }
assert warnings.isEmpty() : "the client logged warnings: $warnings"
true
