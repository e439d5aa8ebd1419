def log = new File(basedir, 'build.log').text
assert log.contains('imcp: the server matches ') && log.contains(': no changes')
assert new File(basedir, 'target/imcp/check-report.json').text.contains('"BREAKING" : 0')
assert !log.contains('Exception') : 'no exception trace in build.log'
