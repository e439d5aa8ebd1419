package dev.imcp.oauth;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * Sends the user to the authorization server's page to sign in and consent (RFC 8252: the system browser, never an
 * embedded one); the page then redirects the browser to the client's loopback address with the code.
 */
@FunctionalInterface
public interface Browser {
  /**
   * Shows the user {@code authorizationUrl}; returns once it is shown, not when the user is done.
   *
   * @param authorizationUrl the authorization request, to open as it is
   * @throws IOException when it cannot be shown
   */
  void open(URI authorizationUrl) throws IOException;

  /**
   * Why no user can sign in here, if none can: then an authorization that needs a sign-in fails at once with that
   * reason, before it registers anything.
   *
   * @return the reason; empty for a browser that can show a page
   */
  default Optional<String> unavailable() {
    return Optional.empty();
  }

  /**
   * No browser: for a build, a service or CI, where nobody can sign in. A token obtained before (in the token store)
   * or client credentials still work; a sign-in fails at once with {@code instructions}.
   *
   * @param instructions what to do instead, such as how to sign in once beforehand
   * @return the browser
   */
  static Browser unavailable(String instructions) {
    Objects.requireNonNull(instructions, "instructions");
    return new Browser() {
      @Override
      public void open(URI authorizationUrl) throws IOException {
        throw new IOException(instructions);
      }

      @Override
      public Optional<String> unavailable() {
        return Optional.of(instructions);
      }
    };
  }

  /**
   * The system browser when there is a display, else the URL printed on standard error for the user to open
   * elsewhere (a server, a container, an SSH session).
   *
   * @return the browser
   */
  static Browser system() {
    return url -> {
      if (!GraphicsEnvironment.isHeadless()
          && Desktop.isDesktopSupported()
          && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
        Desktop.getDesktop().browse(url);
      } else {
        print(System.err).open(url);
      }
    };
  }

  /**
   * Prints the URL for the user to open.
   *
   * @param out where to print it
   * @return the browser
   */
  static Browser print(PrintStream out) {
    Objects.requireNonNull(out, "out");
    return url -> {
      out.println("Open this address in a browser to authorize access:");
      out.println("  " + url);
      out.flush();
    };
  }
}
