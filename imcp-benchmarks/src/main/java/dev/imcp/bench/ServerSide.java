package dev.imcp.bench;

import dev.imcp.testing.ProcessCpu;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongUnaryOperator;

/**
 * What a client's server processes (this JVM's descendants: node and what it started) cost, and the sockets on each
 * side, read from {@code /proc}: a throughput row whose server is the bottleneck on a 2-core machine moves with the
 * server's CPU per call as much as with the client's, and with how many connections the client keeps open.
 */
final class ServerSide {
  private ServerSide() {}

  /**
   * CPU time of every thread of every descendant process, in nanoseconds ({@link ProcessCpu#nanos}); a descendant that
   * ended between their listing and its read fails it, as its CPU so far would vanish from the round's difference.
   */
  static long cpuNanos() {
    return overDescendants(ProcessCpu::nanos);
  }

  /** This JVM's open sockets. */
  static int clientSockets() {
    return sockets(ProcessHandle.current().pid());
  }

  /** This JVM's threads, all of them (the JIT's and GC's too). */
  static int clientThreads() {
    try (var tasks = Files.list(Path.of("/proc/self/task"))) {
      return (int) tasks.count();
    } catch (IOException e) {
      return -1;
    }
  }

  /** The open sockets of this JVM's descendants (the server's listening socket among them). */
  static int serverSockets() {
    return (int) overDescendants(ServerSide::sockets);
  }

  /** {@code perProcess} of each of this JVM's descendants (the server processes), summed. */
  private static long overDescendants(LongUnaryOperator perProcess) {
    return ProcessHandle.current()
        .descendants()
        .mapToLong(process -> perProcess.applyAsLong(process.pid()))
        .sum();
  }

  private static int sockets(long pid) {
    int count = 0;
    try (var fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
      for (Path fd : (Iterable<Path>) fds::iterator) {
        try {
          if (Files.readSymbolicLink(fd).toString().startsWith("socket:")) {
            count++;
          }
        } catch (IOException e) {
          // Closed meanwhile.
        }
      }
    } catch (IOException e) {
      return -1;
    }
    return count;
  }
}
