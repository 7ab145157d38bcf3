package statefile

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// crashChildEnv, when set to a path, makes the test binary a process that
// saves a growing state at that path until it is killed.
const crashChildEnv = "STATEFILE_TEST_CRASH_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		s, _ := Open(path, time.Now(), Options{Interval: time.Millisecond})
		n := 0
		if v, ok := s.Get("grid"); ok {
			n, _ = strconv.Atoi(strings.SplitN(v.(string), ":", 2)[0])
		}
		for {
			n++
			// One value names its own n, so that what is checked after a
			// kill is one Set, whole: two Sets may be saved either side of
			// a write.
			s.Set("grid", grid(n))
			time.Sleep(50 * time.Microsecond) // a Set now and then, so that the kill finds writes at every stage
		}
	}
	os.Exit(m.Run())
}

// grid is the state saved at the n-th change: its sizes differ, so a torn
// write shows.
func grid(n int) string {
	return strconv.Itoa(n) + ":" + strings.Repeat(strconv.Itoa(n%10), 2000+n%500)
}

func TestKilledMidWriteLeavesAWholeFile(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills 30 processes")
	}
	path := filepath.Join(t.TempDir(), "state.json")
	last := 0
	for kill := range 30 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// A kill at a random moment of the writing.
		time.Sleep(time.Duration(20+rand.IntN(60)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		data, err := os.ReadFile(path)
		if os.IsNotExist(err) && last == 0 {
			continue // killed before its first write
		}
		if err != nil {
			t.Fatalf("kill %d: %v", kill+1, err)
		}
		if err := Check(data); err != nil {
			t.Fatalf("kill %d left a damaged file: %v", kill+1, err)
		}
		v := readValues(t, path)
		text, _ := v["grid"].(string)
		n, _ := strconv.Atoi(strings.SplitN(text, ":", 2)[0])
		if text != grid(n) || n < last {
			t.Fatalf("kill %d: the file holds n=%d (after %d) with a grid that does not match", kill+1, n, last)
		}
		last = n
	}
	if last == 0 {
		t.Fatal("no process wrote anything before it was killed")
	}
	t.Logf("30 kills, the last state n=%d", last)
}
