def generated = new File(basedir, 'target/generated-sources/imcp/com/example/everything')
def sum = new File(generated, 'GetSumRequest.java').text
assert sum.contains('@JsonProperty("a") long a') && sum.contains('@JsonProperty("b") int b')
assert !sum.contains('9007199254740991')
assert !new File(generated, 'LongJobRequest.java').exists()
assert new File(basedir, 'target/classes/com/example/app/App.class').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('[WARNING] imcp: tool long_job at /execution/taskSupport: left out of the SDK: the tool must be called as a task (taskSupport "required"), and the runtime does not run MCP tasks yet, so a generated call could only fail')
assert log.contains('[WARNING] imcp: tool pick at /inputSchema/properties/mode/enum: enum is empty, so no value is valid; typed by its other keywords, the enum is not checked')
assert log.contains('BUILD SUCCESS')
