package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The HTTP floor's framing read where the bytes lie: lengths, chunk sizes and Transfer-Encoding without strings. */
class HttpConnectionTest {
  private static long number(String text, int radix) {
    byte[] bytes = ("x" + text + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
    return HttpConnection.number(bytes, 1, 1 + text.length(), radix);
  }

  @Test
  void readsContentLengthsAndChunkSizesInPlace() {
    assertThat(number(" 1234", 10)).isEqualTo(1234);
    assertThat(number("1234 ", 10)).isEqualTo(1234);
    assertThat(number("91", 16)).isEqualTo(0x91);
    assertThat(number("fFa0", 16)).isEqualTo(0xffa0);
    assertThat(number("0", 16)).isZero();
    assertThat(number("1a;name=value", 16)).isEqualTo(0x1a);
  }

  @Test
  void refusesWhatIsNotANumber() {
    assertThatThrownBy(() -> number("", 10)).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> number("12x", 10)).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> number("1 2", 10)).isInstanceOf(NumberFormatException.class);
    assertThatThrownBy(() -> number("g", 16)).isInstanceOf(NumberFormatException.class);
  }

  @Test
  void findsChunkedAtTheEndOfTransferEncoding() {
    byte[] line = "transfer-encoding: gzip, Chunked  \r\n".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(HttpConnection.endsWith(line, line.length - 2, "chunked")).isTrue();
    byte[] other = "transfer-encoding: gzip\r\n".getBytes(StandardCharsets.ISO_8859_1);
    assertThat(HttpConnection.endsWith(other, other.length - 2, "chunked")).isFalse();
  }

  @Test
  void writesLengthsDigitByDigit() throws IOException {
    for (int length : new int[] {0, 7, 10, 99, 100, 4096, Integer.MAX_VALUE}) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      HttpFloorClient.writeDigits(out, length);
      assertThat(out.toString(StandardCharsets.ISO_8859_1)).isEqualTo(Integer.toString(length));
    }
  }
}
