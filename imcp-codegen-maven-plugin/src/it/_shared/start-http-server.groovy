// Shared by the HTTP ITs' setup.groovy (not an IT: no pom.xml here): starts test-servers/http-launcher.mjs (server-everything over Streamable HTTP
// on a free loopback port, refusing requests without the bearer token of settings.xml's <server> imcp-it) and passes
// its URL to the build as -Dimcp.it.url. verify.groovy stops it (stop-http-server.groovy).
evaluate(new File(pluginIts, '_shared/node-process.groovy'))

def launcher = new File(testServers).toPath().resolveSibling('http-launcher.mjs').toFile()
def url = startNode('http-server', [launcher.toString()], null, [IMCP_REQUIRED_TOKEN: 'imcp-it-token-4d2b'], 30) { line ->
  def matcher = line =~ /imcp-http-launcher: listening on (\S+) pid \d+/
  matcher.matches() ? matcher.group(1) : null
}
context.userProperties.put('imcp.it.url', url)
