evaluate(new File(itSources, '_shared/stop-http-server.groovy'))
def url = context.userProperties.get('imcp.it.url')
def log = new File(basedir, 'build.log').text
assert log.contains("imcp: reading the tools of $url (bearer token in the environment variable IMCP_IT_TOKEN)")
def snapshot = new File(basedir, 'src/main/imcp/tools.json')
assert log.contains("imcp: wrote $snapshot")
assert snapshot.text.contains('"name": "echo"')
assert snapshot.text.contains('"protocolVersion": "2025-11-25"')
assert log.contains('imcp: the server matches ') && log.contains(': no changes')
assert !log.contains('Exception') : 'no exception trace in build.log'
assert !log.contains('imcp-it-token-4d2b') : 'the token is in build.log'
[snapshot, new File(basedir, 'target/imcp/check-report.json')].each { file ->
  assert !file.text.contains('imcp-it-token-4d2b') : "the token is in $file"
}
true
