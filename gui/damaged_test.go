package gui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/statefile"
)

func TestDamagedMessageSaysWhatHappenedAndWhere(t *testing.T) {
	moved := statefile.Damage{File: "/home/ada/.config/fyne/lab/preferences.json", Problem: errors.New("not JSON"),
		MovedTo: "/home/ada/.config/fyne/lab/preferences.json.damaged-20260424T153012Z"}
	msg := DamagedMessage(moved)
	for _, want := range []string{moved.File, "not JSON", moved.MovedTo, "its settings", "defaults"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q does not say %q", msg, want)
		}
	}
	stuck := statefile.Damage{File: "/x/state.json", Problem: errors.New("empty"), MoveErr: errors.New("read-only")}
	msg = DamagedMessage(stuck)
	for _, want := range []string{"/x/state.json", "puzzles", "read-only"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q does not say %q", msg, want)
		}
	}
}

func TestShowDamagedShowsADialogOnlyWhenThereIsDamage(t *testing.T) {
	tempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("content"))
	ShowDamaged(w, nil)
	if n := len(w.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs without damage", n)
	}
	d := statefile.Damage{File: "/x/preferences.json", Problem: errors.New("mixed"), MovedTo: "/x/preferences.json.damaged-1"}
	ShowDamaged(w, []statefile.Damage{d})
	overlays := w.Canvas().Overlays().List()
	if len(overlays) != 1 {
		t.Fatalf("%d dialogs, want 1", len(overlays))
	}
	found := false
	for _, o := range test.LaidOutObjects(overlays[0]) {
		if l, ok := o.(*widget.Label); ok && l.Text == DamagedMessage(d) {
			found = true
		}
	}
	if !found {
		t.Fatal("the dialog does not say what happened")
	}
}
