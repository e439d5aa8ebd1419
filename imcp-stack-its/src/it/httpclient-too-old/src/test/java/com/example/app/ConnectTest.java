package com.example.app;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.McpClient;
import java.net.URI;
import org.junit.jupiter.api.Test;

class ConnectTest {
  @Test
  void connectingSaysWhichHttpClientToManage() {
    URI url = URI.create(System.getProperty("everything.url"));

    assertThatThrownBy(
            () -> McpClient.http(url).bearerToken("imcp-it-token-4d2b").connect())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "org.apache.httpcomponents.client5:httpclient5 5.3.1 is on the class path, and the Streamable"
                + " HTTP transport needs 5.4 or newer (it is built with 5.6.5): manage"
                + " org.apache.httpcomponents.client5:httpclient5 5.6.5 in your dependencyManagement");
  }
}
