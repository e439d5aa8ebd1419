// What the README's HTTP quickstart does before the build: `npm install` left node_modules beside pom.xml, and the
// server runs in another terminal on its default port, 3001. verify.groovy stops it (stop-http-server.groovy).
import java.nio.file.Files
import java.nio.file.Path

evaluate(new File(itSources, '_shared/node-process.groovy'))

Files.createSymbolicLink(basedir.toPath().resolve('node_modules'), Path.of(testServers))
def server = Path.of(testServers, '@modelcontextprotocol/server-everything/dist/index.js').toString()
startNode('http-server', [server, 'streamableHttp'], null, [PORT: '3001'], 30) { line ->
  line.contains('listening on port 3001') ? true : null
}
