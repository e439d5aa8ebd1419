def log = new File(basedir, 'build.log').text
assert log.contains('imcp: generating from the live server node ')
assert log.contains('Tests run: 3, Failures: 0, Errors: 0, Skipped: 0')
assert !log.contains('Exception') : 'no exception trace in build.log'
