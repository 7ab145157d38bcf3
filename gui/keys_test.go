package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The keyboard help is laid out in columns, no text holding a tab (Fyne
// draws a tab after a change of font as "�"): every key and what it does
// is a text of its own, in the order of the help.
func TestKeysContentPutsKeyAndActionInTextsOfTheirOwn(t *testing.T) {
	help := "While:\nSpace\tstart\n↑ or +\tfaster\n\nSudoku: arrows\nCtrl+Q\tquit"
	var got []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *canvas.Text:
			got = append(got, o.Text)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	walk(keysContent(help))
	want := []string{"While:", "Space", "start", "↑ or +", "faster", "", "Sudoku: arrows", "Ctrl+Q", "quit"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("texts %q, want %q", got, want)
	}
	for _, text := range got {
		if strings.ContainsRune(text, '\t') {
			t.Errorf("text %q holds a tab", text)
		}
	}
}
