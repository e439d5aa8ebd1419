package dev.imcp.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.stub.ToolDescriptor;
import dev.imcp.schema.Snapshot;
import dev.imcp.schema.SnapshotFormat;
import dev.imcp.schema.ToolDefinition;
import dev.imcp.sdk.imcp.ImcpClient;
import dev.imcp.sdk.imcp.ImcpClientTools;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The SDK this module generates at build time from its bundled snapshot. */
class GeneratedImcpSdkTest {
  private static final Snapshot BUNDLED = SnapshotFormat.read(Path.of("src/main/imcp/tools.json"));

  @Test
  void knowsEveryListedToolWithTheFingerprintAndHintsOfTheBundledSnapshot() {
    assertThat(ImcpClientTools.ALL).hasSize(26);
    for (ToolDescriptor descriptor : ImcpClientTools.ALL) {
      ToolDefinition tool = BUNDLED.tool(descriptor.name()).orElseThrow();
      assertThat(descriptor.fingerprint()).as(descriptor.name()).isEqualTo(tool.fingerprint());
      assertThat(descriptor.readOnly())
          .as(descriptor.name())
          .isEqualTo(tool.annotations().effectiveReadOnly());
    }
    assertThat(ImcpClient.SNAPSHOT_FINGERPRINT).isEqualTo(BUNDLED.fingerprint().toString());
  }

  @Test
  void groupsCalendarsAndEventsIntoOneCalendarService() throws Exception {
    Class<?> calendar = Class.forName("dev.imcp.sdk.imcp.CalendarService");

    assertThat(calendar.getMethod("calendarsList")).isNotNull();
    assertThat(calendar.getMethod(
            "eventsFetch", Class.forName("dev.imcp.sdk.imcp.EventsFetchRequest")))
        .isNotNull();
    assertThat(ImcpClient.class.getMethod("calendar").getReturnType()).isEqualTo(calendar);
  }
}
