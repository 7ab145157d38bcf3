package palette

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
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
	k.Content = container.New(layout.NewGridLayoutWithColumns(columns), items...)
	return k
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
