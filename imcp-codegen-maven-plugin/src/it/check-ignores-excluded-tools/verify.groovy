def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS')
assert !log.contains('retired-tool')
assert !log.contains('BREAKING')
def report = new File(basedir, 'target/imcp/check-report.json').text
assert !report.contains('"tool" : "retired-tool"')
assert !report.contains('"tool" : "echo"')
