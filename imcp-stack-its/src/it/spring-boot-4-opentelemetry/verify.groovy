// The same checks as the Boot 3 IT, whose code this one builds.
evaluate(new File(itSources, 'spring-boot-3-opentelemetry/verify.groovy'))
