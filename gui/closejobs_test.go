package gui

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"fyne.io/fyne/v2/storage"

	"backtracklab/engine/compare"
	"backtracklab/engine/handout"
	guicompare "backtracklab/gui/compare"
	"backtracklab/gui/export"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// Closing the window while the Compare view runs stops its run: the
// view's runner ends and no goroutine of it is left, its ticker's
// included.
func TestClosingTheWindowStopsTheComparison(t *testing.T) {
	a := tempApp(t)
	before := runtime.NumGoroutine()
	m := newMainWindow(a, "test", run.FramePeriod)
	c := compare.ForQueens(16)
	c.Cap = 1 << 62 // every solution of 16 queens by the scan alone: minutes
	v := guicompare.Show(m.win, m.queens().Session(), c)
	select {
	case <-v.Done():
		t.Fatal("the comparison ended before the window closed")
	default:
	}
	m.win.Close()
	runtest.Receive(t, "the comparison's end", v.Done())
	if run.CloseAlert(m.win, false) {
		t.Error("Esc would still close the view of the closed window")
	}
	runtest.AwaitGoroutines(t, before)
}

// Closing the window while an export is being made cancels it: the job
// ends, its file is removed as Cancel removes it, and no goroutine of it
// is left.
func TestClosingTheWindowCancelsTheExport(t *testing.T) {
	a := tempApp(t)
	before := runtime.NumGoroutine()
	m := newMainWindow(a, "test", 0)
	path := filepath.Join(t.TempDir(), "queens-8-steps.pdf")
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	f := export.Format{Label: "x", File: "queens-8-steps.pdf", Write: func(ctx context.Context, _ io.Writer, _ handout.Paper, _ export.Progress) error {
		close(started)
		<-ctx.Done() // a long export: it ends only when cancelled
		return ctx.Err()
	}}
	j := export.Start(m.win, f, handout.A4, w)
	runtest.Receive(t, "the export to start", started)
	m.win.Close()
	runtest.Returns(t, "the export", func() { err = j.Wait() })
	if !errors.Is(err, context.Canceled) {
		t.Errorf("the export ended with %v, want cancelled", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the cancelled export left its file (%v)", err)
	}
	runtest.AwaitGoroutines(t, before)
}
