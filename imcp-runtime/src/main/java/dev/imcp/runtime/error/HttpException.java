package dev.imcp.runtime.error;

import dev.imcp.runtime.internal.base.Excerpt;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * An HTTP server's answer that is not an MCP message: an error status (a 500, a 429 whose {@code Retry-After} the call
 * cannot wait for, a 307 the client does not follow, credentials refused), a body that is neither an event stream nor
 * JSON-RPC (a proxy's HTML page), a body over the size limit, or an answer that broke off. Says what the server said:
 * the status, the URL, {@code Retry-After} when given, and the start of the body; never a header the client sent. A
 * JSON-RPC error that the server did send, with whatever status, is a {@link ProtocolErrorException} instead.
 */
public final class HttpException extends TransportException {
  private static final long serialVersionUID = 1L;
  /** At most this many characters of a body are kept. */
  public static final int MAX_EXCERPT = 500;

  /** The endpoint, without user info or query. */
  private final URI url;

  /** The answer's {@code Content-Type}, or empty. */
  private final String contentType;

  /** Milliseconds, or -1: a long, not an Optional, so that it survives serialization. */
  private final long retryAfterMillis;

  /** The start of the body, printable. */
  private final String bodyExcerpt;

  /**
   * Creates the exception.
   *
   * @param server the server's name as it announced it, or its URL before it did
   * @param what what went wrong, naming the status and the URL
   * @param status the answer's HTTP status
   * @param url the endpoint, without user info or query
   * @param contentType the answer's {@code Content-Type}, empty when it had none
   * @param retryAfter the wait the server asked for ({@code Retry-After}), when it asked
   * @param body the body as far as it was read, or empty; cut to {@value #MAX_EXCERPT} characters, control characters
   *     replaced
   * @param cause what broke the answer off, or null
   */
  public HttpException(
      String server,
      String what,
      int status,
      URI url,
      String contentType,
      Optional<Duration> retryAfter,
      String body,
      @Nullable Throwable cause) {
    super(server, what, OptionalInt.empty(), List.of(), status, cause);
    this.url = url;
    this.contentType = contentType;
    // Not map(Duration::toMillis): the method reference was spun for every answer without a wait,
    // an HTTP client's refused probe on its way to its first call among them.
    this.retryAfterMillis = retryAfter.isPresent() ? retryAfter.get().toMillis() : -1L;
    this.bodyExcerpt = excerpt(body);
  }

  /** {@return the answer's HTTP status} */
  public int status() {
    return httpStatus().orElse(0);
  }

  /** {@return the server's MCP endpoint, without user info or query} */
  public URI url() {
    return url;
  }

  /** {@return the answer's {@code Content-Type}; empty when it named none} */
  public String contentType() {
    return contentType;
  }

  /** {@return the wait the server asked for with {@code Retry-After}, when it did} */
  public Optional<Duration> retryAfter() {
    return retryAfterMillis < 0
        ? Optional.empty()
        : Optional.of(Duration.ofMillis(retryAfterMillis));
  }

  /**
   * {@return the start of the answer's body, at most {@value #MAX_EXCERPT} characters, control characters replaced by
   * {@code ?}; empty when there was none or it was not read}
   */
  public String bodyExcerpt() {
    return bodyExcerpt;
  }

  /**
   * The start of {@code body}, printable: a server's text must not be able to forge log lines.
   *
   * @param body a body as text
   * @return at most {@value #MAX_EXCERPT} characters of it, stripped, control characters other than a tab replaced by
   *     {@code ?}, and {@code … (N characters)} when there was more
   */
  public static String excerpt(String body) {
    return Excerpt.of(body.strip(), MAX_EXCERPT);
  }
}
