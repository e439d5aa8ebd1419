package dev.imcp.cli;

import dev.imcp.build.BuildException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code java -jar imcp-cli.jar COMMAND [OPTIONS]}. Exit code 0 on success, 1 when the server has drifted or a goal
 * failed, 2 on bad usage or configuration; every failure is one message on standard error that says what is wrong
 * and how to fix it.
 */
public final class Main {
  /** A goal that completed. */
  public static final int OK = 0;
  /** Drift, a failed check, or a goal that could not do its work. */
  public static final int FAILED = 1;
  /** Bad usage or configuration. */
  public static final int USAGE = 2;

  private Main() {}

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the command and its options
   */
  public static void main(String[] args) {
    Charset terminal = Charset.defaultCharset();
    int code = run(
        args,
        new PrintWriter(new java.io.OutputStreamWriter(System.out, terminal), true),
        new PrintWriter(new java.io.OutputStreamWriter(System.err, terminal), true));
    System.exit(code);
  }

  /**
   * {@return the exit code}
   *
   * @param args the command and its options
   * @param out where progress and help go
   * @param err where warnings and failures go
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new ImcpCommand())
        .setOut(out)
        .setErr(err)
        .setParameterExceptionHandler(Main::usageError)
        .setExecutionExceptionHandler(Main::failure);
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  private static int usageError(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    String name = command.getCommandSpec().qualifiedName();
    // picocli starts some of its messages with "Error: ", which the command's name already says.
    err.println(name + ": " + e.getMessage().replaceFirst("^Error: ", ""));
    UnmatchedArgumentException.printSuggestions(e, err);
    err.println("Run '" + name + " --help' for its options.");
    return USAGE;
  }

  private static int failure(Exception e, CommandLine command, ParseResult parsed) {
    PrintWriter err = command.getErr();
    String name = command.getCommandSpec().qualifiedName();
    if (e instanceof BuildException failure) {
      err.println(name + ": " + failure.getMessage());
      return failure.kind() == BuildException.Kind.CONFIGURATION ? USAGE : FAILED;
    }
    err.println(name + ": unexpected failure (please report it with this trace):");
    e.printStackTrace(err);
    return FAILED;
  }
}
