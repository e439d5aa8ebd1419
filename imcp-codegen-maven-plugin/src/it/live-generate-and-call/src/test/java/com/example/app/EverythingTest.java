package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.EverythingClientPrompts;
import com.example.everything.EverythingClientResources;
import com.example.everything.GetSumRequest;
import dev.imcp.runtime.CallOptions;
import dev.imcp.runtime.ServerCommand;
import dev.imcp.runtime.context.PromptMessage;
import dev.imcp.runtime.context.PromptResult;
import dev.imcp.runtime.context.ResourceContents;
import dev.imcp.runtime.context.ResourceSubscription;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The SDK generated from the live server, calling it through the typed API. */
class EverythingTest {
  /** A client of the installed server-everything over stdio, as a user's application starts one. */
  private static EverythingClient connect() {
    String server = System.getProperty("imcp.testServers")
        + "/@modelcontextprotocol/server-everything/dist/index.js";
    return EverythingClient.connect(ServerCommand.of("node", server, "stdio"));
  }

  @Test
  void echoesAndAddsThroughTheTypedApi() {
    try (EverythingClient client = connect()) {
      assertEquals("Echo: typed", client.tools().echo(EchoRequest.of("typed")).text());
      assertTrue(client
          .tools()
          .getSum(GetSumRequest.builder().a(2.0).b(40.0).build())
          .text()
          .contains("42"));
    }
  }

  @Test
  void readsAStaticResourceAndATemplatedOneThroughTheGeneratedUris() {
    try (EverythingClient client = connect()) {
      String uri = EverythingClientResources.dynamicTextResource("7");
      assertEquals("demo://resource/dynamic/text/7", uri);
      assertEquals(
          uri, client.mcpClient().resources().read(uri).contents().get(0).uri());
      String doc = EverythingClientResources.ARCHITECTURE_MD;
      assertEquals(
          doc, client.mcpClient().resources().read(doc).contents().get(0).uri());
    }
  }

  @Test
  void getsPromptsAndReadsTemplatesThroughTheGeneratedMethods() throws Exception {
    try (EverythingClient client = connect()) {
      // tag::prompt-call[]
      EverythingClientPrompts prompts = client.prompts();
      PromptResult paris = prompts.argsPrompt("Paris"); // required arguments as parameters
      PromptResult austin = prompts.argsPrompt( // optional ones by name
          EverythingClientPrompts.ArgsPromptArguments.of("Austin").withState("TX"));
      CompletableFuture<PromptResult> later = prompts
          .withOptions(CallOptions.defaults().withTimeout(Duration.ofSeconds(20)))
          .completablePromptAsync("Sales", "Eve");
      List<String> departments = prompts.completeCompletablePromptDepartment("S");
      // end::prompt-call[]
      assertEquals("What's weather in Paris?", paris.text());
      assertEquals(PromptMessage.Role.USER, paris.messages().get(0).role());
      assertEquals("What's weather in Austin, TX?", austin.text());
      assertEquals(
          "Please promote Eve to the head of the Sales team.",
          later.get(20, TimeUnit.SECONDS).text());
      assertEquals(List.of("Sales", "Support"), departments);
      // tag::template-call[]
      ResourceContents seven = client.resources().readDynamicTextResource("7");
      String uri = EverythingClientResources.dynamicTextResource("7"); // the URI alone
      ResourceContents doc = client.resources().read(EverythingClientResources.ARCHITECTURE_MD);
      // end::template-call[]
      assertEquals("demo://resource/dynamic/text/7", uri);
      assertEquals(uri, seven.contents().get(0).uri());
      assertTrue(seven.text().contains("7"));
      assertEquals(Optional.of("text/markdown"), doc.contents().get(0).mimeType());
      CompletableFuture<String> updated = new CompletableFuture<>();
      try (ResourceSubscription subscription = client
          .resources()
          .subscribe(EverythingClientResources.ARCHITECTURE_MD, updated::complete)) {
        client.mcpClient().callTool("toggle-subscriber-updates", null);
        assertEquals(EverythingClientResources.ARCHITECTURE_MD, updated.get(20, TimeUnit.SECONDS));
      }
    }
  }
}
