def log = new File(basedir, 'build.log').text
assert new File(basedir, 'src/main/imcp/tools.json').isFile()
def recorded = new File(basedir, 'src/main/imcp/tools.json').text
assert recorded.contains('"format": "imcp-snapshot/2"') : 'server-everything has prompts and resources: format 2'
assert recorded.contains('"name": "args-prompt"') && recorded.contains('"uriTemplate": "demo://resource/dynamic/text/{resourceId}"')
assert log.contains('4 prompts, 2 resource templates, 7 resources')
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
