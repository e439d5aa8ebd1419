evaluate(new File(itSources, '_shared/start-http-server.groovy'))
