// Shared by start-http-server.groovy and start-oauth-stack.groovy (evaluated into their binding): the one launcher of the
// ITs' Node servers. startNode starts `node arguments…` in dir with env, copies its output to basedir/<name>.log, writes
// its pid to basedir/<name>.pid (stopNode reads it), and returns what ready(line) gives for the first line it does not
// give null for; a server that exits first fails with its log named. Should the build JVM die first, the server ends
// with its standard input. (An invoker script cannot use imcp-test-support's HttpTestServer without making it a
// dependency of the plugin under test, hence this Groovy twin.)
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

startNode = { String name, List<String> arguments, File dir /* null: this JVM's */, Map<String, String> env, long seconds,
    Closure ready ->
  def builder = new ProcessBuilder(['node'] + arguments).directory(dir).redirectErrorStream(true)
  builder.environment().putAll(env)
  def process = builder.start()
  def log = new File(basedir, "${name}.log")
  def started = new CompletableFuture<Object>()
  Thread.startDaemon("it-${name}-output") {
    log.withWriter('UTF-8') { out ->
      process.inputStream.newReader('UTF-8').eachLine { line ->
        out.println(line)
        out.flush()
        def value = ready(line)
        if (value != null) {
          started.complete(value)
        }
      }
    }
    started.completeExceptionally(new IllegalStateException("${arguments[0]} exited; see $log"))
  }
  new File(basedir, "${name}.pid").text = process.pid().toString()
  started.get(seconds, TimeUnit.SECONDS)
}

stopNode = { String name ->
  ProcessHandle.of(new File(basedir, "${name}.pid").text as long).ifPresent { server ->
    server.destroy()
    server.onExit().get(10, TimeUnit.SECONDS)
  }
}
