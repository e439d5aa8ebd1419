def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
assert log.contains("tool a at /inputSchema/properties/x/\$ref: \$ref '#/\$defs/Missing' points nowhere")
assert log.contains('tool b at /inputSchema/type: inputSchema must have type "object", got string "array"')
assert !new File(basedir, 'target/generated-sources/imcp/com').exists()
assert log.contains('To generate the SDK without those tools, leave them out: set <excludeTools><excludeTool>a</excludeTool><excludeTool>b</excludeTool></excludeTools> in the plugin\'s configuration, or -Dimcp.excludeTools=a,b')
