def log = new File(basedir, 'build.log').text
def snapshot = new File(basedir, 'src/main/imcp/tools.json').canonicalPath
assert log.contains('imcp:generate: no Java package for the generated code: set <packageName>com.example.tools</packageName> '
    + 'in the plugin\'s configuration, or -Dimcp.packageName=com.example.tools (the package your code imports the SDK from)')
assert log.contains('imcp:generate: offline (-Dimcp.offline=true), and there is no snapshot at ')
assert log.contains('missing.json: record one from the server with imcp:snapshot, or build without '
    + '-Dimcp.offline=true to generate from it')
def check = log.indexOf('imcp:check: iMCP\'s server (imcp-server) was not found (iMCP is a macOS app).')
assert check >= 0 : 'check names its goal and the platform'
def generate = log.indexOf('imcp:generate: iMCP\'s server (imcp-server) was not found (iMCP is a macOS app).')
assert generate > check : 'generate names its goal and the platform'
def checkMessage = log.substring(check, generate)
assert checkMessage.contains('Or name another MCP server: set <server> in the plugin\'s configuration, or '
    + '-Dimcp.server="<command line>" (-Dimcp.server=imcp for iMCP, -Dimcp.server=https://…/mcp for an HTTP server).')
assert !checkMessage.contains('offline') : 'imcp:offline is no advice for check'
assert !checkMessage.contains('Spotlight') : 'no Spotlight off macOS'
assert log.substring(generate).contains("Or build from the committed snapshot $snapshot with -Dimcp.offline=true.")
assert log.contains('imcp:generate: <packageName>: \'1abc\' is not a Java package name: its part \'1abc\' starts with '
    + '\'1\', and a Java name starts with a letter, \'_\' or \'$\'; write lower-case words separated by dots, each '
    + 'starting with a letter, such as com.example.tools -> [Help 1]')
assert log.contains('imcp:check: <failOn> is \'sometimes\', which is not one of its values: breaking, any, none (in any '
    + 'case); set <failOn>breaking</failOn> in the plugin\'s configuration, or -Dimcp.check.failOn=breaking -> [Help 1]')
assert !log.contains('Cannot convert') : 'no raw Maven conversion error'
