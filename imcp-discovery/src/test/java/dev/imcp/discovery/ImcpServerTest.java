package dev.imcp.discovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImcpServerTest {
  @TempDir
  Path root;

  private Path install(Path applications) throws IOException {
    Path binary = applications.resolve("iMCP.app/Contents/MacOS/imcp-server");
    Files.createDirectories(binary.getParent());
    Files.writeString(binary, "#!/bin/sh\n");
    Files.setPosixFilePermissions(binary, PosixFilePermissions.fromString("rwxr-xr-x"));
    return binary;
  }

  private ImcpServer discovery(Map<String, String> environment, List<Path> spotlight) {
    return new ImcpServer(
        environment,
        List.of(root.resolve("Applications"), root.resolve("home/Applications")),
        Optional.of(() -> spotlight));
  }

  private ImcpServer offMacOs(Map<String, String> environment) {
    return new ImcpServer(
        environment,
        List.of(root.resolve("Applications"), root.resolve("home/Applications")),
        Optional.empty());
  }

  @Test
  void findsTheAppInTheUsersApplications() throws IOException {
    Path binary = install(root.resolve("home/Applications"));

    assertThat(discovery(Map.of(), List.of()).locate().found()).contains(binary);
    assertThat(discovery(Map.of(), List.of()).locate().command().command())
        .containsExactly(binary.toString());
  }

  @Test
  void theEnvironmentVariableWinsOverTheApplicationsFolders() throws IOException {
    install(root.resolve("Applications"));
    Path custom = install(root.resolve("custom"));

    assertThat(discovery(Map.of("IMCP_SERVER", custom.toString()), List.of())
            .locate()
            .found())
        .contains(custom);
  }

  @Test
  void spotlightFindsAnAppElsewhere() throws IOException {
    Path binary = install(root.resolve("Volumes/Tools"));

    assertThat(discovery(Map.of(), List.of(root.resolve("Volumes/Tools/iMCP.app")))
            .locate()
            .found())
        .contains(binary);
  }

  @Test
  void whenNothingIsFoundTheMessageSaysWhereItLookedAndHowToProceed() {
    assertThatThrownBy(() -> discovery(Map.of("IMCP_SERVER", "/nope/imcp-server"), List.of())
            .locate()
            .command())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("iMCP's server (imcp-server) was not found. Looked at:\n"
            + "  - $IMCP_SERVER = /nope/imcp-server (no executable file there)\n"
            + "  - " + root + "/Applications/iMCP.app/Contents/MacOS/imcp-server\n"
            + "  - " + root + "/home/Applications/iMCP.app/Contents/MacOS/imcp-server\n"
            + "  - Spotlight (mdfind iMCP.app): nothing found\n"
            + "To make it findable: install iMCP (https://imcp.app) and open it once, or set IMCP_SERVER to the imcp-server "
            + "binary.");
  }

  @Test
  void aSpotlightThatFailsIsNamedWithWhy() {
    ImcpServer failing =
        new ImcpServer(Map.of(), List.of(root.resolve("Applications")), Optional.of(() -> {
          throw new IllegalStateException("mdfind failed: Cannot run program \"mdfind\"");
        }));

    assertThat(failing.locate().searched())
        .last()
        .isEqualTo("Spotlight (mdfind iMCP.app): mdfind failed: Cannot run program \"mdfind\"");
  }

  @Test
  void offMacOsTheMessageSaysSoAndNamesNoSpotlight() {
    assertThatThrownBy(() -> offMacOs(Map.of()).locate().command())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("iMCP's server (imcp-server) was not found (iMCP is a macOS app). Looked at:\n"
            + "  - $IMCP_SERVER (not set)\n"
            + "  - " + root + "/Applications/iMCP.app/Contents/MacOS/imcp-server\n"
            + "  - " + root + "/home/Applications/iMCP.app/Contents/MacOS/imcp-server\n"
            + "To make it findable: install iMCP (https://imcp.app) and open it once, or set IMCP_SERVER to the imcp-server "
            + "binary.");
  }
}
