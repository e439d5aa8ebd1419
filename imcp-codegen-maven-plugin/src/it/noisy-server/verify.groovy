import java.nio.file.Files
import java.nio.file.attribute.PosixFilePermission

def log = new File(basedir, 'build.log').text
assert log.contains('imcp: generated com.example.everything (') : 'live generation succeeds'
assert log.contains('imcp: wrote ') : 'the snapshot is recorded'
assert log.contains('imcp: the server matches ') && log.contains(': no changes') : 'the check passes'
// Maven gives plugins slf4j-api 1.7: nothing may fail on a newer API, and the stderr drain must never die.
assert !log.contains('Exception') : 'no exception trace in build.log'
assert !log.contains('NoSuchMethodError') : 'no SLF4J 2-only call'
def snapshot = new File(basedir, 'src/main/imcp/tools.json').toPath()
assert Files.getPosixFilePermissions(snapshot).contains(PosixFilePermission.OTHERS_READ) : 'a committed snapshot is readable by others under umask 022'
