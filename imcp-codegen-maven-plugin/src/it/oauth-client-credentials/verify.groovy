evaluate(new File(itSources, '_shared/stop-oauth-stack.groovy'))

def url = context.userProperties.get('imcp.it.url')
def log = new File(basedir, 'build.log').text
assert log.contains("imcp: reading the tools of $url (OAuth: client credentials in settings.xml's <server> 'imcp-it-oauth')")
def snapshot = new File(basedir, 'src/main/imcp/tools.json').text
assert snapshot.contains('"write_note"') && snapshot.contains('"read_notes"')
assert new File(basedir, 'oauth-stack.log').text.contains('oauth-stack: event token client_credentials')
assert !log.contains('ci-secret') : 'the client secret is in build.log, at debug level'
def token = new groovy.json.JsonSlurper().parse(new File(basedir, 'tokens.json')).grants[0].access_token
assert !log.contains(token) : 'the access token is in build.log, at debug level'
true
