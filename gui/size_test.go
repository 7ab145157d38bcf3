package gui

import (
	"testing"

	"fyne.io/fyne/v2"

	"backtracklab/gui/settings"
)

func TestWindowSizeIsKeptBetweenRuns(t *testing.T) {
	a := tempApp(t)
	m := newMainWindow(a, "test", 0)
	if got := m.win.Canvas().Size(); got != fyne.NewSize(1200, 720) {
		t.Errorf("first start at %v, want 1200×720", got)
	}
	m.win.Resize(fyne.NewSize(1000, 650))
	m.win.Close()
	again := newMainWindow(a, "test", 0)
	t.Cleanup(again.win.Close)
	if got := again.win.Canvas().Size(); got != fyne.NewSize(1000, 650) {
		t.Errorf("restarted at %v, want 1000×650", got)
	}
}

func TestCorruptWindowSizeGivesTheDefault(t *testing.T) {
	a := tempApp(t)
	a.Preferences().SetString(settings.WindowWidth.Key, "wide")
	a.Preferences().SetFloat(settings.WindowHeight.Key, -5)
	m := newMainWindow(a, "test", 0)
	t.Cleanup(m.win.Close)
	if got := m.win.Canvas().Size(); got != fyne.NewSize(1200, 560) {
		t.Errorf("started at %v, want 1200 wide (default) × 560 high (the least)", got)
	}
}
