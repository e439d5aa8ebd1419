// Shared by the OAuth ITs' verify.groovy, run first: stops the stack start-oauth-stack.groovy started.
import java.util.concurrent.TimeUnit

ProcessHandle.of(new File(basedir, 'oauth-stack.pid').text as long).ifPresent { stack ->
  stack.destroy()
  stack.onExit().get(10, TimeUnit.SECONDS)
}
