package dev.imcp.runtime.internal.jsonrpc;

/**
 * The id a line ends with, {@code …,"id":7}}, as servers on the TypeScript SDK write responses: read off the bytes
 * backwards, so that the result ahead of it can be read for its request. Only a hint: the parser checks it.
 */
final class TrailingId {
  private static final int MAX_DIGITS = 18;

  private TrailingId() {}

  /** {@return the id, or -1 when the line does not end with a top-level numeric id} */
  static long of(byte[] bytes, int offset, int length) {
    int at = skipSpace(bytes, offset, offset + length - 1);
    if (at < offset || bytes[at] != '}') {
      return -1;
    }
    int last = skipSpace(bytes, offset, at - 1);
    int first = last;
    while (first >= offset && bytes[first] >= '0' && bytes[first] <= '9') {
      first--;
    }
    int digits = last - first;
    if (digits < 1 || digits > MAX_DIGITS || !idKeyEndsAt(bytes, offset, first)) {
      return -1;
    }
    long id = 0;
    for (int i = first + 1; i <= last; i++) {
      id = id * 10 + (bytes[i] - '0');
    }
    return id;
  }

  /** Whether {@code ,"id":} (or {@code {"id":}) ends at {@code at}, spaces allowed between the tokens. */
  private static boolean idKeyEndsAt(byte[] bytes, int offset, int at) {
    int colon = skipSpace(bytes, offset, at);
    int quote = skipSpace(bytes, offset, colon - 1);
    if (colon < offset || bytes[colon] != ':' || quote - 3 < offset) {
      return false;
    }
    boolean key = bytes[quote] == '"'
        && bytes[quote - 1] == 'd'
        && bytes[quote - 2] == 'i'
        && bytes[quote - 3] == '"';
    int before = skipSpace(bytes, offset, quote - 4);
    return key && before >= offset && (bytes[before] == ',' || bytes[before] == '{');
  }

  private static int skipSpace(byte[] bytes, int offset, int at) {
    int i = at;
    while (i >= offset
        && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
      i--;
    }
    return i;
  }
}
