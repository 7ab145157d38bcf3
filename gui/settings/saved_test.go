package settings

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/statefile"
)

// openState opens a state file in dir for a test; it is closed at the
// end of the test.
func openState(t *testing.T, path string) *statefile.Store {
	t.Helper()
	st, d := statefile.Open(path, time.Now(), statefile.Options{})
	if d != nil {
		t.Fatalf("damage: %+v", d)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestSavedKeepsTheSettingsInTheStateFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	fyneStore := test.NewTempApp(t).Preferences()
	st := openState(t, path)
	p := Saved(fyneStore, st)
	QueensN.Set(p, 12)
	WindowWidth.Set(p, 1024.5)
	SudokuPencil.Set(p, true)
	SudokuGrid.Set(p, "1.2|3")
	MazeSeed.Set(p, -7)
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if fyneStore.String(SudokuGrid.Key) != "" || fyneStore.Int(QueensN.Key) != 0 {
		t.Fatal("a setting went to Fyne's preferences file")
	}
	data, _ := os.ReadFile(path)
	var onDisk map[string]any
	if err := json.Unmarshal(data, &onDisk); err != nil || onDisk[SudokuGrid.Key] != "1.2|3" || onDisk[QueensN.Key] != 12.0 {
		t.Fatalf("the state file holds %s (%v)", data, err)
	}

	// The next start reads them back.
	again := Saved(test.NewTempApp(t).Preferences(), openState(t, path))
	if QueensN.Get(again) != 12 || WindowWidth.Get(again) != 1024.5 || !SudokuPencil.Get(again) ||
		SudokuGrid.Get(again) != "1.2|3" || MazeSeed.Get(again) != -7 {
		t.Fatalf("read back n=%d width=%v pencil=%v grid=%q seed=%d", QueensN.Get(again), WindowWidth.Get(again),
			SudokuPencil.Get(again), SudokuGrid.Get(again), MazeSeed.Get(again))
	}
}

func TestSavedReadsAnEarlierVersionsPreferencesUntilSet(t *testing.T) {
	fyneStore := test.NewTempApp(t).Preferences()
	SudokuGrid.Set(fyneStore, "old grid")
	QueensN.Set(fyneStore, 10)
	Theme.Set(fyneStore, ThemeDark)
	p := Saved(fyneStore, openState(t, filepath.Join(t.TempDir(), "state.json")))
	if SudokuGrid.Get(p) != "old grid" || QueensN.Get(p) != 10 || Theme.Get(p) != ThemeDark {
		t.Fatalf("an earlier version's values were not read: grid %q, n %d, theme %q",
			SudokuGrid.Get(p), QueensN.Get(p), Theme.Get(p))
	}
	SudokuGrid.Set(p, "new grid")
	QueensN.Set(p, 9)
	if SudokuGrid.Get(p) != "new grid" || QueensN.Get(p) != 9 {
		t.Fatalf("after setting: grid %q, n %d", SudokuGrid.Get(p), QueensN.Get(p))
	}
	p.RemoveValue(SudokuGrid.Key)
	if got := SudokuGrid.Get(p); got != "" {
		t.Fatalf("a removed value reads %q: the earlier version's came back", got)
	}
}

func TestSavedWrongTypesGiveTheFallback(t *testing.T) {
	st := openState(t, filepath.Join(t.TempDir(), "state.json"))
	p := Saved(test.NewTempApp(t).Preferences(), st)
	st.Set("a", "text")
	st.Set("b", true)
	if p.IntWithFallback("a", 5) != 5 || p.FloatWithFallback("a", 2.5) != 2.5 || !p.BoolWithFallback("a", true) ||
		p.StringWithFallback("b", "x") != "x" {
		t.Fatal("a value of the wrong type was not replaced by the fallback")
	}
	p.SetFloat("c", math.NaN())
	p.SetFloat("c", math.Inf(1))
	if _, ok := st.Get("c"); ok {
		t.Fatal("NaN or infinity stored: JSON cannot hold them and the file would not be written")
	}
}
