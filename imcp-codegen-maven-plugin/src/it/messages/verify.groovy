def log = new File(basedir, 'build.log').text
assert log.contains('imcp:generate needs the Java package of the generated code: set <packageName> in the plugin\'s '
    + 'configuration, or -Dimcp.packageName=com.example.tools')
assert log.contains('imcp: offline (imcp.offline=true), and there is no snapshot at ')
assert log.contains('missing.json: record one from the configured server with imcp:snapshot, or build without '
    + 'imcp.offline to generate from it')
def check = log.indexOf('imcp:check: iMCP\'s server (imcp-server) was not found (iMCP is a macOS app).')
assert check >= 0 : 'check names its goal and the platform'
def generate = log.indexOf('imcp:generate: iMCP\'s server (imcp-server) was not found (iMCP is a macOS app).')
assert generate > check : 'generate names its goal and the platform'
def checkMessage = log.substring(check, generate)
assert checkMessage.contains('Or point -Dimcp.server (or <server>) at another MCP server.')
assert !checkMessage.contains('offline') : 'imcp:offline is no advice for check'
assert !checkMessage.contains('Spotlight') : 'no Spotlight off macOS'
assert log.substring(generate).contains('Or build from the committed snapshot ')
assert log.substring(generate).contains('tools.json with -Dimcp.offline=true.')
