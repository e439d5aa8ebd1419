// Shared by the OAuth ITs' setup.groovy (not an IT): starts oauth-servers/oauth-stack.mjs (oidc-provider protecting a
// Streamable HTTP server on the TypeScript SDK v2, on free loopback ports), passes the MCP server's URL to the build
// as -Dimcp.it.url, and the issuer as imcp.it.issuer. verify.groovy stops it (stop-oauth-stack.groovy).
evaluate(new File(pluginIts, '_shared/node-process.groovy'))

def dir = new File(oauthServers)
def urls = startNode('oauth-stack', [new File(dir, 'oauth-stack.mjs').toString()], dir, [:], 60) { line ->
  line.startsWith('oauth-stack: {')
      ? new groovy.json.JsonSlurper().parseText(line.substring('oauth-stack: '.length()))
      : null
}
context.userProperties.put('imcp.it.url', urls.mcp)
context.userProperties.put('imcp.it.issuer', urls.issuer)
