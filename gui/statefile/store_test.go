package statefile

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

var day = time.Date(2026, 4, 24, 15, 30, 12, 0, time.UTC)

func TestRepairMovesADamagedFileAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), PreferencesName)
	os.WriteFile(path, []byte(`{"x": [1, "a", true]}`), 0o600)
	d := Repair(path, day)
	if d == nil {
		t.Fatal("a file with a mixed list was left for Fyne's loader")
	}
	if want := path + ".damaged-20260424T153012Z"; d.MovedTo != want || d.MoveErr != nil {
		t.Fatalf("moved to %q (%v), want %q", d.MovedTo, d.MoveErr, want)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the damaged file is still where Fyne reads it: %v", err)
	}
	if got, _ := os.ReadFile(d.MovedTo); string(got) != `{"x": [1, "a", true]}` {
		t.Fatalf("the copy kept holds %q", got)
	}
	if d.File != path || !strings.Contains(d.Problem.Error(), "mixed") {
		t.Fatalf("damage %+v", d)
	}
}

func TestRepairLeavesSoundAndMissingFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), PreferencesName)
	if d := Repair(path, day); d != nil {
		t.Fatalf("a missing file: %+v", d)
	}
	os.WriteFile(path, []byte(fyneWrote), 0o600)
	if d := Repair(path, day); d != nil {
		t.Fatalf("a sound file: %+v", d)
	}
	if got, _ := os.ReadFile(path); string(got) != fyneWrote {
		t.Fatalf("a sound file changed to %q", got)
	}
}

func TestRepairKeepsAFewDamagedCopies(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, PreferencesName)
	var moved []string
	for i := range 6 {
		os.WriteFile(path, []byte("garbage "+string(rune('a'+i))), 0o600)
		when := day.Add(time.Duration(i/2) * time.Hour) // two in the same second
		d := Repair(path, when)
		if d == nil || d.MovedTo == "" {
			t.Fatalf("damage %d not moved: %+v", i, d)
		}
		moved = append(moved, d.MovedTo)
	}
	left, _ := filepath.Glob(path + ".damaged-*")
	if len(left) != KeepDamaged {
		t.Fatalf("%d copies kept, want %d: %v", len(left), KeepDamaged, left)
	}
	for _, newest := range moved[len(moved)-KeepDamaged:] {
		if _, err := os.Stat(newest); err != nil {
			t.Errorf("a newest copy was removed: %v", err)
		}
	}
	if got, _ := os.ReadFile(moved[5]); string(got) != "garbage f" {
		t.Fatalf("the last copy holds %q", got)
	}
}

func TestWriteFileReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "state.json")
	for _, content := range []string{"a long first content\n", "short\n"} {
		if err := WriteFile(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Fatalf("file holds %q, want %q", got, content)
		}
	}
	if temps, _ := filepath.Glob(path + tempMark + "*"); len(temps) != 0 {
		t.Fatalf("temporary files left: %v", temps)
	}
}

// countingStore opens a store at path that counts its completed writes.
func countingStore(t *testing.T, path string, interval time.Duration) (*Store, func() int) {
	var mu sync.Mutex
	writes := 0
	s, d := Open(path, day, Options{Interval: interval, Trace: func(stage string, _ []byte) {
		if stage == "written" {
			mu.Lock()
			writes++
			mu.Unlock()
		}
	}})
	if d != nil {
		t.Fatalf("damage on open: %+v", d)
	}
	return s, func() int { mu.Lock(); defer mu.Unlock(); return writes }
}

func readValues(t *testing.T, path string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%v in %q", err, data)
	}
	return v
}

// The writer rests for the interval after a write: the changes made
// meanwhile (fast typing, here 99 keys well inside an hour) wait, and
// Close writes the last of them, in one write.
func TestStoreThrottlesWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	s, writes := countingStore(t, path, time.Hour)
	s.Set("sudoku.grid", "1") // the first write is not held back
	awaitWrites(t, writes, 1)
	for i := 1; i < 100; i++ {
		s.Set("sudoku.grid", strings.Repeat("1", i+1))
		time.Sleep(2 * time.Millisecond) // typing: time for a write between keys if the writer did not rest
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if writes() != 2 {
		t.Fatalf("%d writes for 100 changes, the first 99 within an hour of the first, want 2: the first and Close's", writes())
	}
	if got := readValues(t, path)["sudoku.grid"]; got != strings.Repeat("1", 100) {
		t.Fatalf("after Close the file holds %v, not the last change", got)
	}
}

// awaitWrites waits until the store has written n times, 20 s at most.
func awaitWrites(t *testing.T, writes func() int, n int) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); writes() < n; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d writes within 20 s, want %d", writes(), n)
		}
	}
}

func TestStoreWritesSoonAfterAChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	s, writes := countingStore(t, path, time.Hour) // the first write is not held back
	defer s.Close()
	s.Set("a", "x")
	awaitWrites(t, writes, 1)
	if got := readValues(t, path)["a"]; got != "x" {
		t.Fatalf("the file holds %v", got)
	}
	// No change: nothing to write. The writer rests for an hour now, so
	// Close is what would write it.
	s.Set("a", "x")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if writes() != 1 {
		t.Fatalf("%d writes", writes())
	}
}

func TestStoreRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	s, _ := countingStore(t, path, 0)
	s.Set("text", "a\n|b")
	s.Set("n", 12.0)
	s.Set("on", true)
	s.Set("gone", "x")
	s.Remove("gone")
	s.Close()
	again, d := Open(path, day, Options{})
	defer again.Close()
	if d != nil {
		t.Fatalf("damage: %+v", d)
	}
	for key, want := range map[string]any{"text": "a\n|b", "n": 12.0, "on": true} {
		if got, ok := again.Get(key); !ok || got != want {
			t.Errorf("%s: %v (%v), want %v", key, got, ok, want)
		}
	}
	if _, ok := again.Get("gone"); ok {
		t.Error("a removed value came back")
	}
}

func TestStoreMovesADamagedFileAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	os.WriteFile(path, []byte(`{"sudoku.grid":"12`), 0o600)
	s, d := Open(path, day, Options{})
	defer s.Close()
	if d == nil || d.MovedTo == "" {
		t.Fatalf("damage %+v", d)
	}
	if _, ok := s.Get("sudoku.grid"); ok {
		t.Fatal("a value was read from a damaged file")
	}
}

func TestTwoStoresOnOneFileLastWins(t *testing.T) {
	// Two windows of the app: each saves its own state whole.
	path := filepath.Join(t.TempDir(), "state.json")
	a, _ := countingStore(t, path, time.Millisecond)
	b, _ := countingStore(t, path, time.Millisecond)
	var wg sync.WaitGroup
	for i, s := range []*Store{a, b} {
		wg.Go(func() {
			for j := range 200 {
				s.Set("grid", strings.Repeat(string(rune('a'+i)), 1000+j))
				s.Set("who", string(rune('a'+i)))
				if data, err := os.ReadFile(path); err == nil && json.Unmarshal(data, new(map[string]any)) != nil {
					t.Errorf("a torn file: %.80q", data) // whole at every moment
				}
				time.Sleep(200 * time.Microsecond) // writes and reads interleave
			}
		})
	}
	wg.Wait()
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	// The file is the last state of one of them, whole.
	v := readValues(t, path)
	who, _ := v["who"].(string)
	if (who != "a" && who != "b") || v["grid"] != strings.Repeat(who, 1199) {
		t.Fatalf("after both closed the file holds who=%v and a grid of %.20v…", v["who"], v["grid"])
	}
	// a saves again, last: the file is a's state.
	a.Set("who", "a")
	a.Set("grid", "a")
	if v := readValues(t, path); v["who"] != "a" || v["grid"] != "a" {
		t.Fatalf("after a saved last the file holds %v", v)
	}
}
