package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A self-signed certificate for 127.0.0.1 made by the JDK's keytool: the server's TLS context, which presents it, and
 * a client's, which trusts it alone.
 *
 * @param server a loopback server's context
 * @param client a context that trusts the server's certificate and no other
 */
public record TestCertificate(SSLContext server, SSLContext client) {
  private static final char[] PASSWORD = "changeit".toCharArray();

  /** Makes a certificate, its key store in {@code dir}. */
  public static TestCertificate make(Path dir)
      throws IOException, GeneralSecurityException, InterruptedException {
    Path keys = dir.resolve("server.p12");
    Process keytool = new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
            "-genkeypair",
            "-alias",
            "mcp",
            "-keyalg",
            "EC",
            "-groupname",
            "secp256r1",
            "-dname",
            "CN=127.0.0.1",
            "-ext",
            "SAN=ip:127.0.0.1",
            "-validity",
            "2",
            "-storetype",
            "PKCS12",
            "-keystore",
            keys.toString(),
            "-storepass",
            "changeit",
            "-keypass",
            "changeit")
        .redirectErrorStream(true)
        .start();
    String output = new String(keytool.getInputStream().readAllBytes());
    assertThat(keytool.waitFor(30, TimeUnit.SECONDS)).as(output).isTrue();
    assertThat(keytool.exitValue()).as(output).isZero();

    KeyStore store = load(keys);
    KeyManagerFactory keyManagers =
        KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keyManagers.init(store, PASSWORD);
    SSLContext server = SSLContext.getInstance("TLS");
    server.init(keyManagers.getKeyManagers(), null, null);

    KeyStore trusted = KeyStore.getInstance("PKCS12");
    trusted.load(null, null);
    trusted.setCertificateEntry("mcp", store.getCertificate("mcp"));
    TrustManagerFactory trustManagers =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trustManagers.init(trusted);
    SSLContext client = SSLContext.getInstance("TLS");
    client.init(null, trustManagers.getTrustManagers(), null);
    return new TestCertificate(server, client);
  }

  private static KeyStore load(Path file) throws IOException, GeneralSecurityException {
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, PASSWORD);
    }
    return store;
  }
}
