package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The keyboard help is laid out in columns, no text holding a tab (Fyne
// draws a tab after a change of font as "�"): each key and what it does
// are texts of their own, side by side in the order of the help, and the
// lines without a tab are texts across.
func TestKeysContentPutsKeyAndActionSideBySide(t *testing.T) {
	help := "While:\nSpace\tstart\n↑ or +\tfaster\n\nSudoku: arrows\nCtrl+Q\tquit"
	texts := func(c *fyne.Container) (out []string) {
		for _, o := range c.Objects {
			if txt, ok := o.(*canvas.Text); ok {
				out = append(out, txt.Text)
			}
		}
		return out
	}
	var got []string
	for _, o := range keysContent(help).(*fyne.Container).Objects {
		switch o := o.(type) {
		case *canvas.Text:
			got = append(got, o.Text)
		case *fyne.Container: // key column, gap, action column
			keys, does := texts(o.Objects[0].(*fyne.Container)), texts(o.Objects[2].(*fyne.Container))
			if len(keys) != len(does) {
				t.Fatalf("%d keys beside %d actions", len(keys), len(does))
			}
			for i := range keys {
				got = append(got, keys[i]+" = "+does[i])
			}
		}
	}
	want := []string{"While:", "Space = start", "↑ or + = faster", "", "Sudoku: arrows", "Ctrl+Q = quit"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rows %q, want %q", got, want)
	}
	if strings.ContainsRune(strings.Join(got, ""), '\t') {
		t.Errorf("a text holds a tab: %q", got)
	}
}
