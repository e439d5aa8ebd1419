evaluate(new File(itSources, '_shared/start-oauth-stack.groovy'))

// The user's browser: once imcp:login prints the address, open it and follow the redirects with cookies, through the
// authorization server's sign-in and consent, back to the plugin's loopback redirect URI.
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

def buildLog = new File(basedir, 'build.log')
Thread.startDaemon('it-browser') {
  def address = null
  for (int i = 0; i < 6000 && address == null; i++) {
    if (buildLog.isFile()) {
      def lines = buildLog.readLines('UTF-8')
      def at = lines.findIndexOf { it.contains('Open this address in a browser to authorize access:') }
      if (at >= 0 && at + 1 < lines.size()) {
        address = lines[at + 1].trim()
      }
    }
    if (address == null) {
      Thread.sleep(50) // polls the log of another process: no event to await
    }
  }
  def http = HttpClient.newBuilder().cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build()
  def next = URI.create(address)
  for (int hop = 0; hop < 20; hop++) {
    def response = http.send(HttpRequest.newBuilder(next).GET().build(), HttpResponse.BodyHandlers.ofString())
    new File(basedir, 'browser.log') << "${response.statusCode()} ${next.scheme}://${next.host}:${next.port}${next.path}\n"
    if (response.statusCode().intdiv(100) != 3) {
      break
    }
    next = next.resolve(response.headers().firstValue('Location').get())
  }
}
true
