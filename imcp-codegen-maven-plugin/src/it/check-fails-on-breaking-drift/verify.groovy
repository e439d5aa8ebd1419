def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
assert log.contains('BREAKING retired-tool: tool removed')
assert log.contains('BREAKING echo /inputSchema/properties/message: became required')
assert log.contains('imcp:check: the server has drifted from ')
assert log.contains('If the change is intended, record it with imcp:snapshot and regenerate.')
def report = new File(basedir, 'target/imcp/check-report.json').text
assert report.contains('"tool" : "retired-tool"')
