def log = new File(basedir, 'build.log').text
assert new File(basedir, 'src/main/imcp/tools.json').isFile()
assert log.contains('imcp: wrote ') && log.contains('(new snapshot)')
assert log.contains('imcp: offline, generating from ')
assert log.contains('imcp: unchanged ') && log.contains('no changes') : 'a second snapshot of the same server changes nothing'
def live = new File(basedir, 'target/generated-sources/imcp')
def offline = new File(basedir, 'target/offline')
def count = 0
live.eachFileRecurse(groovy.io.FileType.FILES) { file ->
  def twin = new File(offline, live.toPath().relativize(file.toPath()).toString())
  assert twin.isFile() : "missing offline twin of ${file}"
  assert Arrays.equals(file.bytes, twin.bytes) : "${file} differs between live and offline generation"
  count++
}
assert count > 10
assert !log.contains('Exception') : 'no exception trace in build.log'
