package dev.imcp.docs;

import dev.imcp.discovery.ImcpServer;
import dev.imcp.runtime.stub.DriftPolicy;
import dev.imcp.runtime.stub.ToolStatus;
import dev.imcp.sdk.imcp.ImcpClient;
import java.util.Map;

/** docs/drift.md's code. */
class DriftSamples {
  void atRunTime() {
    // tag::at-run-time[]
    ImcpClient imcp = ImcpClient.connect(ImcpServer.command(), DriftPolicy.FAIL);
    Map<String, Boolean> services = imcp.serviceStatus();   // {calendar=true, capture=false, …}: all its tools listed?
    Map<String, ToolStatus> tools = imcp.toolStatus();      // AVAILABLE, CHANGED, BROKEN, MISSING or UNKNOWN
    // end::at-run-time[]
  }
}
