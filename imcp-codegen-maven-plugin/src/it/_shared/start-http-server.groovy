// Shared by the HTTP ITs' setup.groovy (not an IT: no pom.xml here): starts test-servers/http-launcher.mjs (server-everything over Streamable HTTP
// on a free loopback port, refusing requests without the bearer token of settings.xml's <server> imcp-it) and passes
// its URL to the build as -Dimcp.it.url. verify.groovy stops it (its pid is in http-server.pid); should the build JVM
// die first, the launcher ends with its standard input.
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

def launcher = new File(testServers).toPath().resolveSibling('http-launcher.mjs').toString()
def builder = new ProcessBuilder('node', launcher).redirectErrorStream(true)
builder.environment().put('IMCP_REQUIRED_TOKEN', 'imcp-it-token-4d2b')
def process = builder.start()
def serverLog = new File(basedir, 'http-server.log')
def listening = new CompletableFuture<String>()
Thread.startDaemon('it-http-server-output') {
  serverLog.withWriter('UTF-8') { out ->
    process.inputStream.newReader('UTF-8').eachLine { line ->
      out.println(line)
      out.flush()
      def matcher = line =~ /imcp-http-launcher: listening on (\S+) pid \d+/
      if (matcher.matches()) {
        listening.complete(matcher.group(1))
      }
    }
  }
  listening.completeExceptionally(new IllegalStateException("http-launcher.mjs exited; see $serverLog"))
}
new File(basedir, 'http-server.pid').text = process.pid().toString()
context.userProperties.put('imcp.it.url', listening.get(30, TimeUnit.SECONDS))
