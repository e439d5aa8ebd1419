package dev.imcp.runtime.internal.http;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.FormattedHeader;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.HttpMessageWriter;
import org.apache.hc.core5.http.io.SessionOutputBuffer;
import org.apache.hc.core5.http.message.BasicLineFormatter;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * Writes a request's head as HttpCore's {@code DefaultHttpRequestWriter} does (each header through its {@link
 * BasicLineFormatter}, which blanks control characters), in origin form ({@code POST /mcp HTTP/1.1}), without a
 * request line object and its strings per request. One per connection, used by one exchange at a time.
 */
final class RequestHeadWriter implements HttpMessageWriter<ClassicHttpRequest> {
  private static final String VERSION = " HTTP/1.1";

  private final CharArrayBuffer line = new CharArrayBuffer(128);

  @Override
  public void write(ClassicHttpRequest message, SessionOutputBuffer buffer, OutputStream out)
      throws IOException {
    line.clear();
    line.append(message.getMethod());
    line.append(' ');
    String path = message.getPath();
    line.append(path == null || path.isEmpty() ? "/" : path);
    line.append(VERSION);
    buffer.writeLine(line, out);
    if (message instanceof ConnectionRequest request) {
      for (int i = 0; i < request.headerCount(); i++) {
        header(request.header(i), buffer, out);
      }
    } else {
      for (Iterator<Header> headers = message.headerIterator(); headers.hasNext(); ) {
        header(headers.next(), buffer, out);
      }
    }
    line.clear();
    buffer.writeLine(line, out);
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
