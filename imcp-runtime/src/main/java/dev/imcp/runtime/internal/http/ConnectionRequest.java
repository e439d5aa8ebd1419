package dev.imcp.runtime.internal.http;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.AbstractHttpEntity;
import org.apache.hc.core5.http.message.BasicClassicHttpRequest;
import org.apache.hc.core5.net.URIAuthority;
import org.jspecify.annotations.Nullable;

/**
 * The request object HttpCore writes, one per connection and set anew for each exchange on it (one at a time): a
 * {@link BasicClassicHttpRequest}, its header list and a body entity per call were about 0.2 KB of what an HTTP call
 * allocated (docs/PERFORMANCE.md). Its method changes with the request, which HttpCore's own request does not allow.
 */
final class ConnectionRequest extends BasicClassicHttpRequest {
  private static final long serialVersionUID = 1L;

  private String method = "POST";
  /** Its headers in order, as the writer writes them without an iterator: HttpCore's header list holds them too. */
  private transient Header[] sent = new Header[16];

  private int count;
  /** The headers given to {@link #set}, as given: one array per session's kept headers (HttpRequests). */
  private transient Header @Nullable [] given;

  private final transient Body body = new Body();

  ConnectionRequest(String scheme, URIAuthority authority) {
    super("POST", scheme, authority, "/");
  }

  /** Sets it to {@code request}'s method, target and headers, then {@code Host}, {@code User-Agent} and the body's. */
  void set(String method, String path, Header[] headers, Header host, Header userAgent) {
    this.method = method;
    this.given = headers;
    setPath(path);
    setHeaders(headers);
    count = 0;
    for (Header header : headers) {
      add(header);
    }
    if (!containsHeader(host.getName())) {
      addHeader(host);
      add(host);
    }
    if (!containsHeader(userAgent.getName())) {
      addHeader(userAgent);
      add(userAgent);
    }
    setEntity(null);
  }

  private void add(Header header) {
    if (count == sent.length) {
      sent = Arrays.copyOf(sent, 2 * count);
    }
    sent[count++] = header;
  }

  /** The headers array given to the last {@link #set}, compared by identity. */
  Header @Nullable [] given() {
    return given;
  }

  /** Whether the last header is the body's {@code Content-Length}, which changes with every body's length. */
  boolean hasBody() {
    return getEntity() != null;
  }

  int headerCount() {
    return count;
  }

  Header header(int index) {
    return sent[index];
  }

  /** The body, with its {@code Content-Length} header (added after every other header, as HttpCore's request had it). */
  void body(byte[] bytes, Header contentLength) {
    addHeader(contentLength);
    add(contentLength);
    body.bytes = bytes;
    setEntity(body);
  }

  @Override
  public String getMethod() {
    return method;
  }

  /** A body of bytes held in memory, as {@code ByteArrayEntity} without a content type (the header says it). */
  private static final class Body extends AbstractHttpEntity {
    private byte[] bytes = new byte[0];

    Body() {
      super((String) null, null, false);
    }

    @Override
    public boolean isRepeatable() {
      return true;
    }

    @Override
    public long getContentLength() {
      return bytes.length;
    }

    @Override
    public InputStream getContent() {
      return new ByteArrayInputStream(bytes);
    }

    @Override
    public void writeTo(OutputStream out) throws IOException {
      out.write(bytes);
      out.flush();
    }

    @Override
    public boolean isStreaming() {
      return false;
    }

    @Override
    public void close() {}
  }
}
