// Package stats is the counters panel the puzzle screens share: named
// values two pairs to a row, and a note under them that breaks a count
// down (the rejections by cause, say). Each screen chooses its values,
// and names them by keys of its translations (AddKey) so that Relabel
// names them again in a new language.
package stats

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Grid is the panel. Its labels change only when their text does: a
// screen shows counters at every frame, and a label's refresh costs a
// layout.
type Grid struct {
	// Content is the grid above its note, to place on the screen.
	Content fyne.CanvasObject
	// Note is the line under the grid. It wraps; a screen that wants it
	// on one line may truncate it instead.
	Note   *widget.Label
	grid   *fyne.Container
	values []*widget.Label
	names  []*widget.Label
	keys   []string // each name's key; "" for a name given as words
}

// NewGrid returns an empty panel; Add fills it.
func NewGrid() *Grid {
	g := &Grid{grid: container.NewGridWithColumns(4), Note: widget.NewLabel("")}
	g.Note.SizeName = theme.SizeNameCaptionText
	g.Note.Wrapping = fyne.TextWrapWord
	g.Content = container.NewVBox(g.grid, g.Note)
	return g
}

// Add appends a value named name, showing 0, and returns its label.
func (g *Grid) Add(name string) *widget.Label { return g.add(name, "") }

// AddKey appends a value named by the text of key (i18n.T), showing 0,
// and returns its label. Relabel names it again.
func (g *Grid) AddKey(key string) *widget.Label { return g.add(i18n.T(key), key) }

func (g *Grid) add(name, key string) *widget.Label {
	v := widget.NewLabel("0")
	v.TextStyle.Monospace = true
	v.Alignment = fyne.TextAlignTrailing
	l := widget.NewLabel(name)
	g.grid.Add(l)
	g.grid.Add(v)
	g.values = append(g.values, v)
	g.names = append(g.names, l)
	g.keys = append(g.keys, key)
	return v
}

// Relabel names the values added by key again, in the language now in
// use: a screen calls it from its i18n.OnChange function.
func (g *Grid) Relabel() {
	for i, key := range g.keys {
		if key != "" {
			run.SetText(g.names[i], i18n.T(key))
		}
	}
}

// Reset shows 0 in every value and clears the note.
func (g *Grid) Reset() {
	for _, v := range g.values {
		run.SetText(v, "0")
	}
	run.SetText(g.Note, "")
}

// SetNone shows in l that its value does not apply, with the dash an
// elapsed time shows before a run: a 0 there would read as a count.
func SetNone(l *widget.Label) { run.SetText(l, i18n.T("stats.none")) }

// SetCount shows n in l, with thousands separators.
func SetCount(l *widget.Label, n uint64) { run.SetText(l, run.Thousands(n)) }
