package dev.imcp.runtime.internal.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The id a line ends with, read backwards; -1 whenever it is not plainly a top-level numeric id. */
class TrailingIdTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"result\":{},\"jsonrpc\":\"2.0\",\"id\":7}|7",
        "{\"id\":123456789012345678}|123456789012345678",
        "{\"result\":{} , \"id\" : 42 }|42",
        "{\"id\":1234567890123456789}|-1",
        "{\"id\":-7}|-1",
        "{\"id\":7.0}|-1",
        "{\"id\":\"7\"}|-1",
        "{\"xid\":7}|-1",
        "{\"a\":\"x\\\"id\":7}|-1",
        "{\"result\":{\"id\":7}}|-1",
        "\"id\":7}|-1",
        "7}|-1",
        "}|-1",
        "{\"id\":7]|-1",
        "{\"id\":}|-1"
      })
  void readsATopLevelNumericIdAtTheEnd(String line, long id) {
    byte[] bytes = ("ab" + line + "cd").getBytes(StandardCharsets.UTF_8);
    assertThat(TrailingId.of(bytes, 2, bytes.length - 4)).isEqualTo(id);
  }

  @org.junit.jupiter.api.Test
  void spaceAfterTheMessageIsAllowed() {
    byte[] bytes = "{\"id\":42} \r\n\t".getBytes(StandardCharsets.UTF_8);
    assertThat(TrailingId.of(bytes, 0, bytes.length)).isEqualTo(42);
  }
}
