// What the README's HTTP quickstart does before the build: `npm install` left node_modules beside pom.xml, and the
// server runs in another terminal on its default port, 3001. verify.groovy stops it (its pid is in http-server.pid);
// should the build JVM die first, the server ends with its standard input.
import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

Files.createSymbolicLink(basedir.toPath().resolve('node_modules'), Path.of(testServers))
def server = Path.of(testServers, '@modelcontextprotocol/server-everything/dist/index.js').toString()
def builder = new ProcessBuilder('node', server, 'streamableHttp').redirectErrorStream(true)
builder.environment().put('PORT', '3001')
def process = builder.start()
def listening = new CompletableFuture<Boolean>()
Thread.startDaemon('it-http-server-output') {
  new File(basedir, 'http-server.log').withWriter('UTF-8') { out ->
    process.inputStream.newReader('UTF-8').eachLine { line ->
      out.println(line)
      out.flush()
      if (line.contains('listening on port 3001')) {
        listening.complete(true)
      }
    }
  }
  listening.completeExceptionally(new IllegalStateException('server-everything exited; see http-server.log'))
}
new File(basedir, 'http-server.pid').text = process.pid().toString()
listening.get(30, TimeUnit.SECONDS)
