package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SecretNamesTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "password",
        "db_password",
        "DB_PASSWORD",
        "passphrase",
        "apiKey",
        "api_key",
        "APIKey",
        "x-api-key",
        "githubToken",
        "access_token",
        "client_secret",
        "privateKey",
        "secret_key",
        "connectionString",
        "credentials",
        "Authorization",
        "pwd"
      })
  void secretNames(String name) {
    assertThat(SecretNames.isSecret(name)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "progressToken",
        "max_tokens",
        "secret_name",
        "tokenizer",
        "query",
        "keyword",
        "cursor",
        "nextCursor",
        "",
        "--"
      })
  void namesThatAreNoSecret(String name) {
    assertThat(SecretNames.isSecret(name)).isFalse();
  }
}
