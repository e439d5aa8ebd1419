evaluate(new File(itSources, '_shared/stop-http-server.groovy'))
def url = context.userProperties.get('imcp.it.url')
def generated = new File(basedir, 'target/generated-sources/imcp/com/example/everything')
assert new File(generated, 'EchoRequest.java').isFile()
assert new File(basedir, 'target/classes/com/example/app/App.class').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains("imcp: generating from the live server $url")
assert log.contains("imcp: reading the tools of $url (bearer token in the <password> of settings.xml's <server> 'imcp-it')")
assert log.contains('BUILD SUCCESS')
assert !log.contains('imcp-it-token-4d2b') : 'the token is in build.log, at debug level'
new File(basedir, 'target').eachFileRecurse { file ->
  assert !(file.isFile() && file.text.contains('imcp-it-token-4d2b')) : "the token is in $file"
}
true
