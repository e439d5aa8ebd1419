def log = new File(basedir, 'build.log').text
assert log.contains('imcp: skipped')
assert !new File(basedir, 'target/generated-sources/imcp').exists()
