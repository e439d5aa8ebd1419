// Shared by the OAuth ITs' setup.groovy (not an IT): starts oauth-servers/oauth-stack.mjs (oidc-provider protecting a
// Streamable HTTP server on the TypeScript SDK v2, on free loopback ports), passes the MCP server's URL to the build
// as -Dimcp.it.url, and the issuer as imcp.it.issuer. verify.groovy stops it (oauth-stack.pid); should the build JVM
// die first, the stack ends with its standard input.
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

def script = new File(oauthServers, 'oauth-stack.mjs').toString()
def process = new ProcessBuilder('node', script).directory(new File(oauthServers)).redirectErrorStream(true).start()
def stackLog = new File(basedir, 'oauth-stack.log')
def listening = new CompletableFuture<String>()
Thread.startDaemon('it-oauth-stack-output') {
  stackLog.withWriter('UTF-8') { out ->
    process.inputStream.newReader('UTF-8').eachLine { line ->
      out.println(line)
      out.flush()
      if (line.startsWith('oauth-stack: {')) {
        listening.complete(line.substring('oauth-stack: '.length()))
      }
    }
  }
  listening.completeExceptionally(new IllegalStateException("oauth-stack.mjs exited; see $stackLog"))
}
new File(basedir, 'oauth-stack.pid').text = process.pid().toString()
def urls = new groovy.json.JsonSlurper().parseText(listening.get(60, TimeUnit.SECONDS))
context.userProperties.put('imcp.it.url', urls.mcp)
context.userProperties.put('imcp.it.issuer', urls.issuer)
