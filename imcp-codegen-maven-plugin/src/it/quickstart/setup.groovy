// What `npm install @modelcontextprotocol/server-everything` in the project leaves: node_modules beside pom.xml.
import java.nio.file.Files
import java.nio.file.Path
Files.createSymbolicLink(basedir.toPath().resolve('node_modules'), Path.of(testServers))
true
