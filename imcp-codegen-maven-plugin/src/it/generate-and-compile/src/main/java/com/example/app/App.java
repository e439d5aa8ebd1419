package com.example.app;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.EverythingClientTools;
import com.example.everything.InfoService;
import com.example.everything.ToolsService;
import dev.imcp.runtime.ToolResult;

/** Compiles only if the generated API has the expected shape. */
public final class App {
  private App() {}

  static ToolResult echo(ToolsService tools) {
    return tools.echo(EchoRequest.of("hello"));
  }

  static Object sum(InfoService info) {
    return info.getSum(
        com.example.everything.GetSumRequest.builder().a(1.0).b(2.0).build());
  }

  static String fingerprint() {
    return EverythingClient.SNAPSHOT_FINGERPRINT + EverythingClientTools.ECHO.name();
  }
}
