package dev.imcp.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.schema.ServerInfo;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The facade is named after the server, as a person would name it. */
class ClientNamesTest {
  @ParameterizedTest
  @CsvSource({
    "mcp-servers/everything, EverythingClient",
    "secure-filesystem-server, SecureFilesystemClient",
    "memory-server, MemoryClient",
    "github-mcp-server, GithubClient",
    "mcp-server-git, GitClient",
    "iMCP, ImcpClient",
    "GitLab MCP Server, GitLabClient",
    "@notionhq/notion-mcp-server, NotionClient",
    "AWS Knowledge Base, AwsKnowledgeBaseClient",
    "mcp, McpToolsClient",
    "2fa-tools, Mcp2faToolsClient",
    "日本, McpToolsClient",
    "'', McpToolsClient"
  })
  void theFacadeIsNamedAfterTheServer(String server, String client) {
    assertThat(ClientNames.fromServer(Optional.of(new ServerInfo(server, "1.0"))))
        .isEqualTo(client);
  }

  @org.junit.jupiter.api.Test
  void aSnapshotThatNamesNoServerGetsTheFallback() {
    assertThat(ClientNames.fromServer(Optional.empty())).isEqualTo("McpToolsClient");
  }
}
