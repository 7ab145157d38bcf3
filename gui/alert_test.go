package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/run"
)

// textsIn lists the text of every label under o.
func textsIn(o fyne.CanvasObject) []string {
	switch o := o.(type) {
	case *widget.Label:
		return []string{o.Text}
	case *fyne.Container:
		var all []string
		for _, c := range o.Objects {
			all = append(all, textsIn(c)...)
		}
		return all
	case fyne.Widget:
		var all []string
		for _, c := range test.WidgetRenderer(o).Objects() {
			all = append(all, textsIn(c)...)
		}
		return all
	}
	return nil
}

func TestBadPastesShowOneMessageThatKeysClose(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabSudoku)
	clip := m.app.Clipboard()
	paste := menuItem(t, m, "Edit", "Paste").Action
	s := m.sudoku().Session()
	notch := s.Notch()
	for _, bad := range []string{"1", "12 x", "no puzzle here", "9999999999", "1.2.3.4"} {
		clip.SetContent(bad)
		paste()
	}
	overlays := m.win.Canvas().Overlays().List()
	if len(overlays) != 1 {
		t.Fatalf("five bad pastes left %d dialogs, want 1", len(overlays))
	}
	last := strings.TrimSuffix(m.sudoku().Status(), " — the grid is unchanged")
	if said := strings.Join(textsIn(overlays[0]), "\n"); !strings.Contains(said, last[1:]) { // the dialog capitalises
		t.Errorf("the dialog says %q, not the last message %q", said, last)
	}

	// Behind the dialog the screen takes no keys, and no paste.
	pressKey(m, fyne.KeyDown)
	m.win.Canvas().OnTypedRune()('+')
	if s.Notch() != notch {
		t.Errorf("keys behind the dialog changed the speed: notch %d, was %d", s.Notch(), notch)
	}
	before := m.sudoku().Status()
	clip.SetContent("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	typeMenuShortcut(t, m, &fyne.ShortcutPaste{Clipboard: clip})
	if m.sudoku().Status() != before {
		t.Errorf("a paste behind the dialog went through: %q", m.sudoku().Status())
	}

	pressKey(m, fyne.KeyEscape)
	if m.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the message")
	}
	if s.State() != run.Idle || s.Notch() != notch {
		t.Errorf("Esc reached the search behind: %v, notch %d", s.State(), s.Notch())
	}

	clip.SetContent("bad")
	paste()
	pressKey(m, fyne.KeyReturn)
	if m.win.Canvas().Overlays().Top() != nil {
		t.Error("Enter did not close the message")
	}
	pressKey(m, fyne.KeyDown) // the keys are back
	if s.Notch() != notch-1 {
		t.Errorf("Down after the message closed: notch %d, want %d", s.Notch(), notch-1)
	}
}

func TestMazeBadPastesShowOneMessage(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabMaze)
	for _, bad := range []string{"#", "S", "not a maze", "##\n#S"} {
		m.app.Clipboard().SetContent(bad)
		menuItem(t, m, "Edit", "Paste").Action()
	}
	if n := len(m.win.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("four bad pastes left %d dialogs, want 1", n)
	}
	pressKey(m, fyne.KeyEscape)
	if m.win.Canvas().Overlays().Top() != nil {
		t.Error("Esc did not close the message")
	}
}
