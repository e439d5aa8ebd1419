package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.TruncatedChunkException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.ChunkedInputStream;
import org.apache.hc.core5.http.impl.io.SessionInputBufferImpl;
import org.apache.hc.core5.util.CharArrayBuffer;
import org.junit.jupiter.api.Test;

/**
 * Chunked bodies decoded as HttpCore's {@link ChunkedInputStream} decodes them, each held to its bytes and failures,
 * and the connection left at the next answer's first byte.
 */
class ChunkedBodyTest {
  private static final String NEXT = "HTTP/1.1 200 OK\r\n";

  @Test
  void decodesWhatHttpCoreDecodesAndStopsAtTheNextAnswer() throws IOException {
    for (String body : new String[] {
      "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n",
      "5;name=value\r\nhello\r\nA \r\n0123456789\r\n0\r\n\r\n",
      "3\r\nabc\r\n0\r\nX-Trailer: 1\r\nY-Trailer: 2\r\n\r\n",
      "1a\r\nevent: message\ndata: {}\n\n\r\n0\r\n\r\n",
      "0\r\n\r\n"
    }) {
      assertThat(decoded(body + NEXT, true)).as(body).isEqualTo(decoded(body + NEXT, false));
    }
  }

  @Test
  void closingReadsTheRestSoThatTheNextAnswerFollows() throws IOException {
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
    InputStream in = bytes("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n" + NEXT);
    InputStream body = new ChunkedBody(buffer, in, new CharArrayBuffer(16), Http1Config.DEFAULT);
    assertThat(body.read()).isEqualTo('h');
    body.close();

    CharArrayBuffer line = new CharArrayBuffer(32);
    buffer.readLine(line, in);
    assertThat(line.toString()).isEqualTo("HTTP/1.1 200 OK");
  }

  @Test
  void endsWithTheLastDataWhenTheClosingChunkCameWithIt() throws IOException {
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
    InputStream in = parts("5\r\nhello\r\n0\r\n\r\n");
    ChunkedBody body = new ChunkedBody(buffer, in, new CharArrayBuffer(16), Http1Config.DEFAULT);

    byte[] read = new byte[16];
    assertThat(body.read(read, 0, read.length)).isEqualTo(5);
    assertThat(body.ended()).isTrue();
    assertThat(body.read(read, 0, read.length)).isEqualTo(-1);
  }

  @Test
  void handsOnDataWithoutWaitingForAnEndNotReceived() throws IOException {
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
    InputStream in = parts("5\r\nhello\r\n", "0\r\n\r\n");
    ChunkedBody body = new ChunkedBody(buffer, in, new CharArrayBuffer(16), Http1Config.DEFAULT);

    byte[] read = new byte[16];
    assertThat(body.read(read, 0, read.length)).isEqualTo(5);
    assertThat(in.available()).as("parts not received yet").isOne();
    assertThat(body.ended()).isFalse();
    assertThat(body.read(read, 0, read.length)).isEqualTo(-1);
    assertThat(body.ended()).isTrue();
  }

  /**
   * Seven bytes after a chunk's data that are not the closing chunk (the next chunk's start, an extension, a trailer,
   * bare line ends) are read first, as the stream goes on.
   */
  @Test
  void decodesWhatHttpCoreDecodesWhenWhatFollowsAChunkLooksLikeItsEnd() throws IOException {
    for (String[] parts : new String[][] {
      {"5\r\nhello\r\n2\r\nab", "\r\n0\r\n\r\n" + NEXT},
      {"5\r\nhello\r\n0;x\r\n", "\r\n" + NEXT},
      {"5\r\nhello\r\n0\r\nA:", " 1\r\n\r\n" + NEXT},
      {"5\r\nhello\r\n00\r\n\r", "\n" + NEXT},
      {"5\r\nhello\r\n0\n\nXY", "Z" + NEXT},
      {"5\r\nhello\r\n0\r\n\nX", NEXT}
    }) {
      assertThat(decodedInParts(true, parts))
          .as(String.join("|", parts))
          .isEqualTo(decodedInParts(false, parts));
    }
  }

  @Test
  void failsAsHttpCoreDoesOnBrokenChunks() {
    assertFailsAlike("5\r\nhel", TruncatedChunkException.class);
    assertFailsAlike("5\r\nhello6\r\n world\r\n0\r\n\r\n", MalformedChunkCodingException.class);
    assertFailsAlike("zz\r\nhello\r\n0\r\n\r\n", MalformedChunkCodingException.class);
    assertFailsAlike("5\r\nhello\r\n", ConnectionClosedException.class);
    assertFailsAlike("", ConnectionClosedException.class);
  }

  @Test
  void boundsTheTrailersByTheHeaderCount() {
    Http1Config config = Http1Config.custom().setMaxHeaderCount(2).build();
    String body = "0\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n";
    assertThatThrownBy(() -> read(new ChunkedBody(
            new SessionInputBufferImpl(8192), bytes(body), new CharArrayBuffer(16), config)))
        .isInstanceOf(MessageConstraintException.class);
    assertThatThrownBy(() -> {
          SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
          read(new ChunkedInputStream(buffer, bytes(body), config));
        })
        .isInstanceOf(MessageConstraintException.class);
  }

  private static void assertFailsAlike(String body, Class<? extends IOException> failure) {
    assertThatThrownBy(() -> decoded(body, true)).as(body).isInstanceOf(failure);
    assertThatThrownBy(() -> decoded(body, false)).as(body).isInstanceOf(failure);
  }

  /** The body decoded, and the line that follows it. */
  private static String decoded(String body, boolean ours) throws IOException {
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
    InputStream in = bytes(body);
    String decoded = read(
        ours
            ? new ChunkedBody(buffer, in, new CharArrayBuffer(16), Http1Config.DEFAULT)
            : new ChunkedInputStream(buffer, in));
    CharArrayBuffer line = new CharArrayBuffer(32);
    buffer.readLine(line, in);
    return decoded + "|" + line;
  }

  /** The body received in {@code parts}, one a read of the socket, decoded; and the line that follows it. */
  private static String decodedInParts(boolean ours, String... parts) throws IOException {
    SessionInputBufferImpl buffer = new SessionInputBufferImpl(8192);
    InputStream in = parts(parts);
    InputStream body = ours
        ? new ChunkedBody(buffer, in, new CharArrayBuffer(16), Http1Config.DEFAULT)
        : new ChunkedInputStream(buffer, in);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] piece = new byte[64];
    int count;
    while ((count = body.read(piece, 0, piece.length)) >= 0) {
      out.write(piece, 0, count);
    }
    CharArrayBuffer line = new CharArrayBuffer(32);
    buffer.readLine(line, in);
    return out.toString(StandardCharsets.UTF_8) + "|" + line;
  }

  /** A socket's stream that gives one of {@code parts} a read, then its end; available: the parts not read. */
  private static InputStream parts(String... parts) {
    return new InputStream() {
      private int next;

      @Override
      public int read() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int available() {
        return parts.length - next;
      }

      @Override
      public int read(byte[] bytes, int offset, int length) {
        if (next == parts.length) {
          return -1;
        }
        byte[] part = parts[next++].getBytes(StandardCharsets.UTF_8);
        assertThat(part.length).as("a part fits the read").isLessThanOrEqualTo(length);
        System.arraycopy(part, 0, bytes, offset, part.length);
        return part.length;
      }
    };
  }

  /** Reads in small pieces, as a stream arriving in parts is read. */
  private static String read(InputStream body) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] piece = new byte[3];
    int count;
    while ((count = body.read(piece, 0, piece.length)) >= 0) {
      out.write(piece, 0, count);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static InputStream bytes(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }
}
