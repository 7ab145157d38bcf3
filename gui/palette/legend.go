package palette

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// LegendEntry is one line of a board's key: a swatch, drawn by the
// board's own code so that the two never disagree, and what it means:
// the text of TextKey (i18n.T), or else Text as it is.
type LegendEntry struct {
	Swatch  fyne.CanvasObject
	Text    string
	TextKey string
}

// BoardKey is a board's key laid out, whose captions given by key can be
// said again in a new language.
type BoardKey struct {
	// Content is the key, to place on the screen.
	Content  fyne.CanvasObject
	captions []*widget.Label
	keys     []string
}

// NewBoardKey lays out a board's key, columns entries to a row, each
// swatch beside a small caption.
func NewBoardKey(columns int, entries []LegendEntry) *BoardKey {
	k := &BoardKey{}
	items := make([]fyne.CanvasObject, 0, len(entries))
	for _, e := range entries {
		text := e.Text
		if e.TextKey != "" {
			text = i18n.T(e.TextKey)
		}
		label := widget.NewLabel(text)
		label.SizeName = theme.SizeNameCaptionText
		k.captions = append(k.captions, label)
		k.keys = append(k.keys, e.TextKey)
		items = append(items, container.NewHBox(container.NewCenter(e.Swatch), label))
	}
	k.Content = container.New(&keyLayout{columns: columns}, items...)
	return k
}

// keyLayout is a grid of equal cells, columns to a row; in presentation
// mode fewer when the width holds fewer (it draws the key 1.5× or more,
// and a key as wide as four captions held the window wider than a
// laptop). Its least width is then one cell's, its least height that of
// the rows at the width it was last laid out at: the canvas asks again
// after a layout.
type keyLayout struct {
	columns int
	width   float32 // the width it was last laid out at, 0 before
}

// cell is the size of the largest cell.
func (l *keyLayout) cell(objects []fyne.CanvasObject) fyne.Size {
	var c fyne.Size
	for _, o := range objects {
		c = c.Max(o.MinSize())
	}
	return c
}

// fit is how many columns width holds, from 1 to l.columns.
func (l *keyLayout) fit(cell fyne.Size, width float32) int {
	if width <= 0 || cell.Width <= 0 || !run.Presenting() {
		return l.columns
	}
	pad := theme.Padding()
	return max(1, min(l.columns, int((width+pad)/(cell.Width+pad))))
}

func (l *keyLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	cell := l.cell(objects)
	cols := l.fit(cell, size.Width)
	pad := theme.Padding()
	w := (size.Width - float32(cols-1)*pad) / float32(cols)
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i%cols)*(w+pad), float32(i/cols)*(cell.Height+pad)))
		o.Resize(fyne.NewSize(w, cell.Height))
	}
}

func (l *keyLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) == 0 {
		return fyne.Size{}
	}
	cell := l.cell(objects)
	cols := l.fit(cell, l.width)
	if !run.Presenting() {
		cell.Width = cell.Width*float32(cols) + theme.Padding()*float32(cols-1)
	}
	rows := (len(objects) + cols - 1) / cols
	return fyne.NewSize(cell.Width, float32(rows)*cell.Height+float32(rows-1)*theme.Padding())
}

// Relabel says the captions given by key again, in the language now in
// use: a screen calls it from its i18n.OnChange function.
func (k *BoardKey) Relabel() {
	for i, key := range k.keys {
		if key != "" && k.captions[i].Text != i18n.T(key) {
			k.captions[i].SetText(i18n.T(key))
		}
	}
}
