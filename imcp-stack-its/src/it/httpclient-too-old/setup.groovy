// server-everything over Streamable HTTP for the HTTP bean (the plugin ITs' launcher; verify.groovy stops it)
evaluate(new File(pluginIts, '_shared/start-http-server.groovy'))
