package dev.imcp.schema;

import dev.imcp.schema.internal.CanonicalJson;
import dev.imcp.schema.internal.SnapshotReader;
import dev.imcp.schema.internal.SnapshotWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * Reads and writes snapshot files.
 *
 * <p>Reading accepts this format ({@code {"format":"imcp-snapshot/2","server":…,"tools":[…],"prompts":[…],
 * "resourceTemplates":[…],"resources":[…]}}), the earlier {@code imcp-snapshot/1} (tools alone), a bare {@code
 * tools/list} result ({@code {"tools":[…]}}), and any of them with extra top-level fields, which are ignored; when
 * there is no {@code server} but an {@code initialize} result, its {@code serverInfo} and {@code protocolVersion} are
 * used. {@code prompts}, {@code resourceTemplates} and {@code resources} are optional: without them the snapshot has
 * none. Every problem in the file is reported at once, each with its JSON pointer.
 *
 * <p>Writing is canonical: UTF-8, LF, sorted keys, tools, prompts and templates sorted by name, resources by URI,
 * two-space indent, so that the same snapshot always gives the same bytes and a change reads well in review. The one
 * exception is the names in a schema's {@code properties}, which keep the server's order: the generated API follows it
 * (constructor, {@code of}, builder). A snapshot of tools alone is written as {@link #FORMAT_TOOLS}, byte for byte as
 * before prompts and resources were recorded, so that a tools-only server's committed snapshot does not change and
 * earlier readers still read it; one with prompts or resources is written as {@link #FORMAT}, which earlier readers
 * refuse rather than silently drop them.
 */
public final class SnapshotFormat {
  /** The value of the {@code format} field of a snapshot with prompts, resource templates or resources. */
  public static final String FORMAT = "imcp-snapshot/2";

  /** The value of the {@code format} field of a snapshot of tools alone, the format's first version. */
  public static final String FORMAT_TOOLS = "imcp-snapshot/1";

  private SnapshotFormat() {}

  /**
   * Reads a snapshot file.
   *
   * @param file a snapshot or a {@code tools/list} result, in UTF-8
   * @return the snapshot
   * @throws UncheckedIOException when the file cannot be read
   * @throws InvalidSnapshotException with every problem of its content, each with its JSON pointer
   */
  public static Snapshot read(Path file) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read snapshot " + file, e);
    }
    return read(decodeUtf8(bytes, file.toString()), file.toString());
  }

  /**
   * Reads a snapshot from text.
   *
   * @param json a snapshot or a {@code tools/list} result
   * @param source how to name the content in error messages, such as a file name
   * @return the snapshot
   * @throws InvalidSnapshotException with every problem of the content, each with its JSON pointer
   */
  public static Snapshot read(String json, String source) {
    return SnapshotReader.read(json, source);
  }

  /**
   * {@return the snapshot as its file holds it: canonical, pretty-printed JSON}
   *
   * @param snapshot the snapshot
   */
  public static String write(Snapshot snapshot) {
    return CanonicalJson.prettyKeepingPropertyOrder(SnapshotWriter.toJson(snapshot));
  }

  /**
   * {@return one tool as a snapshot lists it, as compact canonical JSON: the same tool always gives the same text}
   *
   * @param tool the tool
   */
  public static String writeTool(ToolDefinition tool) {
    return CanonicalJson.compact(SnapshotWriter.toJson(tool));
  }

  /**
   * {@return one JSON value as compact text, its members in their order: what {@code value.toString()} gives, without
   * the databind mapper that {@code toString()} builds at its first use (a generation needs none)}
   *
   * @param value the value, such as an enum value or a default of a schema
   */
  public static String writeValue(JsonNode value) {
    return CanonicalJson.text(value);
  }

  /**
   * {@return one prompt as a snapshot lists it, as compact canonical JSON}
   *
   * @param prompt the prompt
   */
  public static String writePrompt(PromptDefinition prompt) {
    return CanonicalJson.compact(SnapshotWriter.toJson(prompt));
  }

  /**
   * {@return one resource template as a snapshot lists it, as compact canonical JSON}
   *
   * @param template the resource template
   */
  public static String writeResourceTemplate(ResourceTemplateDefinition template) {
    return CanonicalJson.compact(SnapshotWriter.toJson(template));
  }

  /**
   * {@return one static resource as a snapshot lists it, as compact canonical JSON}
   *
   * @param resource the resource
   */
  public static String writeResource(ResourceDefinition resource) {
    return CanonicalJson.compact(SnapshotWriter.toJson(resource));
  }

  /**
   * Writes the snapshot to {@code file} through a temporary file and a rename, so that a reader never sees half a
   * file. When the file already holds exactly these bytes it is left untouched.
   *
   * @param snapshot the snapshot
   * @param file where to write it; missing directories are created
   * @return whether the file was written
   * @throws UncheckedIOException when the file cannot be written; the old file is then left as it was
   */
  public static boolean write(Snapshot snapshot, Path file) {
    byte[] bytes = write(snapshot).getBytes(StandardCharsets.UTF_8);
    try {
      if (Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), bytes)) {
        return false;
      }
      Path directory = file.toAbsolutePath().getParent();
      Files.createDirectories(directory);
      // Not createTempFile: it makes the file 0600 on POSIX, and a committed snapshot must be
      // readable by others.
      Path temporary =
          directory.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
      try {
        Files.write(temporary, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        moveIntoPlace(temporary, file);
      } finally {
        Files.deleteIfExists(temporary);
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write snapshot " + file, e);
    }
  }

  private static void moveIntoPlace(Path temporary, Path file) throws IOException {
    try {
      Files.move(
          temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static String decodeUtf8(byte[] bytes, String source) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      throw new InvalidSnapshotException(
          source, List.of(Diagnostic.atDocument("", "not valid UTF-8")));
    }
  }
}
