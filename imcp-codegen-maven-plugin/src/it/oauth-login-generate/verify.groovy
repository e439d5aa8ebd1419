evaluate(new File(itSources, '_shared/stop-oauth-stack.groovy'))
import java.nio.file.Files

def url = context.userProperties.get('imcp.it.url')
def log = new File(basedir, 'build.log').text
// 1: no token, no client credentials: at once, what to do.
assert log.contains("imcp:generate: HTTP 401 Unauthorized from $url: the server wants credentials, and OAuth (the token "
    + "imcp:login keeps in ${new File(basedir, 'tokens.json')}) got none: signing in at ")
assert log.contains("failed: nobody can sign in here: a build opens no browser: run mvn imcp:login once, with the same server")
// 2: signed in through the browser, token kept for the user only.
assert log.contains("imcp: signed in to $url; the token is kept in ${new File(basedir, 'tokens.json')}")
def tokens = new File(basedir, 'tokens.json')
assert java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(tokens.toPath())) == 'rw-------'
// 3: generated from the protected server with that token, and compiled.
assert log.contains("imcp: reading the tools of $url (OAuth: the token imcp:login keeps in")
def generated = new File(basedir, 'target/generated-sources/imcp/com/example/notes')
assert new File(generated, 'WriteNoteRequest.java').isFile()
assert new File(basedir, 'target/classes/com/example/app/App.class').isFile()
assert log.contains('BUILD SUCCESS')
def token = new groovy.json.JsonSlurper().parse(tokens).grants[0].access_token
assert !log.contains(token) : 'the access token is in build.log, at debug level'
true
