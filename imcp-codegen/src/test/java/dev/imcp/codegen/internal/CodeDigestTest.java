package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class CodeDigestTest {
  /** Defines a class from bytes with no protection domain of its own, so that it has no code source. */
  private static final class NowhereLoader extends ClassLoader {
    NowhereLoader() {
      super(CodeDigestTest.class.getClassLoader());
    }

    Class<?> define(String name, byte[] bytes) {
      return defineClass(name, bytes, 0, bytes.length);
    }

    @Override
    public InputStream getResourceAsStream(String name) {
      return name.endsWith("Sample.class")
          ? new java.io.ByteArrayInputStream(sampleBytes())
          : super.getResourceAsStream(name);
    }
  }

  /** A class to load a second time. */
  static final class Sample {}

  private static byte[] sampleBytes() {
    try (InputStream in = CodeDigestTest.class.getResourceAsStream("CodeDigestTest$Sample.class")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aClassFromADirectoryIsDigestedWithItsDirectory() {
    assertThat(CodeDigest.of(CodeDigest.class)).matches("[0-9a-f]{64}");
  }

  @Test
  void aClassWithNoCodeSourceIsDigestedByItsOwnBytesNeverAConstant() throws Exception {
    Class<?> nowhere = new NowhereLoader().define(Sample.class.getName(), sampleBytes());
    assertThat(nowhere.getProtectionDomain().getCodeSource().getLocation()).isNull();

    String expected =
        HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(sampleBytes()));
    assertThat(CodeDigest.of(nowhere)).isEqualTo(expected);
  }
}
