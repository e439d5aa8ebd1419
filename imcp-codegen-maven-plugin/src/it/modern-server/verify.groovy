def log = new File(basedir, 'build.log').text
assert log.contains('imcp: wrote ') : 'the snapshot is recorded'
assert new File(basedir, 'src/main/imcp/tools.json').text.contains('"protocolVersion": "2026-07-28"') : 'the snapshot records the era'
assert log.contains('imcp: the server matches ') && log.contains(': no changes') : 'the check passes'
assert log.contains('imcp: generated com.example.modern (') : 'live generation succeeds'
assert log.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0') : 'the generated SDK calls the server'
assert !log.contains('Exception') : 'no exception trace in build.log'
