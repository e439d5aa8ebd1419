evaluate(new File(itSources, '_shared/start-http-server.groovy'))
// -Dimcp.server=http://127.0.0.1:<port>/mcp, as a user would type it.
context.userProperties.put('imcp.server', context.userProperties.get('imcp.it.url'))
