evaluate(new File(itSources, '_shared/stop-http-server.groovy'))
def url = context.userProperties.get('imcp.it.url')
def log = new File(basedir, 'build.log').text
assert log.contains(":snapshot (default-cli) on project http-auth-failure: imcp:snapshot: HTTP 401 Unauthorized from $url: the server refused the bearer token "
    + "in the <password> of settings.xml's <server> 'imcp-it-wrong': put the token the server expects there -> [Help 1]")
assert log.contains(":generate (default-cli) on project http-auth-failure: imcp:generate: HTTP 401 Unauthorized from $url: the server wants credentials, and OAuth "
    + "(the token imcp:login keeps in ")
assert log.contains("got none: signing in at ${url.replace('/mcp', '/authorize')} failed: nobody can sign in here: a build opens no browser: "
    + "run mvn imcp:login once, with the same server")
assert log.contains("; for a server that takes a bearer token instead: set <serverId> to the id of a <server> in settings.xml whose <password> is the bearer token, or "
    + "<tokenVariable> to the name of an environment variable that holds it (-Dimcp.serverId=…, -Dimcp.tokenVariable=…); "
    + "never put a token in the pom -> [Help 1]")
assert !new File(basedir, 'src/main/imcp/tools.json').exists() && !new File(basedir, 'target/generated-sources').exists() : 'nothing written'
assert !log.contains('imcp-it-wrong-token-81c3') : 'the refused token is in build.log'
true
