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
		if v, ok := s.Get("n"); ok {
			n = int(v.(float64))
		}
		for {
			n++
			s.Set("n", float64(n))
			s.Set("grid", strings.Repeat(strconv.Itoa(n%10), 2000+n%500)) // sizes differ: a torn write shows
			time.Sleep(50 * time.Microsecond)
		}
	}
	os.Exit(m.Run())
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
		n := int(v["n"].(float64))
		if v["grid"] != strings.Repeat(strconv.Itoa(n%10), 2000+n%500) || n < last {
			t.Fatalf("kill %d: the file holds n=%d (after %d) with a grid that does not match", kill+1, n, last)
		}
		last = n
	}
	if last == 0 {
		t.Fatal("no process wrote anything before it was killed")
	}
	t.Logf("30 kills, the last state n=%d", last)
}
