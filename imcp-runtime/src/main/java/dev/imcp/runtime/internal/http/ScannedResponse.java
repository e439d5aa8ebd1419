package dev.imcp.runtime.internal.http;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.ProtocolVersion;
import org.apache.hc.core5.http.message.BasicClassicHttpResponse;
import org.jspecify.annotations.Nullable;

/**
 * An answer whose head {@link HeadScanner} scanned: its headers stay lines of the head's bytes, found by name
 * (case-insensitive, in order, repeated ones each) and made into a {@link Header} only when one is asked for; the
 * transport and HttpCore's entity ask for four or five of a dozen. Whatever else reads or changes its headers (all of
 * them, an iterator, an edit) has them all put in the response's own list first, and reads them there from then on.
 */
final class ScannedResponse extends BasicClassicHttpResponse {
  private static final long serialVersionUID = 1L;
  private static final Header[] NONE = new Header[0];

  private final transient HeadScanner scanner;
  private final byte[] head;
  /** Per header: its line's start, its colon and its end. */
  private final int[] lines;

  private final int count;
  /** Whether the headers were put in the response's own list, where every method reads them from then on. */
  private boolean listed;

  ScannedResponse(
      int code,
      String reason,
      ProtocolVersion version,
      HeadScanner scanner,
      byte[] head,
      int[] lines,
      int count) {
    super(code, reason);
    setVersion(version);
    this.scanner = scanner;
    this.head = head;
    this.lines = lines;
    this.count = count;
  }

  @Override
  public @Nullable Header getFirstHeader(String name) {
    if (listed) {
      return super.getFirstHeader(name);
    }
    int at = next(name, 0);
    return at < 0 ? null : header(at);
  }

  @Override
  public @Nullable Header getLastHeader(String name) {
    if (listed) {
      return super.getLastHeader(name);
    }
    Header last = null;
    for (int at = next(name, 0); at >= 0; at = next(name, at + 1)) {
      last = header(at);
    }
    return last;
  }

  @Override
  public Header[] getHeaders(String name) {
    if (listed) {
      return super.getHeaders(name);
    }
    int found = countHeaders(name);
    if (found == 0) {
      return NONE;
    }
    Header[] headers = new Header[found];
    int i = 0;
    for (int at = next(name, 0); at >= 0; at = next(name, at + 1)) {
      headers[i++] = header(at);
    }
    return headers;
  }

  @Override
  public int countHeaders(String name) {
    if (listed) {
      return super.countHeaders(name);
    }
    int found = 0;
    for (int at = next(name, 0); at >= 0; at = next(name, at + 1)) {
      found++;
    }
    return found;
  }

  @Override
  public boolean containsHeader(String name) {
    return listed ? super.containsHeader(name) : next(name, 0) >= 0;
  }

  @Override
  public Header[] getHeaders() {
    listed();
    return super.getHeaders();
  }

  @Override
  public Iterator<Header> headerIterator() {
    listed();
    return super.headerIterator();
  }

  @Override
  public Iterator<Header> headerIterator(String name) {
    listed();
    return super.headerIterator(name);
  }

  @Override
  public @Nullable Header getCondensedHeader(String name) {
    listed();
    return super.getCondensedHeader(name);
  }

  @Override
  public @Nullable Header getHeader(String name) throws ProtocolException {
    listed();
    return super.getHeader(name);
  }

  @Override
  public void clear() {
    listed();
    super.clear();
  }

  @Override
  public void addHeader(Header header) {
    listed();
    super.addHeader(header);
  }

  @Override
  public void setHeader(Header header) {
    listed();
    super.setHeader(header);
  }

  @Override
  public void setHeaders(Header... headers) {
    listed();
    super.setHeaders(headers);
  }

  @Override
  public boolean removeHeader(Header header) {
    listed();
    return super.removeHeader(header);
  }

  @Override
  public boolean removeHeaders(Header header) {
    listed();
    return super.removeHeaders(header);
  }

  @Override
  public boolean removeHeaders(String name) {
    listed();
    return super.removeHeaders(name);
  }

  /** Puts every header in the response's own list, once. */
  private void listed() {
    if (!listed) {
      listed = true;
      for (int at = 0; at < count; at++) {
        super.addHeader(header(at));
      }
    }
  }

  private Header header(int at) {
    return scanner.header(at, head, lines[3 * at], lines[3 * at + 1], lines[3 * at + 2]);
  }

  /** The place, from {@code from} on, of the next header named {@code name} (case-insensitive); -1 when none. */
  private int next(String name, int from) {
    for (int at = from; at < count; at++) {
      int start = lines[3 * at];
      int end = trimmedEnd(head, start, lines[3 * at + 1]);
      if (end - start == name.length() && named(start, name)) {
        return at;
      }
    }
    return -1;
  }

  /** Whether the bytes from {@code start} are {@code name}, compared as {@link String#equalsIgnoreCase} does. */
  private boolean named(int start, String name) {
    for (int i = 0; i < name.length(); i++) {
      char a = (char) (head[start + i] & 0xff);
      char b = name.charAt(i);
      if (a != b) {
        char upperA = Character.toUpperCase(a);
        char upperB = Character.toUpperCase(b);
        if (upperA != upperB && Character.toLowerCase(upperA) != Character.toLowerCase(upperB)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The first index from {@code start} that is not a blank as HttpCore trims them (space, tab, CR, LF). */
  static int trimmedStart(byte[] bytes, int start, int end) {
    int at = start;
    while (at < end && blank(bytes[at])) {
      at++;
    }
    return at;
  }

  /** The end of the bytes before {@code end} without the blanks that end them. */
  static int trimmedEnd(byte[] bytes, int start, int end) {
    int at = end;
    while (at > start && blank(bytes[at - 1])) {
      at--;
    }
    return at;
  }

  static String text(byte[] bytes, int start, int end) {
    return new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
  }

  private static boolean blank(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\n';
  }
}
