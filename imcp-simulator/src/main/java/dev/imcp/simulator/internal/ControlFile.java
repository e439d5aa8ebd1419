package dev.imcp.simulator.internal;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;

/**
 * The file through which a test flips iMCP's switches while the simulator runs. The test writes the state (whole, by
 * an atomic move); the simulator applies it and answers in {@code <control>.ack} with the generation it applied and its
 * process id, so that the test can wait for a live simulator and not for one that has exited.
 */
public final class ControlFile {
  /** @param generation the state's generation applied @param pid the simulator's process */
  public record Ack(long generation, long pid) {}

  private ControlFile() {}

  public static ControlState read(Path file) {
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      properties.load(reader);
    } catch (NoSuchFileException e) {
      return ControlState.initial();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return ControlState.parse(properties);
  }

  public static void write(Path file, ControlState state) {
    writeAtomically(file, writer -> state.toProperties().store(writer, "iMCP simulator switches"));
  }

  public static void acknowledge(Path control, long generation) {
    writeAtomically(
        ack(control),
        writer -> writer.write(generation + " " + ProcessHandle.current().pid() + "\n"));
  }

  public static Optional<Ack> readAck(Path control) {
    try {
      String[] parts =
          Files.readString(ack(control), StandardCharsets.UTF_8).strip().split(" ");
      return Optional.of(new Ack(Long.parseLong(parts[0]), Long.parseLong(parts[1])));
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path ack(Path control) {
    return control.resolveSibling(control.getFileName() + ".ack");
  }

  private interface Content {
    void writeTo(Writer writer) throws IOException;
  }

  private static void writeAtomically(Path file, Content content) {
    try {
      Path temp = Files.createTempFile(
          file.toAbsolutePath().getParent(), file.getFileName().toString(), ".tmp");
      try (Writer writer = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
        content.writeTo(writer);
      }
      try {
        Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
