// Shared by the HTTP ITs' verify.groovy, run first: stops the server start-http-server.groovy started.
import java.util.concurrent.TimeUnit

ProcessHandle.of(new File(basedir, 'http-server.pid').text as long).ifPresent { server ->
  server.destroy()
  server.onExit().get(10, TimeUnit.SECONDS)
}
