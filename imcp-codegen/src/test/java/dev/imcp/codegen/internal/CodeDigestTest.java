package dev.imcp.codegen.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  @Test
  void aJarIsDigestedByItsContentSoAChangedClassOfTheSameSizeIsNoticed(@TempDir Path dir)
      throws IOException {
    byte[] code = sampleBytes();
    byte[] changed = code.clone();
    changed[changed.length - 1] ^= 1;
    Path jar = jar(dir.resolve("a.jar"), code, 1_000);
    Path sameCodeLater = jar(dir.resolve("b.jar"), code, 2_000_000);
    Path changedCode = jar(dir.resolve("c.jar"), changed, 1_000);

    assertThat(CodeDigest.digest(jar))
        .matches("[0-9a-f]{64}")
        .isEqualTo(CodeDigest.digest(sameCodeLater))
        .isNotEqualTo(CodeDigest.digest(changedCode));
  }

  @Test
  void aFileThatIsNoJarIsDigestedByItsBytes(@TempDir Path dir) throws Exception {
    Path file = Files.write(dir.resolve("code.jar"), sampleBytes());

    assertThat(CodeDigest.digest(file))
        .isEqualTo(
            HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(sampleBytes())));
  }

  /** A jar of one class and one other entry, its entries stamped {@code millis}. */
  private static Path jar(Path path, byte[] code, long millis) throws IOException {
    try (OutputStream file = Files.newOutputStream(path);
        JarOutputStream jar = new JarOutputStream(file)) {
      for (String name : new String[] {"dev/imcp/Sample.class", "dev/imcp/Other.class"}) {
        ZipEntry entry = new ZipEntry(name);
        entry.setLastModifiedTime(FileTime.fromMillis(millis));
        jar.putNextEntry(entry);
        jar.write(name.contains("Sample") ? code : sampleBytes());
        jar.closeEntry();
      }
    }
    return path;
  }
}
