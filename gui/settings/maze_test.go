package settings

import (
	"math"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestMazeSettingsRoundTripAsText(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	MazeAlgorithm.Set(p, MazeBFS)
	MazeWidth.Set(p, 30)
	MazeSeed.Set(p, math.MinInt64)
	MazeAnimate.Set(p, "false")
	MazeLoops.Set(p, 25)
	if got := MazeLoops.Get(p); got != 25 {
		t.Errorf("MazeLoops read back %d", got)
	}
	if MazeAlgorithm.Get(p) != MazeBFS || MazeWidth.Get(p) != 30 || MazeSeed.Get(p) != math.MinInt64 || MazeAnimate.Get(p) != "false" {
		t.Errorf("read back %q, %d, %d, %q", MazeAlgorithm.Get(p), MazeWidth.Get(p), MazeSeed.Get(p), MazeAnimate.Get(p))
	}
	// Earlier versions stored these as text; they must keep reading back.
	if got := p.String(MazeWidth.Key); got != "30" {
		t.Errorf("maze.width stored as %q, want the text 30", got)
	}
}

func TestCorruptMazeSettingsAreIgnored(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	p.(rawWriter).WriteValues(func(v map[string]any) {
		v[MazeAlgorithm.Key] = "quantum" // not an algorithm
		v[MazeWidth.Key] = "-3"          // out of range
		v[MazeHeight.Key] = 12.0         // a number, not text
		v[MazeSeed.Key] = "not a seed"   // not decimal
		v[MazeAnimate.Key] = "perhaps"   // neither true nor false
		v[MazeLoops.Key] = "51"          // past maze.MaxLoops
		v[MazeGrid.Key] = []any{"#S#"}   // a list
	})
	if got := MazeAlgorithm.Get(p); got != MazeDFS {
		t.Errorf("MazeAlgorithm = %q, want the default dfs", got)
	}
	if w, h := MazeWidth.Get(p), MazeHeight.Get(p); w != 20 || h != 12 {
		t.Errorf("maze size %d×%d, want the default 20×12", w, h)
	}
	if got := MazeSeed.Get(p); got != 1 {
		t.Errorf("MazeSeed = %d, want the default 1", got)
	}
	if got := MazeAnimate.Get(p); got != "true" {
		t.Errorf("MazeAnimate = %q, want the default true", got)
	}
	if got := MazeLoops.Get(p); got != 0 {
		t.Errorf("MazeLoops = %d, want the default 0", got)
	}
	if got := MazeGrid.Get(p); got != "" {
		t.Errorf("MazeGrid = %q, want empty", got)
	}
}
