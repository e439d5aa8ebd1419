// Shared by the OAuth ITs' verify.groovy, run first: stops the stack start-oauth-stack.groovy started.
evaluate(new File(pluginIts, '_shared/node-process.groovy'))
stopNode('oauth-stack')
