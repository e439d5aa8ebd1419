package dev.imcp.runtime.internal.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.FormattedHeader;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.impl.io.SessionOutputBufferImpl;
import org.apache.hc.core5.http.io.HttpMessageWriter;
import org.apache.hc.core5.http.io.SessionOutputBuffer;
import org.apache.hc.core5.http.message.BasicLineFormatter;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.jspecify.annotations.Nullable;

/**
 * Writes a request's head as HttpCore's {@code DefaultHttpRequestWriter} does (each header through its {@link
 * BasicLineFormatter}, which blanks control characters), in origin form ({@code POST /mcp HTTP/1.1}), without a
 * request line object and its strings per request. One per connection, used by one exchange at a time.
 *
 * <p>A session's calls carry the same headers ({@link HttpRequests} keeps one array for them): from the second request
 * with that array, method and target, the head up to the body's {@code Content-Length} is written as the bytes encoded
 * for the first, as the floor writes a head built once per session; formatting and encoding each line anew, char by
 * char, was some 5 µs of a caller's CPU per call (docs/PERFORMANCE.md).
 */
final class RequestHeadWriter implements HttpMessageWriter<ClassicHttpRequest> {
  private static final String VERSION = " HTTP/1.1";

  private final CharArrayBuffer line = new CharArrayBuffer(128);

  /** The last request's headers array, method and target: what the kept bytes are the head of once they repeat. */
  private Header @Nullable [] given;

  private String method = "";
  private String path = "";
  /** The head up to the body's length, encoded for {@link #given}; null until the same head came twice. */
  private byte @Nullable [] kept;

  @Override
  public void write(ClassicHttpRequest message, SessionOutputBuffer buffer, OutputStream out)
      throws IOException {
    if (message instanceof ConnectionRequest request) {
      int constant = request.headerCount() - (request.hasBody() ? 1 : 0);
      byte[] head = kept(request, constant);
      if (head != null) {
        buffer.write(head, 0, head.length, out);
      } else {
        lines(request, constant, buffer, out);
      }
      for (int i = constant; i < request.headerCount(); i++) {
        header(request.header(i), buffer, out);
      }
    } else {
      requestLine(message, buffer, out);
      for (Iterator<Header> headers = message.headerIterator(); headers.hasNext(); ) {
        header(headers.next(), buffer, out);
      }
    }
    line.clear();
    buffer.writeLine(line, out);
  }

  /**
   * The bytes of the head's first {@code constant} lines when this request repeats the last one's headers array,
   * method and target (encoded now when they were not yet); null when it does not, and it becomes the one to repeat.
   */
  private byte @Nullable [] kept(ConnectionRequest request, int constant) throws IOException {
    Header[] headers = request.given();
    String target = target(request);
    boolean same = headers != null
        && headers == given
        && method.equals(request.getMethod())
        && path.equals(target);
    if (!same) {
      given = headers;
      method = request.getMethod();
      path = target;
      kept = null;
      return null;
    }
    byte[] head = kept;
    if (head == null) {
      head = encoded(request, constant);
      kept = head;
    }
    return head;
  }

  /** The first {@code constant} lines as the connection's buffer encodes them (no charset: ISO-8859-1, '?' else). */
  private byte[] encoded(ConnectionRequest request, int constant) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
    SessionOutputBufferImpl encoder = new SessionOutputBufferImpl(1024);
    lines(request, constant, encoder, bytes);
    encoder.flush(bytes);
    return bytes.toByteArray();
  }

  private void lines(
      ConnectionRequest request, int constant, SessionOutputBuffer buffer, OutputStream out)
      throws IOException {
    requestLine(request, buffer, out);
    for (int i = 0; i < constant; i++) {
      header(request.header(i), buffer, out);
    }
  }

  private void requestLine(ClassicHttpRequest message, SessionOutputBuffer buffer, OutputStream out)
      throws IOException {
    line.clear();
    line.append(message.getMethod());
    line.append(' ');
    line.append(target(message));
    line.append(VERSION);
    buffer.writeLine(line, out);
  }

  private static String target(ClassicHttpRequest message) {
    String path = message.getPath();
    return path == null || path.isEmpty() ? "/" : path;
  }

  private void header(Header header, SessionOutputBuffer buffer, OutputStream out)
      throws IOException {
    if (header instanceof FormattedHeader formatted) {
      buffer.writeLine(formatted.getBuffer(), out);
    } else {
      line.clear();
      BasicLineFormatter.INSTANCE.formatHeader(line, header);
      buffer.writeLine(line, out);
    }
  }
}
