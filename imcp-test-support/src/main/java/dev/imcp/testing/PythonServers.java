package dev.imcp.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Python servers of our own in {@code test-servers/} (FastMCP 4), run by the virtual environment {@code
 * test-servers/.venv} with the packages pinned in {@code test-servers/requirements.txt}. {@code .ci/run} makes it; a
 * build without it makes it on first use (pip reaches only the local wheel index, so {@code --retries 0} keeps it
 * from waiting on the public one), so that no test is skipped for want of it.
 */
public final class PythonServers {
  private static final long INSTALL_MINUTES = 10;

  private PythonServers() {}

  /** A FastMCP server script of ours, such as {@code fastmcp_results.py}, over stdio. */
  public static List<String> fastmcp(String script) {
    return List.of(python().toString(), TestServers.script(script).toString());
  }

  /** The environment's interpreter, made with its packages if missing. */
  static synchronized Path python() {
    Path root = TestServers.script("requirements.txt").getParent();
    Path venv = root.resolve(".venv");
    Path python = venv.resolve("bin/python");
    Path installed = venv.resolve("installed.txt");
    if (!Files.isRegularFile(installed)) {
      run(List.of("python3", "-m", "venv", venv.toString()));
      run(List.of(
          python.toString(),
          "-m",
          "pip",
          "install",
          "-q",
          "--retries",
          "0",
          "-r",
          root.resolve("requirements.txt").toString()));
      try {
        Files.writeString(installed, "pip install -r requirements.txt done\n");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return python;
  }

  private static void run(List<String> command) {
    try {
      Process process = new ProcessBuilder(new ArrayList<>(command))
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.INHERIT)
          .start();
      if (!process.waitFor(INSTALL_MINUTES, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new IllegalStateException(
            "Timed out making the Python test servers' environment: " + String.join(" ", command));
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException("Cannot make the Python test servers' environment (exit "
            + process.exitValue() + "): " + String.join(" ", command)
            + "; its output is above (python3 with venv and the local wheel index are needed)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot run " + command.get(0), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted making the Python environment", e);
    }
  }
}
