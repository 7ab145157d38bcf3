package settings

import (
	"math"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/run"
)

func TestSettingsRoundTrip(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	QueensN.Set(p, 12)
	QueensCheck.Set(p, "bitmask")
	QueensSpeed.Set(p, 3)
	Theme.Set(p, ThemeDark)
	WindowWidth.Set(p, 1024)
	WindowHeight.Set(p, 600)
	SudokuPencil.Set(p, true)
	SudokuGrid.Set(p, "1.2|3")

	if got := QueensN.Get(p); got != 12 {
		t.Errorf("QueensN = %d, want 12", got)
	}
	if got := QueensCheck.Get(p); got != "bitmask" {
		t.Errorf("QueensCheck = %q, want bitmask", got)
	}
	if got := QueensSpeed.Get(p); got != 3 {
		t.Errorf("QueensSpeed = %d, want 3", got)
	}
	if got := Theme.Get(p); got != ThemeDark {
		t.Errorf("Theme = %q, want dark", got)
	}
	if w, h := WindowWidth.Get(p), WindowHeight.Get(p); w != 1024 || h != 600 {
		t.Errorf("window %v×%v, want 1024×600", w, h)
	}
	if !SudokuPencil.Get(p) {
		t.Error("SudokuPencil = false, want true")
	}
	if got := SudokuGrid.Get(p); got != "1.2|3" {
		t.Errorf("SudokuGrid = %q", got)
	}
}

func TestMissingSettingsGiveTheDefaults(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	if got := QueensN.Get(p); got != 8 {
		t.Errorf("QueensN = %d, want 8", got)
	}
	if got := QueensCheck.Get(p); got != "scan" {
		t.Errorf("QueensCheck = %q, want scan", got)
	}
	if got := QueensSpeed.Get(p); got != run.FullSpeed {
		t.Errorf("QueensSpeed = %d, want %d", got, run.FullSpeed)
	}
	if got := Theme.Get(p); got != ThemeSystem {
		t.Errorf("Theme = %q, want system", got)
	}
	if w, h := WindowWidth.Get(p), WindowHeight.Get(p); w != 1200 || h != 720 {
		t.Errorf("window %v×%v, want 1200×720", w, h)
	}
	if got := SudokuStrategy.Get(p); got != "mrv" {
		t.Errorf("SudokuStrategy = %q, want mrv", got)
	}
	if got := SudokuDifficulty.Get(p); got != "medium" {
		t.Errorf("SudokuDifficulty = %q, want medium", got)
	}
	if got := SudokuGrid.Get(p); got != "" {
		t.Errorf("SudokuGrid = %q, want empty", got)
	}
}

// rawWriter is what Fyne's preferences offer for writing any value, the
// way values come back from a preferences file whatever it holds.
type rawWriter interface {
	WriteValues(func(map[string]any))
}

func TestCorruptSettingsAreIgnored(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	raw, ok := p.(rawWriter)
	if !ok {
		t.Fatalf("test preferences %T cannot take raw values", p)
	}
	raw.WriteValues(func(v map[string]any) {
		v[QueensN.Key] = "twelve"            // wrong type
		v[QueensCheck.Key] = "quantum"       // not a check
		v[QueensSpeed.Key] = 99.0            // out of range (a JSON number)
		v[Theme.Key] = 3                     // wrong type
		v[WindowWidth.Key] = math.NaN()      // not a number
		v[WindowHeight.Key] = "tall"         // wrong type
		v[SudokuPencil.Key] = "yes"          // wrong type
		v[SudokuStrategy.Key] = []any{1, 2}  // a list
		v[SudokuDifficulty.Key] = nil        // JSON null
		v[SudokuGrid.Key] = map[string]any{} // an object
	})
	if got := QueensN.Get(p); got != 8 {
		t.Errorf("QueensN = %d, want the default 8", got)
	}
	if got := QueensCheck.Get(p); got != "scan" {
		t.Errorf("QueensCheck = %q, want the default scan", got)
	}
	if got := QueensSpeed.Get(p); got != run.FullSpeed {
		t.Errorf("QueensSpeed = %d, want the default %d", got, run.FullSpeed)
	}
	if got := Theme.Get(p); got != ThemeSystem {
		t.Errorf("Theme = %q, want the default system", got)
	}
	if w, h := WindowWidth.Get(p), WindowHeight.Get(p); w != 1200 || h != 720 {
		t.Errorf("window %v×%v, want the default 1200×720", w, h)
	}
	if SudokuPencil.Get(p) {
		t.Error("SudokuPencil = true, want the default false")
	}
	if got := SudokuStrategy.Get(p); got != "mrv" {
		t.Errorf("SudokuStrategy = %q, want the default mrv", got)
	}
	if got := SudokuDifficulty.Get(p); got != "medium" {
		t.Errorf("SudokuDifficulty = %q, want the default medium", got)
	}
	if got := SudokuGrid.Get(p); got != "" {
		t.Errorf("SudokuGrid = %q, want empty", got)
	}
}

func TestNumbersFromAFileAreRead(t *testing.T) {
	// A preferences file is JSON: its whole numbers come back as float64.
	p := test.NewTempApp(t).Preferences()
	p.(rawWriter).WriteValues(func(v map[string]any) {
		v[QueensN.Key] = 10.0
		v[WindowWidth.Key] = 1000.0
	})
	if got := QueensN.Get(p); got != 10 {
		t.Errorf("QueensN = %d, want 10", got)
	}
	if got := WindowWidth.Get(p); got != 1000 {
		t.Errorf("WindowWidth = %v, want 1000", got)
	}
}

func TestWindowSizeIsClamped(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	WindowWidth.Set(p, 100000)
	WindowHeight.Set(p, 12)
	if w, h := WindowWidth.Get(p), WindowHeight.Get(p); w != 7680 || h != 560 {
		t.Errorf("window %v×%v, want 7680×560", w, h)
	}
}

func TestOutOfRangeIntFallsBack(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	for _, n := range []int{0, -3, 33, math.MaxInt} {
		QueensN.Set(p, n)
		if got := QueensN.Get(p); got != 8 {
			t.Errorf("stored %d: QueensN = %d, want the default 8", n, got)
		}
	}
}

func TestSettingTheStoredValueWritesNothing(t *testing.T) {
	// Every write saves the preferences file; numbers read back from it
	// are float64s, which Fyne would not see as equal to an int.
	p := test.NewTempApp(t).Preferences()
	p.(rawWriter).WriteValues(func(v map[string]any) {
		v[SudokuSpeed.Key] = 13.0
		v[WindowWidth.Key] = 1100.0
	})
	writes := 0
	p.AddChangeListener(func() { writes++ })
	SudokuSpeed.Set(p, 13)
	WindowWidth.Set(p, 1100)
	if writes != 0 {
		t.Errorf("%d writes setting the stored values, want 0", writes)
	}
	SudokuSpeed.Set(p, 12)
	QueensN.Set(p, QueensN.Default) // missing: written even as the default
	if writes != 2 || SudokuSpeed.Get(p) != 12 || p.IntWithFallback(QueensN.Key, -1) != QueensN.Default {
		t.Errorf("%d writes, speed %d, n %d; want 2 writes, 12, 8", writes, SudokuSpeed.Get(p), p.IntWithFallback(QueensN.Key, -1))
	}
}
