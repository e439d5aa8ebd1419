evaluate(new File(itSources, '_shared/start-oauth-stack.groovy'))
