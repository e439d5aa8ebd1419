// Shared by the HTTP ITs' verify.groovy, run first: stops the server start-http-server.groovy started.
evaluate(new File(pluginIts, '_shared/node-process.groovy'))
stopNode('http-server')
