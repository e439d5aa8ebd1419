package dev.imcp.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The team's rule for rooms: a source file over the limit (300 lines) either is split by job or says at its top, in a
 * line comment that starts with {@value #REASON}, why it is one room. The rule beside {@link MethodLengths}'s for
 * methods; the check over every module's main code is this module's {@code RoomSizesTest}.
 */
public final class RoomSizes {
  /** How the line that gives the reason starts. */
  public static final String REASON = "// One room:";

  private RoomSizes() {}

  /** A Java file, its length, and whether it says why it is one room. */
  public record Room(Path file, int lines, boolean explained) {}

  /**
   * {@return the Java files under {@code root} longer than {@code limit} lines}
   *
   * @param root a source folder, or a folder of modules
   * @param limit the most lines a file holds without a reason
   */
  public static List<Room> over(Path root, int limit) {
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(file -> file.toString().endsWith(".java"))
          .map(RoomSizes::room)
          .filter(room -> room.lines() > limit)
          .sorted((a, b) -> Integer.compare(b.lines(), a.lines()))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Room room(Path file) {
    try {
      List<String> lines = Files.readAllLines(file);
      return new Room(file, lines.size(), lines.stream().anyMatch(line -> line.startsWith(REASON)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
